import type { TReview, TReviewsResult } from '@tabib/shared';

/**
 * The reviews of the pages loaded so far, first page first, without repeats: a review posted
 * between two "More reviews" pushes the last one of a page onto the next.
 */
export function reviewsOfPages(pages: readonly Pick<TReviewsResult, 'reviews'>[]): TReview[] {
  const seen = new Set<number>();
  const reviews: TReview[] = [];
  for (const page of pages) {
    for (const review of page.reviews) {
      if (seen.has(review.id)) continue;
      seen.add(review.id);
      reviews.push(review);
    }
  }
  return reviews;
}

/**
 * The viewer's own review in an answer, or null. An answer kept on screen while the next one loads
 * may belong to the user who just signed out: only a review written by `viewerId` counts.
 */
export function viewerReview(result: TReviewsResult | undefined, viewerId: number | undefined): TReview | null {
  const mine = result?.my_review;
  return mine && viewerId !== undefined && mine.user === viewerId ? mine : null;
}
