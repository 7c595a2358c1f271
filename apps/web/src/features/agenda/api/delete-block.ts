import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';
import { actingDoctor } from './acting-doctor.ts';

/** DELETE /api/doctors/me/blocks/{id}/?doctor=: 204; the time is free again and the waiting list hears of it. */
export function useDeleteBlock(doctor: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend<void>('DELETE', `/api/doctors/me/blocks/${id}/`, undefined, { query: actingDoctor(doctor) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
