import type { TReview, TReviewsResult } from '@tabib/shared';
import { describe, expect, it } from 'vitest';
import { reviewsOfPages, viewerReview } from '../src/features/reviews/review-pages.ts';

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
