import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgendaGridAppointment, TDeskBookingBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { actingDoctor } from './acting-doctor.ts';
import { agendaKeys } from './agenda-keys.ts';

/** POST /api/doctors/me/appointments/: a booking made at the desk (decision 067); the agenda is read again. */
export function useBookAtDesk(doctor: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeskBookingBody) =>
      apiSend<TAgendaGridAppointment>('POST', '/api/doctors/me/appointments/', body, { query: actingDoctor(doctor) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
