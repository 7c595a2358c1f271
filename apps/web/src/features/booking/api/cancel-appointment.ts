import { useMutation } from '@tanstack/react-query';
import type { TAppointment } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useRefreshBooking } from './use-refresh-booking.ts';

/** POST /api/appointments/{id}/cancel/: the patient, before the doctor's cut-off. */
export function useCancelAppointment() {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiSend<TAppointment>('POST', `/api/appointments/${id}/cancel/`, { reason }),
    onSettled: refresh,
  });
}
