import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, TAppointment, TAppointmentBody } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { bookingKeys } from './booking-keys.ts';

export type AppointmentsWhen = 'upcoming' | 'past';

/** POST /api/appointments/: 201 with the appointment; 409 `slot_taken` or `too_many_appointments`. */
export function bookAppointment(body: TAppointmentBody, idempotencyKey: string): Promise<TAppointment> {
  return apiSend<TAppointment>('POST', '/api/appointments/', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /api/appointments/?when=…: the patient's appointments, soonest first (upcoming) or latest first (past). */
export function listMyAppointments(when: AppointmentsWhen, lang: Locale, signal?: AbortSignal) {
  return apiGet<TAppointment[]>('/api/appointments/', { when }, { lang, signal });
}

export function myAppointmentsOptions(when: AppointmentsWhen, lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [...bookingKeys.appointments, when, { lang, viewer }],
    queryFn: ({ signal }) => listMyAppointments(when, lang, signal),
  });
}

export function useMyAppointments(when: AppointmentsWhen) {
  return useQuery(myAppointmentsOptions(when, useLocale(), useViewer()));
}

/**
 * A booking, a cancellation or a move changes the lists and the slots: every answer of the
 * feature is asked again.
 */
function useRefreshBooking() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
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

/** POST /api/appointments/{id}/cancel/: the patient, before the doctor's cut-off. */
export function useCancelAppointment() {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiSend<TAppointment>('POST', `/api/appointments/${id}/cancel/`, { reason }),
    onSettled: refresh,
  });
}

/** POST /api/appointments/{id}/reschedule/: 201 with the new appointment, the old one cancelled with it. */
export function useRescheduleAppointment() {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: ({ id, start }: { id: number; start: string }) =>
      apiSend<TAppointment>('POST', `/api/appointments/${id}/reschedule/`, { start }),
    onSettled: refresh,
  });
}

/**
 * GET /api/appointments/{id}/calendar.ics with the bearer token, saved by the browser as a file that
 * calendars open (RFC 5545).
 */
export async function downloadCalendarFile(appointment: Pick<TAppointment, 'id'>): Promise<void> {
  const file = await apiGet<Blob>(
    `/api/appointments/${appointment.id}/calendar.ics`,
    {},
    { blob: true, headers: { Accept: 'text/calendar' } },
  );
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `tabib-appointment-${appointment.id}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadCalendarFile() {
  return useMutation({ mutationFn: downloadCalendarFile });
}
