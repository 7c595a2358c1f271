import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, TWaitlistEntries } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import type { ViewerKey } from '../../../lib/query-keys.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { waitlistKeys } from './waitlist-keys.ts';

/** GET /api/users/waitlist/: the viewer's open waiting-list entries, newest first. */
export function listMyWaitlist(lang: Locale, signal?: AbortSignal) {
  return apiGet<TWaitlistEntries>('/api/users/waitlist/', {}, { lang, signal });
}

export function useMyWaitlist() {
  const lang = useLocale();
  const viewer = useViewer();
  return useQuery(
    queryOptions({
      queryKey: [...waitlistKeys.mine, { lang, viewer }] satisfies ViewerKey,
      queryFn: ({ signal }) => listMyWaitlist(lang, signal),
    }),
  );
}
