import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Bearer tokens (product.md §10, "Accounts and security"): only a SHA-256 of the token is stored, each
 * has an absolute expiry, logout sets `revoked_at`, and a password change revokes the others.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
);

/** Password-reset links: single use (`used_at`), expiring, stored as a SHA-256 of the token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/**
 * Links that confirm an e-mail address (decision 050): the account's own address after registration, or
 * a new one it asked for, which replaces the sign-in address only once its link is followed. Single
 * use, expiring, stored as a SHA-256 of the token like password resets.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_confirmations_user').on(t.userId)],
);
