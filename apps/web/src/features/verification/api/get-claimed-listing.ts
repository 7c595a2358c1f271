import { useQuery } from '@tanstack/react-query';
import type { TDoctor } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { verificationKeys } from './verification-keys.ts';

/** The listing "Is this you? Claim this page" names, read as the public sees it. */
export function useClaimedListing(slug: string | null) {
  return useQuery({
    queryKey: verificationKeys.listing(slug ?? ''),
    queryFn: ({ signal }) => apiGet<TDoctor>(`/api/doctors/slug/${encodeURIComponent(slug ?? '')}/`, {}, { signal }),
    enabled: Boolean(slug),
    retry: false,
  });
}
