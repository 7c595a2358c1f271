import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgendaGridAppointment } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { actingDoctor } from './acting-doctor.ts';
import { agendaKeys } from './agenda-keys.ts';

export interface MoveRequest {
  id: number;
  start: string;
}

/** POST /api/doctors/me/appointments/{id}/move/: the appointment at another time (decision 067). */
export function useMoveAppointment(doctor: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start }: MoveRequest) =>
      apiSend<TAgendaGridAppointment>(
        'POST',
        `/api/doctors/me/appointments/${id}/move/`,
        { start },
        { query: actingDoctor(doctor) },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
