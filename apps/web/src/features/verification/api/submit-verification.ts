import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerificationStatus } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { verificationKeys } from './verification-keys.ts';

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
