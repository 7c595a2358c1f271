import { z } from 'zod';
import { reviewMaxLength } from '../constants.ts';
import { ZId } from './common.ts';
import { ZDoctorType } from './doctors.ts';

/** The orders a doctor's reviews can be read in (decision 058). */
export const reviewSorts = ['newest', 'oldest', 'lowest', 'highest'] as const;
export type TReviewSort = (typeof reviewSorts)[number];

/** Query of GET /api/doctors/reviews/ (product.md §7). */
export const ZReviewsQuery = z.object({
  doctor: ZId,
  doctor_type: ZDoctorType.optional(),
  page: z.coerce
    .number({ error: 'invalid_page' })
    .int()
    .min(1, { error: 'invalid_page' })
    .max(10_000, { error: 'invalid_page' })
    .default(1),
  /**
   * The order of the reviews (decision 058): newest first by default, as before; `lowest` puts the most
   * critical first, `highest` the most favourable, each newest first within a rating.
   */
  sort: z.enum(reviewSorts, { error: 'invalid_value' }).default('newest'),
  /** `1`: only the reviews of patients with a completed appointment (a verified visit). */
  verified: z
    .enum(['0', '1'], { error: 'invalid_value' })
    .optional()
    .transform((value) => value === '1'),
});
export type TReviewsQuery = z.input<typeof ZReviewsQuery>;

/** A review as shown in public: the author is first name and last initial (law 09-08). */
export const ZReview = z.object({
  id: z.number().int(),
  rating: z.number(),
  review: z.string(),
  doctor: z.number().int(),
  user: z.number().int(),
  doctor_type: ZDoctorType,
  created_at: z.string(),
  author: z.string(),
  /** The author had a completed appointment with this doctor through Tabib (decision 042). */
  verified_visit: z.boolean().optional(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewsResult = z.object({
  averageRating: z.number(),
  count: z.number().int(),
  /**
   * How many reviews have each star value, 1 to 5, a half star counted with the star above it (3.5
   * under 4): the form existing clients read. `distribution_halves` is exact.
   */
  distribution: z.array(z.number().int()).length(5),
  /** How many reviews have each rating, 0.5 to 5 in half stars: index 0 is 0.5, index 9 is 5 (decision 034). */
  distribution_halves: z.array(z.number().int()).length(10),
  /** How many of the reviews come from a verified visit (decision 042). */
  verified_count: z.number().int().optional(),
  reviews: z.array(ZReview),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** With a bearer token: the viewer's own review of this doctor (null when none), to edit it. */
  my_review: ZReview.nullable().optional(),
});
export type TReviewsResult = z.infer<typeof ZReviewsResult>;

/**
 * A rating of half a star to five stars in half steps (product.md §5). Missing is
 * 'Please choose a rating'; anything else off the scale (0, 5.5, 2.3, "abc") is invalid.
 */
export const ZRating = z.preprocess(
  (value) =>
    value === null || value === undefined || value === ''
      ? undefined
      : typeof value === 'string'
        ? Number(value)
        : value,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'rating_required' : 'invalid_rating') })
    .refine((rating) => Number.isFinite(rating) && rating >= 0.5 && rating <= 5 && Number.isInteger(rating * 2), {
      error: 'invalid_rating',
    }),
);

/** POST /api/doctors/reviews/: `user` is ignored, the author is the token's account. */
export const ZReviewBody = z.object({
  rating: ZRating,
  review: z.string().max(reviewMaxLength, { error: 'too_long' }).optional().default(''),
  doctor: ZId,
  user: z.unknown().optional(),
  doctor_type: ZDoctorType.optional(),
});
export type TReviewBody = z.input<typeof ZReviewBody>;

/** One of the signed-in user's reviews, with what the profile needs to link to the doctor. */
export const ZMyReview = ZReview.extend({
  doctor_slug: z.string(),
  doctor_speciality_slug: z.string(),
  doctor_first_name: z.string(),
  doctor_last_name: z.string(),
  /** The doctor's names in Arabic script when known, for Arabic pages (decision 055). */
  doctor_first_name_ar: z.string().nullable(),
  doctor_last_name_ar: z.string().nullable(),
});
export type TMyReview = z.infer<typeof ZMyReview>;

/** GET /api/users/my-reviews/: newest first. */
export const ZMyReviews = z.array(ZMyReview);
