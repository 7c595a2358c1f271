import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors, practicePhotos } from '../../db/schema/index.ts';

export type PracticePhotoRecord = typeof practicePhotos.$inferSelect;

/** The doctor row an account owns, locked until the transaction ends so its photo writes queue. */
export async function lockOwnedDoctorId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId)).for('update');
  return row?.id;
}

export async function listPracticePhotos(db: Db, doctorId: number): Promise<PracticePhotoRecord[]> {
  return db
    .select()
    .from(practicePhotos)
    .where(eq(practicePhotos.doctorId, doctorId))
    .orderBy(asc(practicePhotos.position), asc(practicePhotos.id));
}

export async function insertPracticePhoto(
  db: Db,
  row: { doctorId: number; image: string; position: number; altFr: string; altEn: string; altAr: string },
): Promise<void> {
  await db.insert(practicePhotos).values(row);
}

/** One of the doctor's photos; another doctor's is not found. */
export async function findPracticePhoto(
  db: Db,
  doctorId: number,
  id: number,
): Promise<PracticePhotoRecord | undefined> {
  const [row] = await db
    .select()
    .from(practicePhotos)
    .where(and(eq(practicePhotos.doctorId, doctorId), eq(practicePhotos.id, id)));
  return row;
}

export async function updatePracticePhoto(
  db: Db,
  id: number,
  changes: Partial<Pick<PracticePhotoRecord, 'altFr' | 'altEn' | 'altAr' | 'position'>>,
): Promise<void> {
  await db.update(practicePhotos).set(changes).where(eq(practicePhotos.id, id));
}

export async function deletePracticePhoto(db: Db, id: number): Promise<void> {
  await db.delete(practicePhotos).where(eq(practicePhotos.id, id));
}

/** Every photo of a doctor removed (a page back in the directory); their image keys, to delete the files. */
export async function deletePracticePhotosOf(db: Db, doctorId: number): Promise<string[]> {
  const removed = await db
    .delete(practicePhotos)
    .where(eq(practicePhotos.doctorId, doctorId))
    .returning({ image: practicePhotos.image });
  return removed.map((row) => row.image);
}

/** Positions 0… in the given order of ids (each the doctor's), in one statement. */
export async function reorderPracticePhotos(db: Db, doctorId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update practice_photos p set position = o.position - 1
      from unnest(${sql.param([...ids])}::int[]) with ordinality as o(id, position)
     where p.id = o.id and p.doctor_id = ${doctorId}`);
}
