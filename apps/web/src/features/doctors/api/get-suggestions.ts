import type { Locale, TSuggestions } from '@tabib/shared';
import { apiGet, apiUrl } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

export type SuggestionField = 'speciality' | 'city';

const path = '/api/doctors/suggestions/';
/** Typing waits this long before asking, so a word typed quickly costs one request (issue 3). */
const debounceMs = 150;

/** GET /api/doctors/suggestions/: the top 8 specialities or cities for a prefix, in `lang`. */
export function getSuggestions(field: SuggestionField, q: string, lang: Locale, signal?: AbortSignal) {
  return apiGet<TSuggestions>(path, { field, q }, { lang, signal });
}

/** Suggestions for `q` once typing pauses; null asks for nothing (the list is closed). */
export function useSuggestions(field: SuggestionField, q: string | null) {
  const lang = useLocale();
  const settledQ = useDebouncedValue(q, debounceMs);
  const key = settledQ === null ? null : apiUrl(path, { field, q: settledQ.trim() }, lang);
  return useApiQuery(key, (signal) => getSuggestions(field, settledQ?.trim() ?? '', lang, signal), {
    keepPreviousData: true,
  });
}
