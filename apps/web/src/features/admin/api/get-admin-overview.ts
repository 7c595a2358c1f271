import { useQuery } from '@tanstack/react-query';
import type { TAdminOverview } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { adminKeys } from './admin-keys.ts';
import { retryUnlessRefused } from './retry-unless-refused.ts';

export function useAdminOverview() {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.overview(viewer),
    queryFn: ({ signal }) => apiGet<TAdminOverview>('/api/admin/', {}, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
  });
}
