import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { waitlistKeys } from './waitlist-keys.ts';

/** DELETE /api/users/waitlist/{id}/: leave one waiting list. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<null>('DELETE', `/api/users/waitlist/${id}/`),
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKeys.mine }),
  });
}
