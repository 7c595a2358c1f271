import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TSuggestions } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/**
 * Suggestions from elsewhere than the speciality and city lists: a city's quarters (decision 080).
 * Its fetcher comes with the code that needs it, so the home page's bundle does not carry it.
 */
export interface SuggestionSource {
  /** Names the source in the query cache: sources with one key share their answers. */
  key: string;
  fetch: (q: string, lang: Locale, signal?: AbortSignal) => Promise<TSuggestions>;
}

export type SuggestionField = 'speciality' | 'city' | SuggestionSource;

/** Typing waits this long before asking, so a word typed quickly costs one request (decision 011). */
const debounceMs = 150;

/** GET /api/doctors/suggestions/: the top 8 specialities or cities for a prefix, in `lang`; or the source's. */
export function getSuggestions(field: SuggestionField, q: string, lang: Locale, signal?: AbortSignal) {
  return typeof field === 'string'
    ? apiGet<TSuggestions>('/api/doctors/suggestions/', { field, q }, { lang, signal })
    : field.fetch(q, lang, signal);
}

export function suggestionsOptions(field: SuggestionField, q: string, lang: Locale) {
  return queryOptions({
    queryKey: ['doctors', 'suggestions', { lang, field, q }],
    queryFn: ({ signal }) => getSuggestions(field, q, lang, signal),
  });
}

/**
 * Suggestions for `q` once typing pauses; null asks for nothing (the list is closed). The previous
 * suggestions stay while the next ones load, so the list does not flicker as the user types.
 */
export function useSuggestions(field: SuggestionField, q: string | null) {
  const lang = useLocale();
  const settled = useDebouncedValue(q, debounceMs);
  return useQuery({
    ...suggestionsOptions(field, settled?.trim() ?? '', lang),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
}
