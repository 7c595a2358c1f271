import type { Database } from '../db/client.ts';
import type { Job } from './scheduler.ts';

/**
 * Daily on PGlite: `analyze`, the planner's statistics of every table. PostgreSQL's autovacuum does
 * this as tables grow; PGlite runs no background worker, so without it a database that started
 * empty keeps the statistics of its first day. Plans kept for a connection (the generic plan of
 * `doctor_slots`, migration 0021; prepared searches) are made again once statistics change, so a
 * plan made over nearly empty tables does not scan them whole for ever (235 ms a week of
 * availability instead of 0.3 ms at 33,000 bookable doctors). At 100,000 doctors it holds the
 * database for about a second a day (docs/performance.md).
 */
export function createStatisticsJob(database: Database): Job | undefined {
  if (database.kind !== 'pglite') return undefined;
  return {
    name: 'planner-statistics',
    intervalMs: 24 * 60 * 60_000,
    async run() {
      await database.query('analyze');
    },
  };
}
