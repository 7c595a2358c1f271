import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';
import { doctorQuery } from './doctor-query.ts';

/** DELETE /api/doctors/me/blocks/{id}/: the time is free again (decision 066). */
export function useRemoveBlock(doctor?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<null>('DELETE', `/api/doctors/me/blocks/${id}/${doctorQuery(doctor)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
