import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFollowAnswer, TFollowedDoctor } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { followKeys } from './follow-keys.ts';

/** DELETE /api/users/unfollow/doctor/{doctorId}/{doctorType}/: success is a 200 (product.md §7). */
export function unfollowDoctor(doctor: Pick<TFollowedDoctor, 'doctor_id' | 'doctor_type'>): Promise<TFollowAnswer> {
  return apiSend<TFollowAnswer>('DELETE', `/api/users/unfollow/doctor/${doctor.doctor_id}/${doctor.doctor_type}/`);
}

/** Unfollows: the entry leaves the list at once, and every "Follow" button asks again. */
export function useUnfollowDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowDoctor,
    onSuccess: (_answer, doctor) => {
      queryClient.setQueriesData<TFollowedDoctor[]>({ queryKey: followKeys.list }, (doctors) =>
        doctors?.filter((item) => item.doctor_id !== doctor.doctor_id || item.doctor_type !== doctor.doctor_type),
      );
      void queryClient.invalidateQueries({ queryKey: followKeys.all });
    },
  });
}
