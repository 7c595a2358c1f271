import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReportedItems } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { adminKeys } from './admin-keys.ts';
import { retryUnlessRefused } from './retry-unless-refused.ts';

export type TReportedItems = z.infer<typeof ZReportedItems>;

export function useReportedItems(page: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: adminKeys.reports(viewer, page),
    queryFn: ({ signal }) => apiGet<TReportedItems>('/api/admin/reports/', { page }, { signal }),
    enabled: viewer !== null,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}
