import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { freedTimes } from '../../db/schema/index.ts';

/**
 * Time that became free on an agenda (decision 066): a cancellation, a move, an unblock or new
 * hours. Written in the transaction that freed it; the waiting-list job claims each row once.
 */
export async function recordFreedTime(db: Db, time: { doctorId: number; start: string; end: string }): Promise<void> {
  await db.insert(freedTimes).values({
    doctorId: time.doctorId,
    startsAt: sql`${time.start}::timestamptz`,
    endsAt: sql`${time.end}::timestamptz`,
  });
}
