import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSchedule } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';
import { schedulePath } from './get-schedule.ts';

/** POST …/calendar-token/: a new secret calendar address; the old one stops working at once. */
export function useRenewCalendarAddress() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => apiSend<TSchedule>('POST', `${schedulePath}calendar-token/`),
    onSuccess: (schedule) => queryClient.setQueryData(agendaKeys.schedule(viewer), schedule),
  });
}
