import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors, reviews, users } from '../../db/schema/index.ts';

export const reviewsPageSize = 20;
/** The profile lists at most this many of the user's own reviews. */
const myReviewsLimit = 200;

/** What a review shows in public, with its author's names for the "First L." form. */
export interface PublicReviewRecord {
  id: number;
  ratingHalves: number;
  review: string;
  doctorId: number;
  userId: number;
  createdAt: Date;
  authorFirstName: string;
  authorLastName: string;
}

const publicReviewColumns = {
  id: reviews.id,
  ratingHalves: reviews.ratingHalves,
  review: reviews.review,
  doctorId: reviews.doctorId,
  userId: reviews.userId,
  createdAt: reviews.createdAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** A doctor's reviews, newest first, one page at a time (index reviews_doctor_created). */
export async function findDoctorReviews(db: Db, doctorId: number, page: number): Promise<PublicReviewRecord[]> {
  return db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.doctorId, doctorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewsPageSize)
    .offset((page - 1) * reviewsPageSize);
}

/** The review one user wrote of one doctor, if any (one per user and doctor). */
export async function findUserReview(
  db: Db,
  key: { doctorId: number; userId: number },
): Promise<PublicReviewRecord | undefined> {
  const [row] = await db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.doctorId, key.doctorId), eq(reviews.userId, key.userId)));
  return row;
}

/** How many reviews have each rating from half a star to five stars: index 0 is 0.5, index 9 is 5. */
export async function countReviewsByHalfStars(db: Db, doctorId: number): Promise<number[]> {
  const rows = await db
    .select({ halves: reviews.ratingHalves, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.doctorId, doctorId))
    .groupBy(reviews.ratingHalves);
  const distribution = Array.from({ length: 10 }, () => 0);
  for (const row of rows) distribution[row.halves - 1] = row.count;
  return distribution;
}

/** Writes a user's review of a doctor, replacing theirs if any; the rating it replaced, if any. */
export async function upsertReview(
  db: Db,
  review: { doctorId: number; userId: number; ratingHalves: number; text: string },
): Promise<{ previousHalves: number | undefined }> {
  const [previous] = await db
    .select({ ratingHalves: reviews.ratingHalves })
    .from(reviews)
    .where(and(eq(reviews.userId, review.userId), eq(reviews.doctorId, review.doctorId)));
  const { ratingHalves, text } = review;
  await db
    .insert(reviews)
    .values({ doctorId: review.doctorId, userId: review.userId, ratingHalves, review: text })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.doctorId],
      set: { ratingHalves, review: text, createdAt: sql`now()`, updatedAt: sql`now()` },
    });
  return { previousHalves: previous?.ratingHalves };
}

/** One of a user's own reviews with what a link to the doctor needs. */
export interface MyReviewRecord extends PublicReviewRecord {
  doctorUserId: number | null;
  doctorSlug: string;
  doctorSpecialityId: number | null;
  doctorFirstName: string;
  doctorLastName: string;
}

export async function findUserReviews(db: Db, userId: number): Promise<MyReviewRecord[]> {
  return db
    .select({
      ...publicReviewColumns,
      doctorUserId: doctors.userId,
      doctorSlug: doctors.slug,
      doctorSpecialityId: doctors.specialityId,
      doctorFirstName: doctors.firstName,
      doctorLastName: doctors.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(myReviewsLimit);
}
