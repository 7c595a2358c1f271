import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDelayAnswer } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { actingDoctor } from './acting-doctor.ts';
import { agendaKeys } from './agenda-keys.ts';

/** POST /api/doctors/me/delay/: today's delay, told to the day's remaining patients (decision 071). */
export function useSetDelay(doctor: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      apiSend<TDelayAnswer>('POST', '/api/doctors/me/delay/', { minutes }, { query: actingDoctor(doctor) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
