import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/**
 * The signed-in patient's mobile number, from GET /api/users/profile/ (the profile's own cache
 * entry): the booking dialog asks for one only when the profile has none (decision 066).
 */
export function useMyPhone(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ['profile', { viewer }] as const satisfies ViewerKey,
    queryFn: ({ signal }) => apiGet<TProfile>('/api/users/profile/', {}, { signal }),
    select: (profile) => profile.phone,
    enabled: enabled && viewer !== null,
  });
}
