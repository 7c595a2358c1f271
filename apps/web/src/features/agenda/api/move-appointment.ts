import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgendaAppointment } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';
import { doctorQuery } from './doctor-query.ts';

/** POST /api/doctors/me/appointments/{id}/move/: another time, the patient told (decision 067). */
export function useMoveAppointment(doctor?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: { id: number; start: string }) =>
      apiSend<TAgendaAppointment>('POST', `/api/doctors/me/appointments/${id}/move/${doctorQuery(doctor)}`, { start }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
