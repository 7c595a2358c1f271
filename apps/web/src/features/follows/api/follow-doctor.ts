import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoctorReference, TFollowAnswer, TIsFollowing } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';

/** Cache addresses of follows: whether the viewer follows a doctor, and the doctors they follow. */
export const followKeys = {
  all: ['follows'] as const,
  status: (doctor: DoctorReference, viewer: number) =>
    ['follows', 'status', doctor.type, doctor.id, { viewer }] as const,
  list: ['follows', 'list'] as const,
};

/** GET /api/users/follow/doctor/{id}/is-following/{doctor_type}/, asked only when signed in (section 4). */
export function getIsFollowing(doctor: DoctorReference, signal?: AbortSignal): Promise<TIsFollowing> {
  return apiGet<TIsFollowing>(`/api/users/follow/doctor/${doctor.id}/is-following/${doctor.type}/`, {}, { signal });
}

export function isFollowingOptions(doctor: DoctorReference, viewer: number) {
  return queryOptions({
    queryKey: followKeys.status(doctor, viewer),
    queryFn: ({ signal }) => getIsFollowing(doctor, signal),
  });
}

/**
 * Whether the signed-in viewer follows `doctor`; nothing is asked signed out. product.md §8: a
 * failed check is not shown (following again is harmless), so it is not retried either.
 */
export function useIsFollowing(doctor: DoctorReference) {
  const viewer = useViewer();
  return useQuery({ ...isFollowingOptions(doctor, viewer ?? 0), enabled: viewer !== null, retry: false });
}

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
