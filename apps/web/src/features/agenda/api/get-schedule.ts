import { useQuery } from '@tanstack/react-query';
import type { TSchedule } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

export const schedulePath = '/api/doctors/me/schedule/';

/**
 * GET /api/doctors/me/schedule/: the weekly hours, dates apart, absences and rules, the private
 * calendar address, and today's date on Morocco's clock (the agenda opens on it, not on the
 * browser's clock). `doctor` names the agenda an assistant works on (decision 069).
 */
export function useSchedule(doctor?: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.schedule(viewer, doctor),
    queryFn: ({ signal }) =>
      apiGet<TSchedule>(schedulePath, doctor === undefined ? {} : { doctor: String(doctor) }, { signal }),
    enabled: viewer !== null,
    // A patient account's 403 is an answer, not a hiccup to retry.
    retry: false,
  });
}
