import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the rate limits and sign-in throttling, shared by every server process
 * on the database (decision 030): a limit counts requests made through any of them.
 */
export const limitCounters = pgTable('limit_counters', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});
