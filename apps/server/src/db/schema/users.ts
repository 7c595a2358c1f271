import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An account. The e-mail is the username and is unique whatever its case (product.md §10), hence the
 * unique index on lower(email). Demo reviewers get the password hash '!', which no password matches.
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    gender: text(),
    phone: text(),
    isDoctor: boolean().notNull().default(false),
    street: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    country: text(),
    /** Stored photo key (its sized variants are in `media_files`), or null for the default image. */
    image: text(),
    /**
     * Staff: 'moderator' or 'admin' (decision 038), null for everyone else. Admins are made
     * from the command line only (`npm run admin`); the role an API answer shows is this, else
     * 'doctor' or 'patient' from `is_doctor`.
     */
    staffRole: text(),
    /** Suspended by a moderator (decision 039): cannot sign in, its reviews and posts are hidden. */
    suspendedAt: timestamp({ withTimezone: true }),
    /**
     * When the account proved it reads its e-mail address (a link of the welcome mail, or of an
     * address change): required before a first booking (decision 050). Accounts made before migration
     * 0025 count as confirmed from their creation.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** Language of the e-mails sent to this user (password reset). */
    locale: text().notNull().default('fr'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} in ('M', 'F')`),
    check('users_locale_check', sql`${t.locale} in ('fr', 'en', 'ar')`),
    check('users_staff_role_check', sql`${t.staffRole} in ('moderator', 'admin')`),
  ],
);
