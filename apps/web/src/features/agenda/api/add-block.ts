import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlock, TBlockBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';
import { doctorQuery } from './doctor-query.ts';

/** POST /api/doctors/me/blocks/: time kept free of bookings (decision 066). */
export function useAddBlock(doctor?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBlockBody) => apiSend<TBlock>('POST', `/api/doctors/me/blocks/${doctorQuery(doctor)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
