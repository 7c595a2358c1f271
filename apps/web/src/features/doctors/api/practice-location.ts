import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationInput, TProfile } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

/** A change of the signed-in doctor's place (decision 079): the quarter, a pin, or no pin. */
export type PlaceChange =
  { kind: 'quarter'; quarter: string | null } | { kind: 'pin'; point: TLocationInput } | { kind: 'unpin' };

/**
 * PUT /api/users/profile/quarter/, PUT and DELETE /api/users/profile/location/: each answers the
 * profile. The profile, the doctor's own page and searches (whose distances moved) are read again.
 */
export function useChangePracticePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PlaceChange) => {
      if (change.kind === 'quarter')
        return apiSend<TProfile>('PUT', '/api/users/profile/quarter/', { quarter: change.quarter });
      if (change.kind === 'pin') return apiSend<TProfile>('PUT', '/api/users/profile/location/', change.point);
      return apiSend<TProfile>('DELETE', '/api/users/profile/location/');
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      await queryClient.invalidateQueries({ queryKey: ['doctors'] });
    },
  });
}
