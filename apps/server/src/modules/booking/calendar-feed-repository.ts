import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSettings, doctors, users } from '../../db/schema/index.ts';

/**
 * The doctor's private calendar feed address (decision 050): only its hash is stored, in the booking
 * settings row, with the generation it was derived from and why the previous one was retired.
 */

/** Why a feed address was retired other than by the doctor (decision 050). */
export type FeedRetirement = 'password' | 'suspension' | 'security';

/** Stores the hash of the feed address of `generation` (creating the settings row when missing). */
export async function setCalendarTokenHash(
  db: Db,
  doctorId: number,
  feed: { generation: number; tokenHash: string; byDoctor?: boolean },
): Promise<void> {
  const values = {
    calendarGeneration: feed.generation,
    calendarTokenHash: feed.tokenHash,
    // The doctor's own new address needs no word on why it changed.
    ...(feed.byDoctor ? { calendarRetiredAt: null, calendarRetiredBy: null } : {}),
  };
  await db
    .insert(bookingSettings)
    .values({ doctorId, ...values })
    .onConflictDoUpdate({ target: bookingSettings.doctorId, set: values });
}

/**
 * Retires the feed address of the page an account owns (a password change or reset, a suspension):
 * the next generation's address is made when the doctor next opens the agenda, which says why.
 */
export async function retireCalendarFeed(db: Db, userId: number, reason: FeedRetirement): Promise<void> {
  await db
    .update(bookingSettings)
    .set({
      calendarGeneration: sql`${bookingSettings.calendarGeneration} + 1`,
      calendarTokenHash: null,
      calendarRetiredAt: sql`now()`,
      calendarRetiredBy: reason,
    })
    .where(
      inArray(bookingSettings.doctorId, db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId))),
    );
}

/** The doctor a feed address belongs to, while its owner is not suspended. */
export async function findDoctorByCalendarToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ doctorId: bookingSettings.doctorId })
    .from(bookingSettings)
    .innerJoin(doctors, eq(doctors.id, bookingSettings.doctorId))
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(bookingSettings.calendarTokenHash, tokenHash), isNull(users.suspendedAt)));
  return row;
}
