import { useMutation } from '@tanstack/react-query';
import type { TAppointment } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useRefreshBooking } from './use-refresh-booking.ts';

/** POST /api/appointments/{id}/reschedule/: 201 with the new appointment, the old one cancelled with it. */
export function useRescheduleAppointment() {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: ({ id, start }: { id: number; start: string }) =>
      apiSend<TAppointment>('POST', `/api/appointments/${id}/reschedule/`, { start }),
    onSettled: refresh,
  });
}
