import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { doctors } from './doctors.ts';
import { bytea } from './media.ts';
import { users } from './users.ts';

/** The name and speciality a verified doctor asks to publish instead of the checked ones. */
export interface ProposedIdentity {
  firstName: string;
  lastName: string;
  specialityId: number | null;
}

/**
 * A doctor's request to be verified (decision 038): registration numbers and a scan of the
 * Ordre card. The document is private: served only to staff through /api/admin/, never under
 * /media; it is erased 90 days after the decision (`document` null, `document_erased_at` set).
 * At most one request per doctor waits at a time.
 */
export const doctorVerifications = pgTable(
  'doctor_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A listing of the directory the account claims as its own (decision 040): on
     * approval it becomes the account's page, with its reviews and followers.
     */
    claimedDoctorId: integer().references(() => doctors.id, { onDelete: 'cascade' }),
    /**
     * A verified doctor's new name or speciality (decision 041): it waits for a moderator while the
     * published page keeps the checked ones. Null for a verification or a claim.
     */
    proposedIdentity: jsonb().$type<ProposedIdentity>(),
    /** Registration number at the Ordre National des Médecins. */
    ordreNumber: text().notNull(),
    /** Identifiant National du Professionnel de Santé (ANAM). */
    inpeNumber: text().notNull(),
    document: bytea(),
    documentType: text().notNull(),
    documentBytes: integer().notNull(),
    status: text().notNull().default('submitted'),
    reason: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    documentErasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('doctor_verifications_status_check', sql`${t.status} in ('submitted', 'approved', 'rejected')`),
    check(
      'doctor_verifications_document_type_check',
      // A change of name or speciality may come without a scan (the earlier one erased).
      sql`${t.documentType} in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf') or (${t.documentType} = '' and ${t.documentBytes} = 0)`,
    ),
    uniqueIndex('doctor_verifications_one_waiting')
      .on(t.doctorId)
      .where(sql`${t.status} = 'submitted'`),
    index('doctor_verifications_queue').on(t.status, t.submittedAt, t.id),
  ],
);

/**
 * What staff did, append-only (a trigger of migration 0016 refuses updates and deletes): who, what,
 * on what, why, when. `actor_id` has no foreign key so the log outlives a staff account.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * A signed-in user's report of a review or a post (decision 039): one per user and item
 * (a second report is harmless), open until a moderator hides the item or dismisses its reports.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('reports_target_type_check', sql`${t.targetType} in ('review', 'post')`),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('spam', 'offensive', 'false_information', 'personal_data', 'conflict_of_interest', 'other')`,
    ),
    uniqueIndex('reports_one_per_reporter').on(t.targetType, t.targetId, t.reporterId),
    index('reports_open')
      .on(t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
