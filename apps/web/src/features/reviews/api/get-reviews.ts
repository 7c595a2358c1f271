import {
  infiniteQueryOptions,
  isServer,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  doctorReference,
  type DoctorReference,
  type Locale,
  type TDoctor,
  type TReviewSort,
  type TReviewsResult,
} from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** Cache addresses of reviews: a doctor's (in every language and for every viewer), and the user's own. */
export const reviewKeys = {
  doctor: (doctor: DoctorReference) => ['reviews', 'doctor', doctor.type, doctor.id] as const,
  mine: ['reviews', 'mine'] as const,
};

/** The reader's order and filter of a doctor's reviews (decision 058). */
export interface ReviewSelection {
  sort: TReviewSort;
  verifiedOnly: boolean;
}

/** What the server answers without a `sort` or `verified`: the page the server renders. */
export const defaultReviewSelection: ReviewSelection = { sort: 'newest', verifiedOnly: false };

/**
 * GET /api/doctors/reviews/: a doctor's rating summary, distribution and one page of reviews, in the
 * selection's order. The default selection sends neither parameter (product.md §7's request).
 */
export function getReviews(
  doctor: DoctorReference,
  page: number,
  lang: Locale,
  signal?: AbortSignal,
  selection: ReviewSelection = defaultReviewSelection,
) {
  const query = {
    doctor: doctor.id,
    doctor_type: doctor.type,
    page,
    ...(selection.sort === 'newest' ? {} : { sort: selection.sort }),
    ...(selection.verifiedOnly ? { verified: '1' } : {}),
  };
  return apiGet<TReviewsResult>('/api/doctors/reviews/', query, { lang, signal });
}

/**
 * The pages of a doctor's reviews: the first feeds the summary, the distribution and the viewer's
 * own review (`my_review`, hence the viewer in the key); "More reviews" adds the next ones.
 */
export function doctorReviewsOptions(
  doctor: DoctorReference,
  lang: Locale,
  viewer: number | null,
  selection: ReviewSelection = defaultReviewSelection,
) {
  // The default selection keeps the key the server-rendered page fills (app/page-plans.ts).
  const selected = isDefaultSelection(selection) ? {} : selection;
  return infiniteQueryOptions({
    queryKey: [...reviewKeys.doctor(doctor), { lang, viewer, ...selected }] satisfies ViewerKey,
    queryFn: ({ pageParam, signal }) => getReviews(doctor, pageParam, lang, signal, selection),
    initialPageParam: 1,
    // An empty page means the end, whatever the count said: "More reviews" must not loop.
    getNextPageParam: (last) => (last.reviews.length > 0 && last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** Newest first, every review: the selection the server renders, `?reviews=N` pages of it. */
function isDefaultSelection(selection: ReviewSelection): boolean {
  return (
    selection.sort === defaultReviewSelection.sort && selection.verifiedOnly === defaultReviewSelection.verifiedOnly
  );
}

/**
 * Reads the first `pages` pages in one go when the list starts in the browser without them: after
 * the language switch (another key: another language) or a sign-in (another viewer) on an address
 * with `?reviews=N`, the reader must still see the N pages the address promises, not the first
 * alone (decision 058). Started during render, as React Query's usePrefetchInfiniteQuery does, so the
 * list's own query, subscribing just after, joins this request instead of asking for page 1.
 * A key with any state (the server-rendered pages, hydrated) is left alone: hydration is unchanged.
 */
function useFirstPages(options: ReturnType<typeof doctorReviewsOptions>, pages: number, wanted: boolean) {
  const client = useQueryClient();
  if (!wanted || pages <= 1 || isServer || client.getQueryState(options.queryKey)) return;
  void client.prefetchInfiniteQuery({ ...options, pages });
}

/**
 * A doctor's reviews once `enabled` (decision 015: a doctor without reviews asks for nothing). While
 * another order or filter loads, the previous answer stays on screen: the summary does not blink.
 * `firstPages`: how many pages the address asks for (`?reviews=N`), read at once in the default
 * order; another order or filter starts from its first page, as choosing it always did.
 */
export function useDoctorReviews(
  doctor: TDoctor,
  enabled: boolean,
  selection = defaultReviewSelection,
  firstPages = 1,
) {
  const options = doctorReviewsOptions(doctorReference(doctor), useLocale(), useViewer(), selection);
  useFirstPages(options, firstPages, enabled && isDefaultSelection(selection));
  return useInfiniteQuery({ ...options, enabled, placeholderData: keepPreviousData });
}
