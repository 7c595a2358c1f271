import { useQuery } from '@tanstack/react-query';
import type { TAgendaChoice } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

/** GET /api/users/me/agendas/: the agendas the account may open, its own page's first (decision 069). */
export function useAgendaChoices() {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.choices(viewer),
    queryFn: ({ signal }) => apiGet<TAgendaChoice[]>('/api/users/me/agendas/', {}, { signal }),
    enabled: viewer !== null,
    staleTime: 60_000,
  });
}
