import { useQuery } from '@tanstack/react-query';
import type { TDoctor } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';

/**
 * GET /api/doctors/me/page/: the signed-in doctor's own page as the public will see it, even while
 * it waits for verification (decision 056). Read again on each visit: the profile form changes it.
 */
export function useOwnDoctorPage() {
  const lang = useLocale();
  const viewer = useViewer();
  return useQuery({
    queryKey: ['doctors', 'me', 'page', { lang, viewer }] satisfies ViewerKey,
    queryFn: ({ signal }) => apiGet<TDoctor>('/api/doctors/me/page/', {}, { lang, signal }),
    enabled: viewer !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
