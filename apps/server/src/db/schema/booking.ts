import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors.ts';
import { users } from './users.ts';

/**
 * How a doctor takes appointments (issue 11, decision 042). A doctor without a row, or without
 * weekly hours and visit types, cannot be booked. `calendar_token` is the secret of the doctor's
 * private .ics feed; regenerating it retires the old address.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    doctorId: integer()
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    minNoticeMinutes: integer().notNull().default(120),
    horizonDays: integer().notNull().default(60),
    requiresConfirmation: boolean().notNull().default(false),
    cancelCutoffMinutes: integer().notNull().default(120),
    calendarToken: text().unique(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_settings_notice_check', sql`${t.minNoticeMinutes} between 0 and 20160`),
    check('booking_settings_horizon_check', sql`${t.horizonDays} between 1 and 365`),
    check('booking_settings_cutoff_check', sql`${t.cancelCutoffMinutes} between 0 and 20160`),
  ],
);

/** Weekly opening hours on the doctor's clock: any number of ranges per ISO weekday (1 Monday … 7 Sunday). */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
  },
  (t) => [
    index('weekly_hours_doctor').on(t.doctorId, t.weekday),
    check('weekly_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('weekly_hours_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * Other hours on one date. A date with rows uses only them; a row without times closes the date.
 */
export const scheduleOverrides = pgTable(
  'schedule_overrides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    onDate: date().notNull(),
    startsAt: time(),
    endsAt: time(),
  },
  (t) => [
    index('schedule_overrides_doctor').on(t.doctorId, t.onDate),
    check(
      'schedule_overrides_range_check',
      sql`(${t.startsAt} is null and ${t.endsAt} is null) or (${t.startsAt} < ${t.endsAt})`,
    ),
  ],
);

/** Dates the doctor is away (holidays), both ends included. */
export const absences = pgTable(
  'absences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsOn: date().notNull(),
    endsOn: date().notNull(),
  },
  (t) => [index('absences_doctor').on(t.doctorId), check('absences_range_check', sql`${t.startsOn} <= ${t.endsOn}`)],
);

/**
 * A reason for a visit ("motif"), in the doctor's words. Removing one archives it: past appointments
 * keep their label.
 */
export const visitTypes = pgTable(
  'visit_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    durationMinutes: integer().notNull(),
    /** Price in whole dirhams, null when the doctor does not show one. */
    priceMad: integer(),
    /** 'all', 'new' (first visit) or 'returning' patients. */
    audience: text().notNull().default('all'),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visit_types_doctor').on(t.doctorId),
    check('visit_types_duration_check', sql`${t.durationMinutes} between 5 and 180`),
    check('visit_types_price_check', sql`${t.priceMad} between 0 and 100000`),
    check('visit_types_audience_check', sql`${t.audience} in ('all', 'new', 'returning')`),
  ],
);

/**
 * An appointment. Two exclusion constraints written by hand in migration 0020 (Drizzle cannot
 * declare EXCLUDE) make double booking impossible whatever the concurrency: no two appointments that
 * hold their slot overlap for one doctor, nor for one patient.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitTypeId: integer()
      .notNull()
      .references(() => visitTypes.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull(),
    reason: text().notNull().default(''),
    cancelReason: text().notNull().default(''),
    /** The appointment this one replaced (reschedule). */
    rescheduledFrom: integer().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_doctor_start').on(t.doctorId, t.startsAt),
    index('appointments_patient_start').on(t.patientId, t.startsAt),
    check('appointments_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled_by_patient', 'cancelled_by_doctor', 'completed', 'no_show')`,
    ),
  ],
);

/** `Idempotency-Key` of a booking, per account: a retry answers the appointment the key made. */
export const bookingKeys = pgTable(
  'booking_keys',
  {
    patientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.key] })],
);

/**
 * Reminders to send (48 h and 24 h before): claimed with `FOR UPDATE SKIP LOCKED` by whichever
 * process gets there first, so each is sent once across processes and restarts.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    hoursBefore: integer().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('appointment_reminders_once').on(t.appointmentId, t.hoursBefore),
    index('appointment_reminders_due')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * A bookable doctor's next free slots (up to 3), kept for search (`available_within`, `order=soonest`,
 * `next_slots` on result cards) so a search never computes availability for thousands of doctors.
 * Recomputed for a doctor when the schedule, visit types or appointments change, and by a job when
 * its first slot has passed or the horizon moved.
 */
export const doctorNextSlots = pgTable(
  'doctor_next_slots',
  {
    doctorId: integer()
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    nextAt: timestamp({ withTimezone: true }),
    slots: timestamp({ withTimezone: true }).array().notNull(),
    /**
     * The same slots as a search result shows them, `{start, local_date, local_time}` computed on
     * Morocco's clock when the row is written: twenty results read them as they are (migration 0023).
     */
    shown: jsonb().$type<Array<{ start: string; local_date: string; local_time: string }>>().notNull().default([]),
    refreshedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doctor_next_slots_next').on(t.nextAt)],
);
