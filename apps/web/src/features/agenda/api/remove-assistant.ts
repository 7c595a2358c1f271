import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';

/** DELETE /api/doctors/me/assistants/{id}/: the access ends at once (decision 069). */
export function useRemoveAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<null>('DELETE', `/api/doctors/me/assistants/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.allAssistants }),
  });
}
