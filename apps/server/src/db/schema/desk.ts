import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments, visitTypes } from './booking.ts';
import { doctors } from './doctors.ts';
import { relatives } from './relatives.ts';
import { users } from './users.ts';

/**
 * The doctor's desk (decision 066): the practice's own patients, blocked time, who changed what,
 * the assistants who run the agenda, the waiting list and the day's delay.
 */

/**
 * A patient of one practice. Every appointment names one. A patient who booked online is an
 * account (`user_id`; name and phone are read from it). A patient the desk entered has no account:
 * `name`, `phone` (+212…) and optional `email` are the practice's own record. Deleting the account
 * deletes its rows here and, through them, its appointments; a desk patient stays with the doctor.
 */
export const practicePatients = pgTable(
  'practice_patients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A relative an account booked for (decision 075): `user_id` is the account holder, the name and
     * age are read from the relative, the phone from the holder.
     */
    relativeId: integer().references(() => relatives.id, { onDelete: 'cascade' }),
    name: text(),
    phone: text(),
    email: text(),
    /** The language of the mails a desk patient gets (the desk's language when entered). */
    locale: text().notNull().default('fr'),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('practice_patients_account')
      .on(t.doctorId, t.userId)
      .where(sql`${t.userId} is not null and ${t.relativeId} is null`),
    uniqueIndex('practice_patients_relative')
      .on(t.doctorId, t.relativeId)
      .where(sql`${t.relativeId} is not null`),
    index('practice_patients_doctor').on(t.doctorId),
    check(
      'practice_patients_known_check',
      sql`${t.userId} is not null or (${t.name} is not null and ${t.phone} is not null)`,
    ),
    check('practice_patients_locale_check', sql`${t.locale} in ('fr', 'en', 'ar')`),
  ],
);

/**
 * Time the practice keeps free of bookings (a meeting, lunch, an emergency). `doctor_slots` leaves
 * it out (migration 0027); a booking over it is refused, and a block over an active appointment
 * too, both under the doctor's booking lock.
 */
export const agendaBlocks = pgTable(
  'agenda_blocks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    label: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agenda_blocks_doctor_start').on(t.doctorId, t.startsAt),
    check('agenda_blocks_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * Who changed the agenda, and how: one row per booking, move, status change, block or unblock.
 * `actor_role` is 'doctor', 'assistant', 'patient' or 'system'; the actor is kept as a reference
 * only (an account deleted later leaves the role).
 */
export const agendaChanges = pgTable(
  'agenda_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text().notNull(),
    action: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An appointment's latest change is the last entry of this index (decision 068's one read).
    index('agenda_changes_appointment_at').on(t.appointmentId, t.at, t.id),
    index('agenda_changes_doctor_at').on(t.doctorId, t.at),
    check('agenda_changes_role_check', sql`${t.actorRole} in ('doctor', 'assistant', 'patient', 'system')`),
  ],
);

/**
 * A doctor's assistant (secretary). Invited by e-mail (`token_hash`: SHA-256 of the mailed token,
 * until `expires_at`); `user_id` and `accepted_at` once an account accepted. Removing the row ends
 * the access at once.
 */
export const doctorAssistants = pgTable(
  'doctor_assistants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().unique(),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('doctor_assistants_email').on(t.doctorId, sql`lower(${t.email})`),
    index('doctor_assistants_user').on(t.userId),
  ],
);

/**
 * A patient waiting for an earlier slot with a doctor, before a date, for one visit type or any.
 * Ends (`ended_at`, `end_reason`: 'booked', 'removed', 'expired') when the patient books with the
 * doctor, removes it, or the date passes.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitTypeId: integer().references(() => visitTypes.id),
    before: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastOfferedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
  },
  (t) => [
    index('waitlist_entries_waiting')
      .on(t.doctorId, t.createdAt)
      .where(sql`${t.endedAt} is null`),
    index('waitlist_entries_patient').on(t.patientId),
    uniqueIndex('waitlist_entries_one_open')
      .on(t.doctorId, t.patientId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** A slot offered to a waiting patient: at most once per entry and start, whatever the processes. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    visitTypeId: integer()
      .notNull()
      .references(() => visitTypes.id),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waitlist_offers_once').on(t.entryId, t.startsAt)],
);

/**
 * Time that became free (a cancellation, a move, an unblock, new hours), written in the transaction
 * that freed it and claimed once (`FOR UPDATE SKIP LOCKED`) by the waiting-list job of one process.
 */
export const freedTimes = pgTable(
  'freed_times',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('freed_times_pending')
      .on(t.createdAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** "Running late" on one day of Morocco's clock: the day's remaining patients were told. */
export const doctorDelays = pgTable(
  'doctor_delays',
  {
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    onDate: date().notNull(),
    minutes: integer().notNull(),
    setBy: integer().references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.onDate] }),
    check('doctor_delays_minutes_check', sql`${t.minutes} between 0 and 240`),
  ],
);
