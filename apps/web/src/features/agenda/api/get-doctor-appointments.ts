import { useQuery } from '@tanstack/react-query';
import type { TAppointment } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
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
