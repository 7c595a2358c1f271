import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgendaAppointment, TDeskBookingBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';
import { doctorQuery } from './doctor-query.ts';

/** POST /api/doctors/me/appointments/: a booking made at the desk (decision 067). */
export function useBookAtDesk(doctor?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeskBookingBody) =>
      apiSend<TAgendaAppointment>('POST', `/api/doctors/me/appointments/${doctorQuery(doctor)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
