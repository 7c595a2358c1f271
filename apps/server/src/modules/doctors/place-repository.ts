import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors } from '../../db/schema/index.ts';

/** The slug and speciality of the doctors of a map's pins, by id. */
export async function findPinRows(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { slug: string; specialityId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: doctors.id, slug: doctors.slug, specialityId: doctors.specialityId })
    .from(doctors)
    .where(inArray(doctors.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Places a doctor's pin, `source` saying whose it is; `null` removes it, and the trigger of
 * migration 0030 puts the point back on the quarter's or city's centre. False when no such doctor.
 */
export async function placeDoctor(
  db: Db,
  doctorId: number,
  point: { latitude: number; longitude: number } | null,
  source: 'doctor' | 'moderator',
): Promise<boolean> {
  const rows = await db
    .update(doctors)
    .set(
      point
        ? { latitude: point.latitude, longitude: point.longitude, locationSource: source, updatedAt: sql`now()` }
        : { locationSource: null, updatedAt: sql`now()` },
    )
    .where(eq(doctors.id, doctorId))
    .returning({ id: doctors.id });
  return rows.length > 0;
}

/** Sets the practice's quarter (of its city: the trigger of migration 0030 drops another city's). */
export async function setDoctorQuarter(db: Db, doctorId: number, quarterId: number | null): Promise<void> {
  await db
    .update(doctors)
    .set({ quarterId, updatedAt: sql`now()` })
    .where(eq(doctors.id, doctorId));
}
