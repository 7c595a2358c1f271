import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practicePatients } from '../../db/schema/index.ts';

/**
 * The practice's patients (decision 066): every appointment names one, the account that booked
 * online or the desk's own record of a patient who phoned.
 */

/** The practice's record of an account, made on its first booking with the doctor. */
export async function practicePatientOfAccount(db: Db, doctorId: number, userId: number): Promise<number> {
  const [row] = await db
    .insert(practicePatients)
    .values({ doctorId, userId, locale: sql`(select u.locale from users u where u.id = ${userId})` })
    .onConflictDoUpdate({
      target: [practicePatients.doctorId, practicePatients.userId],
      targetWhere: sql`${practicePatients.userId} is not null`,
      set: { doctorId },
    })
    .returning({ id: practicePatients.id });
  return row!.id;
}
