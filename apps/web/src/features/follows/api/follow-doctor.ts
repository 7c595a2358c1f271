import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorReference, TFollowAnswer } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { followKeys } from './follow-keys.ts';

/** POST /api/users/follow/doctor/{id}/: following twice is harmless. `user` is sent as the old client did. */
export function followDoctor(doctor: DoctorReference, viewer: number): Promise<TFollowAnswer> {
  return apiSend<TFollowAnswer>('POST', `/api/users/follow/doctor/${doctor.id}/`, {
    user: viewer,
    doctor: doctor.id,
    doctor_type: doctor.type,
  });
}

/** Follows `doctor`: the button knows at once, the profile's list asks again. */
export function useFollowDoctor(doctor: DoctorReference) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: () => followDoctor(doctor, viewer ?? 0),
    onSuccess: (answer) => {
      if (viewer !== null)
        queryClient.setQueryData(followKeys.status(doctor, viewer), { isFollowing: answer.isFollowing });
      void queryClient.invalidateQueries({ queryKey: followKeys.list });
    },
  });
}
