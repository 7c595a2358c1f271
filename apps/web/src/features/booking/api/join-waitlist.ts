import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWaitlistBody, TWaitlistEntry } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { waitlistKeys } from './waitlist-keys.ts';

/** POST /api/doctors/{id}/waitlist/: hear of an earlier slot before a date (decision 070). */
export function useJoinWaitlist(doctorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWaitlistBody) => apiSend<TWaitlistEntry>('POST', `/api/doctors/${doctorId}/waitlist/`, body),
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKeys.mine }),
  });
}
