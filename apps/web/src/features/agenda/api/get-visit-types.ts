import { useQuery } from '@tanstack/react-query';
import type { TVisitType } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

export const visitTypesPath = '/api/doctors/me/visit-types/';

/** GET /api/doctors/me/visit-types/: the doctor's visit types ("motifs"), in the doctor's order. */
export function useVisitTypes() {
  const viewer = useViewer();
  const locale = useLocale();
  return useQuery({
    queryKey: agendaKeys.visitTypes(viewer, locale),
    queryFn: ({ signal }) => apiGet<TVisitType[]>(visitTypesPath, {}, { signal, lang: locale }),
    enabled: viewer !== null,
    retry: false,
  });
}
