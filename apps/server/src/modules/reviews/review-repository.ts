import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';

export const reviewsPageSize = 20;

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

/** A doctor's reviews, newest first, one page at a time, with the author's name for display. */
/** What a review shows in public, with its author's names for the "First L." form. */
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
  doctorId: number,
  userId: number,
): Promise<PublicReviewRecord | undefined> {
  const [row] = await db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.doctorId, doctorId), eq(reviews.userId, userId)));
  return row;
}

/** How many reviews have 1, 2, 3, 4 and 5 stars (a half star counts with the star above it). */
export async function countReviewsByStars(db: Db, doctorId: number): Promise<number[]> {
  const rows = await db
    .select({ stars: sql<number>`((${reviews.ratingHalves} + 1) / 2)::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.doctorId, doctorId)))
    .groupBy(sql`1`);
  const distribution = [0, 0, 0, 0, 0];
  for (const row of rows) distribution[row.stars - 1] = row.count;
  return distribution;
}
