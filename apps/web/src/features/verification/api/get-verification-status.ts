import { useQuery } from '@tanstack/react-query';
import type { TVerificationStatus } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { verificationKeys } from './verification-keys.ts';

/** GET /api/users/profile/verification/: where the doctor account stands (decision 038). */
export function useVerificationStatus() {
  const viewer = useViewer();
  return useQuery({
    queryKey: verificationKeys.status(viewer),
    queryFn: ({ signal }) => apiGet<TVerificationStatus>('/api/users/profile/verification/', {}, { signal }),
    enabled: viewer !== null,
    // A patient account's 403 is an answer, not a hiccup to retry.
    retry: false,
  });
}
