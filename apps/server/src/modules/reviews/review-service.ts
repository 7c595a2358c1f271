import { and, desc, eq, sql } from 'drizzle-orm';
import { bayesianPriorSql, slugifySpeciality, type TDoctorType, type TMyReview, type TReview } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { doctors, reviews, users } from '../../db/schema/index.ts';
import { Forbidden, NotFound } from '../../errors.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { publicAuthorName } from './review-author.ts';

export interface SubmitReviewOptions {
  userId: number;
  doctorId: number;
  /** The wire type the client believes the doctor has; checked against the row (product.md §10). */
  doctorType: TDoctorType | undefined;
  rating: number;
  text: string;
}

/**
 * One review per user per doctor: a second submission replaces the first (product.md §10). The
 * doctor row is locked first, so concurrent reviews of one doctor apply one after the other and
 * its rating summary and rank, updated in the same transaction, stay exact.
 */
export async function submitReview(database: Database, options: SubmitReviewOptions): Promise<TReview> {
  const ratingHalves = Math.round(options.rating * 2);
  return database.db.transaction(async (tx) => {
    const [doctor] = await tx
      .select({ id: doctors.id, userId: doctors.userId })
      .from(doctors)
      .where(eq(doctors.id, options.doctorId))
      .for('update');
    const actualType: TDoctorType = doctor?.userId === null ? 'doctor' : 'doctor_profile';
    if (!doctor || (options.doctorType && options.doctorType !== actualType)) throw new NotFound('doctor_not_found');
    if (doctor.userId === options.userId) throw new Forbidden('cannot_review_self');
    const [previous] = await tx
      .select({ ratingHalves: reviews.ratingHalves })
      .from(reviews)
      .where(and(eq(reviews.userId, options.userId), eq(reviews.doctorId, options.doctorId)));
    const [saved] = await tx
      .insert(reviews)
      .values({ doctorId: options.doctorId, userId: options.userId, ratingHalves, review: options.text })
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.doctorId],
        set: { ratingHalves, review: options.text, createdAt: sql`now()`, updatedAt: sql`now()` },
      })
      .returning();
    const countDelta = previous ? 0 : 1;
    const sumDelta = ratingHalves - (previous?.ratingHalves ?? 0);
    await tx
      .update(doctors)
      .set({
        ratingCount: sql`${doctors.ratingCount} + ${countDelta}`,
        ratingHalfSum: sql`${doctors.ratingHalfSum} + ${sumDelta}`,
        rankScore: sql`(${bayesianPriorSql.meanTimesWeight} + (${doctors.ratingHalfSum} + ${sumDelta}) * 0.5) / (${bayesianPriorSql.weight} + ${doctors.ratingCount} + ${countDelta})`,
      })
      .where(eq(doctors.id, options.doctorId));
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, options.userId));
    if (!saved) throw new Error('review not saved');
    return {
      id: saved.id,
      rating: saved.ratingHalves / 2,
      review: saved.review,
      doctor: saved.doctorId,
      user: saved.userId,
      doctor_type: actualType,
      created_at: saved.createdAt.toISOString(),
      author: publicAuthorName(author?.firstName ?? '', author?.lastName ?? ''),
    };
  });
}

/** The signed-in user's reviews, newest first, for the profile's ratings section. */
export async function listMyReviews(
  database: Database,
  catalog: ReferenceCatalog,
  userId: number,
): Promise<TMyReview[]> {
  const rows = await database.db
    .select({
      id: reviews.id,
      ratingHalves: reviews.ratingHalves,
      review: reviews.review,
      doctorId: reviews.doctorId,
      createdAt: reviews.createdAt,
      doctorUserId: doctors.userId,
      doctorSlug: doctors.slug,
      specialityId: doctors.specialityId,
      firstName: doctors.firstName,
      lastName: doctors.lastName,
    })
    .from(reviews)
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(200);
  const [me] = await database.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      rating: row.ratingHalves / 2,
      review: row.review,
      doctor: row.doctorId,
      user: userId,
      doctor_type: row.doctorUserId === null ? ('doctor' as const) : ('doctor_profile' as const),
      created_at: row.createdAt.toISOString(),
      author: publicAuthorName(me?.firstName ?? '', me?.lastName ?? ''),
      doctor_slug: row.doctorSlug,
      doctor_speciality_slug: slugifySpeciality(
        row.specialityId ? (await catalog.specialityById(row.specialityId))?.labels.fr : undefined,
      ),
      doctor_first_name: row.firstName,
      doctor_last_name: row.lastName,
    })),
  );
}
