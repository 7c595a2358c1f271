import { useEffect, useRef, useState } from 'react';
import type { TDoctor, TReview, TReviewsResult } from '@tabib/shared';
import type { ApiError } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { getReviews } from '../api/get-reviews.ts';
import { appendNewReviews } from '../review-pages.ts';

interface PagesState {
  /** The first-page answer these pages continue; a new one (a review posted, a sign-in) starts over. */
  first: TReviewsResult | undefined;
  reviews: TReview[];
  page: number;
  totalPages: number;
  count: number;
  loading: boolean;
  error: ApiError | null;
  /** The first review the last "More reviews" added, for the focus to land on. */
  firstNewId: number | null;
}

function startFrom(first: TReviewsResult | undefined): PagesState {
  return {
    first,
    reviews: first?.reviews ?? [],
    page: first?.page ?? 1,
    totalPages: first?.totalPages ?? 1,
    count: first?.count ?? 0,
    loading: false,
    error: null,
    firstNewId: null,
  };
}

export interface MoreReviews {
  /** The first page and those added since, newest first. */
  reviews: TReview[];
  /** How many reviews the doctor has, as the last page loaded said. */
  count: number;
  hasMore: boolean;
  loading: boolean;
  error: ApiError | null;
  firstNewId: number | null;
  /** Adds the next page (20 reviews) under those shown. */
  loadMore: () => Promise<void>;
}

/**
 * "More reviews" under a doctor's first page of reviews: the next pages, appended. Leaving the page
 * cancels the call under way; an answer for a first page that has since been replaced is dropped.
 */
export function useMoreReviews(doctor: TDoctor, first: TReviewsResult | undefined): MoreReviews {
  const lang = useLocale();
  const [stored, setState] = useState(() => startFrom(first));
  const state = stored.first === first ? stored : startFrom(first);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const loadMore = async () => {
    if (!first || state.loading) return;
    const call = new AbortController();
    controller.current = call;
    setState({ ...state, loading: true, error: null, firstNewId: null });
    try {
      const next = await getReviews(doctor, state.page + 1, lang, call.signal);
      setState((current) => {
        if (current.first !== first) return current;
        const { reviews, added } = appendNewReviews(current.reviews, next.reviews);
        return {
          ...current,
          reviews,
          page: next.page,
          // An empty page means the end, whatever the count said: "More reviews" must not loop.
          totalPages: next.reviews.length > 0 ? next.totalPages : next.page - 1,
          count: next.count,
          loading: false,
          firstNewId: added[0]?.id ?? null,
        };
      });
    } catch (error) {
      if (call.signal.aborted) return;
      setState((current) =>
        current.first === first ? { ...current, loading: false, error: toApiError(error) } : current,
      );
    }
  };

  return {
    reviews: state.reviews,
    count: state.count,
    hasMore: first !== undefined && state.page < state.totalPages,
    loading: state.loading,
    error: state.error,
    firstNewId: state.firstNewId,
    loadMore,
  };
}
