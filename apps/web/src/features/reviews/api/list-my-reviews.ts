import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TMyReview } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { reviewKeys } from './get-reviews.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** GET /api/users/my-reviews/: the signed-in user's own reviews, newest first. */
export function listMyReviews(lang: Locale, signal?: AbortSignal): Promise<TMyReview[]> {
  return apiGet<TMyReview[]>('/api/users/my-reviews/', {}, { lang, signal });
}

export function myReviewsOptions(lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [...reviewKeys.mine, { lang, viewer }] satisfies ViewerKey,
    queryFn: ({ signal }) => listMyReviews(lang, signal),
  });
}

/** The profile's ratings section; loaded again in another language (doctors' names do not change, specialities do). */
export function useMyReviews() {
  return useQuery(myReviewsOptions(useLocale(), useViewer()));
}
