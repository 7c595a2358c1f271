import { useMutation } from '@tanstack/react-query';
import type { TAppointment } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';

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
