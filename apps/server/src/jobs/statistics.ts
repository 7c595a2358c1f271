import type { Database } from '../db/client.ts';
import type { Job } from './scheduler.ts';

/**
 * Hourly on PGlite: `analyze` of each table that grew by more than a tenth (and 8 pages) since its
 * statistics were taken. PostgreSQL's autovacuum does this; PGlite runs no background worker and
 * counts no changes (`pg_stat_user_tables` stays at zero), so its file size against the pages
 * recorded at the last `analyze` is the measure. Without it a database that started empty keeps the
 * statistics of its first day, and plans kept for a connection (the generic plan of
 * `doctor_slots`, migration 0021) scan whole tables on every call (235 ms a week of availability
 * instead of 0.3 ms at 33,000 bookable doctors). One table per statement: at 100,000 doctors the
 * largest, `doctors`, holds the database for about 0.8 s, and only once it grew by a tenth.
 */
export function createStatisticsJob(database: Database): Job | undefined {
  if (database.kind !== 'pglite') return undefined;
  return { name: 'planner-statistics', intervalMs: 60 * 60_000, run: () => analyzeGrownTables(database) };
}

/**
 * The job's work, also done before a PGlite server takes traffic (decision 062): a table that grew
 * while no server ran (a seed, an import) would otherwise be analysed a minute into traffic,
 * holding the database for as long, with its statements planned on stale statistics until then.
 */
export async function analyzeGrownTables(database: Database): Promise<void> {
  const grown = await database.query<{ name: string }>(
    `select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and pg_relation_size(c.oid) > current_setting('block_size')::bigint * (greatest(c.relpages, 0) * 1.1 + 8)`,
  );
  for (const { name } of grown) await database.query(`analyze ${name}`);
}
