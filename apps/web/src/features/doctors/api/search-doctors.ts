import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TDoctorSearchResult } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { searchParametersOf, type DoctorSearchQuery } from '../../../lib/search-url.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** GET /api/doctors/doctor-search/: one page of doctors, best first (product.md §7). */
export function searchDoctors(query: DoctorSearchQuery, lang: Locale, signal?: AbortSignal) {
  return apiGet<TDoctorSearchResult>('/api/doctors/doctor-search/', searchParametersOf(query), { lang, signal });
}

/** Signed in, the doctors carry their phone numbers: the viewer is part of the key. */
export function doctorSearchOptions(query: DoctorSearchQuery, lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: ['doctors', 'search', { lang, viewer, ...searchParametersOf(query) }] satisfies ViewerKey,
    queryFn: ({ signal }) => searchDoctors(query, lang, signal),
  });
}

export function useDoctorSearch(query: DoctorSearchQuery) {
  return useQuery(doctorSearchOptions(query, useLocale(), useViewer()));
}
