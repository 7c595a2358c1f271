import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

export const profileKeys = { profile: (viewer: number | null) => ['profile', { viewer }] as const satisfies ViewerKey };

export function fetchProfile(signal?: AbortSignal): Promise<TProfile> {
  return apiGet<TProfile>('/api/users/profile/', {}, { signal });
}

export function profileOptions(viewer: number | null) {
  return queryOptions({ queryKey: profileKeys.profile(viewer), queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useProfile() {
  const viewer = useViewer();
  return useQuery({ ...profileOptions(viewer), enabled: viewer !== null });
}
