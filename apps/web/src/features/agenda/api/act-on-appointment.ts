import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAppointment } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';

/** What the doctor may do with an appointment (decision 042's state machine, enforced by the server). */
export type AppointmentAction = 'confirm' | 'decline' | 'complete' | 'no-show' | 'cancel';

export interface AppointmentActionRequest {
  id: number;
  action: AppointmentAction;
  /** Required to cancel (the patient reads it), optional to decline, unused otherwise. */
  reason?: string;
}

/** POST /api/appointments/{id}/{action}/; the agenda is read again afterwards. */
export function useAppointmentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: AppointmentActionRequest) =>
      apiSend<TAppointment>(
        'POST',
        `/api/appointments/${id}/${action}/`,
        action === 'cancel' || action === 'decline' ? { reason: reason ?? '' } : undefined,
      ),
    onSuccess: (changed) => {
      // The lists only; the grid's answer (decision 068) is read again below.
      queryClient.setQueriesData<unknown>({ queryKey: agendaKeys.appointments }, (list: unknown) =>
        Array.isArray(list)
          ? (list as TAppointment[]).map((appointment) => (appointment.id === changed.id ? changed : appointment))
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: agendaKeys.appointments });
    },
  });
}
