import type { TQuarterSuggestions } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import type { SuggestionSource } from './get-suggestions.ts';

/**
 * GET /api/doctors/quarter-suggestions/: up to 8 quarters of `city` (its slug or as typed) matching
 * what was typed, with their centres; all of them by weight for nothing typed (decision 079).
 */
export function quarterSuggestions(city: string): SuggestionSource {
  return {
    key: `quarters ${city}`,
    fetch: (q, lang, signal) =>
      apiGet<TQuarterSuggestions>('/api/doctors/quarter-suggestions/', { city, q }, { lang, signal }),
  };
}
