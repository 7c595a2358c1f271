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

/**
 * `?reviews=N` on a doctor's address: the page shows the first N pages of reviews, the list open.
 * "More reviews" is this link until the script runs, so every review can be read without it.
 */
export const reviewPagesParameter = 'reviews';

/**
 * How many pages of reviews the address asks for, within 1 and `lastPage`: 1 when it asks for
 * none, or for something that is not a page number.
 */
export function requestedReviewPages(search: URLSearchParams, lastPage: number): number {
  const requested = search.get(reviewPagesParameter);
  if (requested === null || !/^\d{1,9}$/.test(requested)) return 1;
  return Math.min(Math.max(Number(requested), 1), lastPage);
}

/** The address's query with `pages` pages of reviews asked for (none for the first alone). */
export function searchWithReviewPages(search: URLSearchParams, pages: number): string {
  const next = new URLSearchParams(search);
  if (pages > 1) next.set(reviewPagesParameter, String(pages));
  else next.delete(reviewPagesParameter);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The id of the first review of a page past the first, where "More reviews" without the script lands. */
export function reviewPageAnchor(page: number): string {
  return `reviews-page-${page}`;
}

/** The first review of each page past the first (a review not shown before), by id, with its anchor. */
export function pageAnchors(pages: readonly Pick<TReviewsResult, 'reviews'>[]): Map<number, string> {
  const anchors = new Map<number, string>();
  const seen = new Set<number>();
  pages.forEach((page, index) => {
    const first = page.reviews.find((review) => !seen.has(review.id));
    if (index > 0 && first) anchors.set(first.id, reviewPageAnchor(index + 1));
    for (const review of page.reviews) seen.add(review.id);
  });
  return anchors;
}
