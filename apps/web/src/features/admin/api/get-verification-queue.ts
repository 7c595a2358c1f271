import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TVerificationQueue } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { adminKeys, type VerificationStatusFilter } from './admin-keys.ts';
import { retryUnlessRefused } from './retry-unless-refused.ts';

export function useVerificationQueue(status: VerificationStatusFilter, page: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.verifications(viewer, status, page),
    queryFn: ({ signal }) => apiGet<TVerificationQueue>('/api/admin/verifications/', { status, page }, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}
