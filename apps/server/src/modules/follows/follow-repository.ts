import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors, follows } from '../../db/schema/index.ts';

/** The follows page lists at most this many doctors. */
const followedDoctorsLimit = 500;

export interface FollowKey {
  userId: number;
  doctorId: number;
}

/** Following twice is harmless: the unique (user, doctor) index makes the second insert a no-op. */
export async function insertFollow(db: Db, key: FollowKey): Promise<void> {
  await db.insert(follows).values(key).onConflictDoNothing();
}

export async function deleteFollow(db: Db, key: FollowKey): Promise<void> {
  await db.delete(follows).where(and(eq(follows.userId, key.userId), eq(follows.doctorId, key.doctorId)));
}

export async function hasFollow(db: Db, key: FollowKey): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.userId, key.userId), eq(follows.doctorId, key.doctorId)))
    .limit(1);
  return row !== undefined;
}

export interface FollowedDoctorRecord {
  id: number;
  doctorId: number;
  userId: number | null;
  firstName: string;
  lastName: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
  gender: string;
  slug: string;
  specialityId: number | null;
}

/** The doctors a user follows, the latest follow first. */
export async function findFollowedDoctors(db: Db, userId: number): Promise<FollowedDoctorRecord[]> {
  return (
    db
      .select({
        id: follows.id,
        doctorId: doctors.id,
        userId: doctors.userId,
        firstName: doctors.firstName,
        lastName: doctors.lastName,
        firstNameAr: doctors.firstNameAr,
        lastNameAr: doctors.lastNameAr,
        gender: doctors.gender,
        slug: doctors.slug,
        specialityId: doctors.specialityId,
      })
      .from(follows)
      .innerJoin(doctors, eq(doctors.id, follows.doctorId))
      // A page that is not public (decision 038) is listed to nobody.
      .where(and(eq(follows.userId, userId), eq(doctors.isPublic, true)))
      .orderBy(desc(follows.createdAt), desc(follows.id))
      .limit(followedDoctorsLimit)
  );
}
