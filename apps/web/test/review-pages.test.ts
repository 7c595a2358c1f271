import type { TReview, TReviewsResult } from '@tabib/shared';
import { describe, expect, it } from 'vitest';
import {
  pageAnchors,
  requestedReviewPages,
  reviewsOfPages,
  searchWithReviewPages,
  viewerReview,
} from '../src/features/reviews/review-pages.ts';

function review(id: number, user = 100 + id): TReview {
  return {
    id,
    rating: 4,
    review: `Avis ${id}`,
    doctor: 7,
    user,
    doctor_type: 'doctor',
    created_at: '2026-03-01T10:00:00.000Z',
    author: 'Leila B.',
  };
}

function result(my_review?: TReview | null): TReviewsResult {
  return {
    averageRating: 4,
    count: 1,
    distribution: [0, 0, 0, 1, 0],
    distribution_halves: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
    reviews: [review(1)],
    page: 1,
    totalPages: 1,
    ...(my_review === undefined ? {} : { my_review }),
  };
}

describe('"More reviews" pages', () => {
  const page = (...ids: number[]) => ({ reviews: ids.map((id) => review(id)) });

  it('shows the pages loaded so far, first page first, newest first', () => {
    expect(reviewsOfPages([page(30, 29), page(28, 27)]).map((r) => r.id)).toEqual([30, 29, 28, 27]);
  });

  it('drops reviews already shown: one posted between two clicks shifts the pages', () => {
    expect(reviewsOfPages([page(30, 29), page(29, 28)]).map((r) => r.id)).toEqual([30, 29, 28]);
  });

  it('adds nothing when a page repeats what is shown', () => {
    expect(reviewsOfPages([page(30), page(30)]).map((r) => r.id)).toEqual([30]);
    expect(reviewsOfPages([])).toEqual([]);
  });
});

describe("the viewer's own review", () => {
  it('is the answer’s my_review when the viewer wrote it', () => {
    expect(viewerReview(result(review(5, 42)), 42)?.id).toBe(5);
  });

  it('is none signed out, without an answer or without a review of this doctor', () => {
    expect(viewerReview(result(review(5, 42)), undefined)).toBeNull();
    expect(viewerReview(undefined, 42)).toBeNull();
    expect(viewerReview(result(null), 42)).toBeNull();
    expect(viewerReview(result(), 42)).toBeNull();
  });

  it('is never the review of the user signed in before (an answer kept while the next loads)', () => {
    expect(viewerReview(result(review(5, 42)), 43)).toBeNull();
  });
});

describe('"More reviews" without JavaScript: ?reviews=N', () => {
  const asked = (query: string, lastPage = 5) => requestedReviewPages(new URLSearchParams(query), lastPage);

  it('asks for N pages, within the pages the doctor has', () => {
    expect(asked('reviews=3')).toBe(3);
    expect(asked('reviews=9')).toBe(5);
    expect(asked('reviews=0')).toBe(1);
  });

  it('asks for the first page alone when the address says nothing or something else', () => {
    for (const query of [
      '',
      'reviews=',
      'reviews=two',
      'reviews=2.5',
      'reviews=-2',
      'reviews=1e3',
      'reviews=9999999999',
    ]) {
      expect(asked(query), query).toBe(1);
    }
  });

  it('keeps the rest of the query, and drops the parameter for the first page', () => {
    const search = new URLSearchParams('slot=2026-12-01T09:00&reviews=2');
    expect(searchWithReviewPages(search, 3)).toBe('?slot=2026-12-01T09%3A00&reviews=3');
    expect(searchWithReviewPages(search, 1)).toBe('?slot=2026-12-01T09%3A00');
    expect(searchWithReviewPages(new URLSearchParams(), 1)).toBe('');
    expect(search.get('reviews')).toBe('2');
  });

  it('anchors the first new review of each page past the first', () => {
    const page = (...ids: number[]) => ({ reviews: ids.map((id) => review(id)) });
    expect([...pageAnchors([page(30, 29), page(28, 27), page(26)])]).toEqual([
      [28, 'reviews-page-2'],
      [26, 'reviews-page-3'],
    ]);
    // A review posted meanwhile pushed 29 onto the second page: its first new review is 28.
    expect([...pageAnchors([page(30, 29), page(29, 28)])]).toEqual([[28, 'reviews-page-2']]);
    expect([...pageAnchors([page(30), page(30)])]).toEqual([]);
  });
});
