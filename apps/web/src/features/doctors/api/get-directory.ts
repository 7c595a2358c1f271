import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TDirectoryPage } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import type { DirectoryPlace } from '../../../lib/paths.ts';
import { practiceFilterFields, type PracticeFilters } from '../../../lib/search-url.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** The page number of a directory address: `?page=N`, 1 when absent (the server redirects a bad one). */
export function directoryPageNumber(search: URLSearchParams): number {
  const value = search.get('page');
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/** The segments of a directory page's address below /doctors/, as the API takes them. */
export function directorySegments(place: DirectoryPlace): [string] | [string, string] | [string, string, string] {
  if (place.speciality && place.city && place.quarter) return [place.speciality, place.city, place.quarter];
  if (place.speciality && place.city) return [place.speciality, place.city];
  return [place.speciality ?? place.city ?? ''];
}

/** The practical filters (decision 076) as query-string values, empty ones left out. */
export function practiceParametersOf(filters: PracticeFilters): Record<string, string | undefined> {
  const parameters: Record<string, string | undefined> = {};
  for (const name of practiceFilterFields) parameters[name] = filters[name] || undefined;
  return parameters;
}

/**
 * GET /api/doctors/directory/{speciality or city}/[{city}/[{quarter}/]]: a page of a directory page's ranked
 * doctors with its links (decision 047), narrowed by practical filters (decision 076); 404
 * `directory_not_found` when the place lists nobody.
 */
export function getDirectoryPage(
  segments: string[],
  page: number,
  lang: Locale,
  filters: PracticeFilters = {},
  signal?: AbortSignal,
) {
  const path = segments.map((segment) => `${encodeURIComponent(segment)}/`).join('');
  return apiGet<TDirectoryPage>(
    `/api/doctors/directory/${path}`,
    { currentPage: page > 1 ? String(page) : undefined, ...practiceParametersOf(filters) },
    { lang, signal },
  );
}

/** Signed in, the doctors carry their phone numbers: the viewer is part of the key. */
export function directoryOptions(
  place: DirectoryPlace,
  page: number,
  lang: Locale,
  viewer: number | null,
  filters: PracticeFilters = {},
) {
  const segments = directorySegments(place);
  return queryOptions({
    queryKey: [
      'doctors',
      'directory',
      { lang, viewer, segments, page, ...practiceParametersOf(filters) },
    ] satisfies ViewerKey,
    queryFn: ({ signal }) => getDirectoryPage(segments, page, lang, filters, signal),
  });
}

/** The page shown stays while the next one loads, so the list and the focused heading do not vanish. */
export function useDirectoryPage(place: DirectoryPlace, page: number, filters: PracticeFilters) {
  return useQuery({
    ...directoryOptions(place, page, useLocale(), useViewer(), filters),
    placeholderData: keepPreviousData,
  });
}
