import type { TReview, TReviewsResult } from '@tabib/shared';

/**
 * The reviews after "More reviews", without repeats: a review posted between two clicks pushes the
 * last one of a page onto the next. `added` are those not shown before, for the focus to land on.
 */
export function appendNewReviews(
  shown: readonly TReview[],
  page: readonly TReview[],
): { reviews: TReview[]; added: TReview[] } {
  const ids = new Set(shown.map((review) => review.id));
  const added = page.filter((review) => !ids.has(review.id));
  return { reviews: [...shown, ...added], added };
}

/**
 * The viewer's own review in an answer, or null. An answer kept on screen while the next one loads
 * may belong to the user who just signed out: only a review written by `viewerId` counts.
 */
export function viewerReview(result: TReviewsResult | undefined, viewerId: number | undefined): TReview | null {
  const mine = result?.my_review;
  return mine && viewerId !== undefined && mine.user === viewerId ? mine : null;
}
