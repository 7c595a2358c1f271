import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppointmentAnswer } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

const answerKey = (token: string) => ['appointment-answer', token] as const;
const answerPath = (token: string) => `/api/appointment-answers/${encodeURIComponent(token)}/`;

/** GET /api/appointment-answers/{token}/: what a mailed link would do; reading changes nothing (decision 071). */
export function useAppointmentAnswer(token: string) {
  return useQuery({
    queryKey: answerKey(token),
    queryFn: ({ signal }) => apiGet<TAppointmentAnswer>(answerPath(token), {}, { signal }),
    retry: false,
  });
}

/** POST /api/appointment-answers/{token}/: confirms attendance or cancels, without signing in. */
export function useGiveAppointmentAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<TAppointmentAnswer>('POST', answerPath(token)),
    onSuccess: (answer) => queryClient.setQueryData(answerKey(token), answer),
  });
}
