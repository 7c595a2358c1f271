import {
  averageRating,
  ratingStep,
  reviewsPageSize,
  type Locale,
  type TDoctorType,
  type TMyReview,
  type TReview,
  type TReviewsResult,
} from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Forbidden } from '../../errors.ts';
import { findDoctorOfType } from '../doctors/doctor-type.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { presentMyReview, presentReview } from './review-presenter.ts';
import {
  findDoctorReviews,
  summarizeDoctorReviews,
  findUserReview,
  findUserReviews,
  saveReview,
  type ReviewSelection,
} from './review-repository.ts';

export interface ReviewServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
}

export interface SubmitReviewOptions {
  userId: number;
  doctorId: number;
  /** The wire type the client believes the doctor has; checked against the row (product.md §10). */
  doctorType: TDoctorType | undefined;
  rating: number;
  text: string;
  /** The request's language (the answer's author is signed in it when the author left). */
  locale: Locale;
}

export interface GetDoctorReviewsOptions {
  doctorId: number;
  doctorType: TDoctorType | undefined;
  page: number;
  /** The signed-in reader, whose own review comes with the page; null for a visitor. */
  viewerId: number | null;
  /** The reader's language: a review whose author left is signed "Former patient" in it. */
  locale: Locale;
  /** The order and the filter of the reviews (decision 058); newest first, all of them, by default. */
  selection?: ReviewSelection;
}

/** Reviews of doctors (product.md §5 and §10, decision 014). */
export function createReviewService({ database, catalog }: ReviewServiceDependencies) {
  /**
   * One review per user per doctor: a second submission replaces the first (product.md §10). The
   * doctor row is locked first, so concurrent reviews of one doctor apply one after the other and
   * its rating summary and rank, updated in the same transaction, stay exact.
   */
  async function submitReview(options: SubmitReviewOptions): Promise<TReview> {
    const { userId, doctorId } = options;
    const ratingHalves = Math.round(options.rating / ratingStep);
    return database.db.transaction(async (tx) => {
      const doctor = await findDoctorOfType(tx, { id: doctorId, doctorType: options.doctorType, lock: true });
      if (doctor.userId === userId) throw new Forbidden('cannot_review_self');
      const saved = await saveReview(tx, { doctorId, userId, ratingHalves, text: options.text });
      return presentReview(saved, doctor.doctorType, options.locale);
    });
  }

  /**
   * GET /api/doctors/reviews/: the doctor's rating summary, star distribution and one page of
   * reviews, newest first unless the selection says otherwise; a signed-in reader also gets their
   * own review (or null) to edit it. The summary is always of all the reviews; the pages count the
   * selected ones.
   */
  async function getDoctorReviews(options: GetDoctorReviewsOptions): Promise<TReviewsResult> {
    const [result] = await getDoctorReviewPages({ ...options, pageCount: 1 });
    return result!;
  }

  /**
   * `pageCount` pages of reviews from `options.page`, as `getDoctorReviews` gives each, in one
   * read of each kind: a server-rendered page showing N pages (`?reviews=N`) asks the database
   * four times, not 4 N.
   */
  async function getDoctorReviewPages(
    options: GetDoctorReviewsOptions & { pageCount: number },
  ): Promise<TReviewsResult[]> {
    const { db } = database;
    const { doctorId, page, pageCount, viewerId } = options;
    const selection = options.selection ?? { sort: 'newest', verifiedOnly: false };
    // Read together; an unknown doctor's empty reads are dropped with the 404.
    const [doctor, records, { halves, verified: verifiedCount }, mine] = await Promise.all([
      findDoctorOfType(db, { id: doctorId, doctorType: options.doctorType }),
      findDoctorReviews(db, doctorId, page, pageCount, selection),
      summarizeDoctorReviews(db, doctorId),
      viewerId === null ? undefined : findUserReview(db, { doctorId, userId: viewerId }),
    ]);
    const summary = {
      averageRating: averageRating(doctor.ratingHalfSum, doctor.ratingCount),
      count: doctor.ratingCount,
      // The five-value form existing clients read: a half star counts with the star above it.
      distribution: [0, 1, 2, 3, 4].map((star) => halves[2 * star]! + halves[2 * star + 1]!),
      distribution_halves: halves,
      verified_count: verifiedCount,
      totalPages: Math.ceil((selection.verifiedOnly ? verifiedCount : doctor.ratingCount) / reviewsPageSize),
    };
    const own =
      viewerId === null ? {} : { my_review: mine ? presentReview(mine, doctor.doctorType, options.locale) : null };
    return Array.from({ length: pageCount }, (_, index) => ({
      ...summary,
      page: page + index,
      reviews: records
        .slice(index * reviewsPageSize, (index + 1) * reviewsPageSize)
        .map((record) => presentReview(record, doctor.doctorType, options.locale)),
      ...own,
    }));
  }

  /** The signed-in user's reviews, newest first, for the profile's ratings section. */
  async function listMyReviews(options: { userId: number; locale: Locale }): Promise<TMyReview[]> {
    const records = await findUserReviews(database.db, options.userId);
    return Promise.all(records.map((record) => presentMyReview(record, catalog, options.locale)));
  }

  return { submitReview, getDoctorReviews, getDoctorReviewPages, listMyReviews };
}

export type ReviewService = ReturnType<typeof createReviewService>;
