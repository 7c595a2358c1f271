import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationLog } from '../../db/schema/index.ts';

export interface ModerationEntry {
  actorId: number;
  action: string;
  targetType: string;
  targetId: number;
  reason?: string;
}

/** One line of the append-only moderation log, in the caller's transaction. */
export async function logModeration(db: Db, entry: ModerationEntry): Promise<void> {
  await db.insert(moderationLog).values({ ...entry, reason: entry.reason ?? '' });
}

/**
 * An instant on Morocco's clock. Morocco is UTC+0 for good since 2026-09-20 (tzdb 2026c); a server
 * whose time zone data is older (Debian's PostgreSQL uses the system's) would still add the summer
 * hour, so from that day the rule is written here, and before it the database's data, which knew
 * the past rules, decides.
 */
function moroccoClock(instant: SQL | AnyColumn) {
  return sql`(case when ${instant} >= timestamptz '2026-09-20 00:00:00+00' then ${instant} at time zone 'UTC' else ${instant} at time zone 'Africa/Casablanca' end)`;
}

/** The log, newest first, each entry with its time on Morocco's clock, ready to show. */
export async function findModerationLog(db: Db, options: { limit: number; offset: number }) {
  return db
    .select({
      id: moderationLog.id,
      actorId: moderationLog.actorId,
      action: moderationLog.action,
      targetType: moderationLog.targetType,
      targetId: moderationLog.targetId,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
      moroccoTime: sql<string>`to_char(${moroccoClock(moderationLog.createdAt)}, 'YYYY-MM-DD"T"HH24:MI')`,
    })
    .from(moderationLog)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(options.limit)
    .offset(options.offset);
}
