import { useQuery } from '@tanstack/react-query';
import type { TAssistant } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

/** GET /api/doctors/me/assistants/: the doctor's assistants and pending invitations (decision 069). */
export function useAssistants() {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.assistants(viewer),
    queryFn: ({ signal }) => apiGet<TAssistant[]>('/api/doctors/me/assistants/', {}, { signal }),
    enabled: viewer !== null,
  });
}
