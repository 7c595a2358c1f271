import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlock, TBlockBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { actingDoctor } from './acting-doctor.ts';
import { agendaKeys } from './agenda-keys.ts';

/** POST /api/doctors/me/blocks/: a time range kept free of bookings (decision 066). */
export function useCreateBlock(doctor: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBlockBody) =>
      apiSend<TBlock>('POST', '/api/doctors/me/blocks/', body, { query: actingDoctor(doctor) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
