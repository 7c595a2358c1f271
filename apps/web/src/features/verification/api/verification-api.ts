import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDoctor, TVerificationStatus } from '@tabib/shared';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';

/** Cache addresses of the account's verification and of a listing it claims. */
export const verificationKeys = {
  status: (viewer: number | null) => ['verification', { viewer }] as const,
  listing: (slug: string) => ['verification', 'listing', slug] as const,
};

/** GET /api/users/profile/verification/: where the doctor account stands (issue 12). */
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

/** The listing "Is this you? Claim this page" names, read as the public sees it. */
export function useClaimedListing(slug: string | null) {
  return useQuery({
    queryKey: verificationKeys.listing(slug ?? ''),
    queryFn: ({ signal }) => apiGet<TDoctor>(`/api/doctors/slug/${encodeURIComponent(slug ?? '')}/`, {}, { signal }),
    enabled: Boolean(slug),
    retry: false,
  });
}

/**
 * POST /api/users/profile/verification/ as multipart: the Ordre and INPE numbers, the scan, and the
 * claimed listing's id when there is one. The answer is the new status.
 */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (form: FormData) => apiSend<TVerificationStatus>('POST', '/api/users/profile/verification/', form),
    onSuccess: (status) => queryClient.setQueryData(verificationKeys.status(viewer), status),
  });
}
