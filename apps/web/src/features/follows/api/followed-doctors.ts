import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, TFollowAnswer, TFollowedDoctor } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { followKeys } from './follow-doctor.ts';

/** GET /api/users/following-doctors/: the doctors the signed-in user follows, newest first. */
export function listFollowedDoctors(lang: Locale, signal?: AbortSignal): Promise<TFollowedDoctor[]> {
  return apiGet<TFollowedDoctor[]>('/api/users/following-doctors/', {}, { lang, signal });
}

export function followedDoctorsOptions(lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [...followKeys.list, { lang, viewer }],
    queryFn: ({ signal }) => listFollowedDoctors(lang, signal),
  });
}

/** The profile's followingDoctors section; loaded again in another language (specialities are translated). */
export function useFollowedDoctors() {
  return useQuery(followedDoctorsOptions(useLocale(), useViewer()));
}

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
