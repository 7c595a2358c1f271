import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TAppointment } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { bookingKeys } from './booking-keys.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

export type AppointmentsWhen = 'upcoming' | 'past';

/** GET /api/appointments/?when=…: the patient's appointments, soonest first (upcoming) or latest first (past). */
export function listMyAppointments(when: AppointmentsWhen, lang: Locale, signal?: AbortSignal) {
  return apiGet<TAppointment[]>('/api/appointments/', { when }, { lang, signal });
}

export function myAppointmentsOptions(when: AppointmentsWhen, lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [...bookingKeys.appointments, when, { lang, viewer }] satisfies ViewerKey,
    queryFn: ({ signal }) => listMyAppointments(when, lang, signal),
  });
}

export function useMyAppointments(when: AppointmentsWhen) {
  return useQuery(myAppointmentsOptions(when, useLocale(), useViewer()));
}
