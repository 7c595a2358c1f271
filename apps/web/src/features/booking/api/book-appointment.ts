import { useMutation } from '@tanstack/react-query';
import type { TAppointment, TAppointmentBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useRefreshBooking } from './use-refresh-booking.ts';

/** POST /api/appointments/: 201 with the appointment; 409 `slot_taken` or `too_many_appointments`. */
export function bookAppointment(body: TAppointmentBody, idempotencyKey: string): Promise<TAppointment> {
  return apiSend<TAppointment>('POST', '/api/appointments/', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Books a slot; the caller keeps one Idempotency-Key per attempt and sends it again on a retry. */
export function useBookAppointment() {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TAppointmentBody; idempotencyKey: string }) =>
      bookAppointment(body, idempotencyKey),
    onSettled: refresh,
  });
}
