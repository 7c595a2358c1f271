import type { Locale, TDoctor } from '@tabib/shared';
import { apiGet, apiUrl } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';

const pathOf = (slug: string) => `/api/doctors/slug/${encodeURIComponent(slug)}/`;

/** GET /api/doctors/slug/{slug}/: a doctor's page; 404 `doctor_not_found` when there is none. */
export function getDoctor(slug: string, lang: Locale, signal?: AbortSignal) {
  return apiGet<TDoctor>(pathOf(slug), {}, { lang, signal });
}

/** `initialDoctor` (handed over by the result list) paints the page at once while it reloads. */
export function useDoctor(slug: string, initialDoctor?: TDoctor) {
  const lang = useLocale();
  return useApiQuery(apiUrl(pathOf(slug), {}, lang), (signal) => getDoctor(slug, lang, signal), {
    initialData: initialDoctor,
  });
}
