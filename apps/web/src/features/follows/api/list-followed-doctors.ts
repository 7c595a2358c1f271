import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TFollowedDoctor } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { followKeys } from './follow-keys.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/** GET /api/users/following-doctors/: the doctors the signed-in user follows, newest first. */
export function listFollowedDoctors(lang: Locale, signal?: AbortSignal): Promise<TFollowedDoctor[]> {
  return apiGet<TFollowedDoctor[]>('/api/users/following-doctors/', {}, { lang, signal });
}

export function followedDoctorsOptions(lang: Locale, viewer: number | null) {
  return queryOptions({
    queryKey: [...followKeys.list, { lang, viewer }] satisfies ViewerKey,
    queryFn: ({ signal }) => listFollowedDoctors(lang, signal),
  });
}

/** The profile's followingDoctors section; loaded again in another language (specialities are translated). */
export function useFollowedDoctors() {
  return useQuery(followedDoctorsOptions(useLocale(), useViewer()));
}
