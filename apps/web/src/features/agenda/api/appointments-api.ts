import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppointment } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

/**
 * GET /api/doctors/me/appointments/?from&to: the doctor's appointments between two dates of
 * Morocco's clock, both included (at most 42 days). Each carries its clock times, computed by the
 * server: the page shows them as they come.
 */
export function useDoctorAppointments(from: string, to: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.appointmentsBetween(viewer, from, to),
    queryFn: ({ signal }) => apiGet<TAppointment[]>('/api/doctors/me/appointments/', { from, to }, { signal }),
    enabled: viewer !== null,
    // An agenda stays open all day at the desk: new bookings show within a minute.
    refetchInterval: 60_000,
  });
}

/** What the doctor may do with an appointment (issue 11's state machine, enforced by the server). */
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
      queryClient.setQueriesData<TAppointment[]>({ queryKey: agendaKeys.appointments }, (list) =>
        list?.map((appointment) => (appointment.id === changed.id ? changed : appointment)),
      );
      return queryClient.invalidateQueries({ queryKey: agendaKeys.appointments });
    },
  });
}
