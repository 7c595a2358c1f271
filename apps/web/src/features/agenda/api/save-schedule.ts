import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSchedule, TScheduleBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { agendaKeys } from './agenda-keys.ts';
import { actingDoctor } from './acting-doctor.ts';
import { schedulePath } from './get-schedule.ts';

/** PUT /api/doctors/me/schedule/: the whole schedule, replacing the one before. */
export function useSaveSchedule(doctor?: number) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: TScheduleBody) => apiSend<TSchedule>('PUT', schedulePath, body, { query: actingDoctor(doctor) }),
    onSuccess: (schedule) => {
      queryClient.setQueryData(agendaKeys.schedule(viewer, doctor), schedule);
      // New hours change the grid's shading and free time.
      void queryClient.invalidateQueries({ queryKey: agendaKeys.appointments });
    },
  });
}
