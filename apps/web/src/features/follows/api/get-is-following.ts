import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoctorReference, TIsFollowing } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { followKeys } from './follow-keys.ts';

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
