import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSchedule, TScheduleBody } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';

const schedulePath = '/api/doctors/me/schedule/';

/**
 * GET /api/doctors/me/schedule/: the weekly hours, dates apart, absences and rules, the private
 * calendar address, and today's date on Morocco's clock (the agenda opens on it, not on the
 * browser's clock).
 */
export function useSchedule() {
  const viewer = useViewer();
  return useQuery({
    queryKey: agendaKeys.schedule(viewer),
    queryFn: ({ signal }) => apiGet<TSchedule>(schedulePath, {}, { signal }),
    enabled: viewer !== null,
    // A patient account's 403 is an answer, not a hiccup to retry.
    retry: false,
  });
}

/** PUT /api/doctors/me/schedule/: the whole schedule, replacing the one before. */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: TScheduleBody) => apiSend<TSchedule>('PUT', schedulePath, body),
    onSuccess: (schedule) => queryClient.setQueryData(agendaKeys.schedule(viewer), schedule),
  });
}

/** POST …/calendar-token/: a new secret calendar address; the old one stops working at once. */
export function useRenewCalendarAddress() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => apiSend<TSchedule>('POST', `${schedulePath}calendar-token/`),
    onSuccess: (schedule) => queryClient.setQueryData(agendaKeys.schedule(viewer), schedule),
  });
}
