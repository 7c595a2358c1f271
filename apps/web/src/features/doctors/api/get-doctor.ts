import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TDoctor } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** GET /api/doctors/slug/{slug}/: a doctor's page; 404 `doctor_not_found` when there is none. */
export function getDoctor(slug: string, lang: Locale, signal?: AbortSignal) {
  return apiGet<TDoctor>(`/api/doctors/slug/${encodeURIComponent(slug)}/`, {}, { lang, signal });
}

/** Signed in, the doctor carries a phone number: the viewer is part of the key. */
export function doctorOptions(slug: string, lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: ['doctors', 'slug', { lang, viewer, slug }] satisfies ViewerKey,
    queryFn: ({ signal }) => getDoctor(slug, lang, signal),
  });
}

/** `initialDoctor` (handed over by the result list) paints the page at once while it reloads. */
export function useDoctor(slug: string, initialDoctor?: TDoctor) {
  return useQuery({ ...doctorOptions(slug, useLocale(), useViewer()), initialData: initialDoctor });
}
