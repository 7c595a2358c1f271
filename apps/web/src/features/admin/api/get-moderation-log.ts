import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZModerationLog } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { adminKeys } from './admin-keys.ts';
import { retryUnlessRefused } from './retry-unless-refused.ts';

type TModerationLog = z.infer<typeof ZModerationLog>;

export function useModerationLog(page: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.log(viewer, page),
    queryFn: ({ signal }) => apiGet<TModerationLog>('/api/admin/log/', { page }, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}
