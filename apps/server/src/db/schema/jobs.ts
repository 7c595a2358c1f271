import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job last started, shared by every server process on the database: a process
 * runs a job only if it moves `last_started_at` forward itself, so each run happens once (decision 029).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  lastStartedAt: timestamp({ withTimezone: true }).notNull(),
});
