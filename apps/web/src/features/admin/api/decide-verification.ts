import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerificationRequest } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { adminKeys } from './admin-keys.ts';

/** Approve, or reject with a reason; the queues and the overview are read again afterwards. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason: string }) =>
      apiSend<TVerificationRequest>(
        'POST',
        `/api/admin/verifications/${id}/${decision}/`,
        decision === 'reject' ? { reason } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(viewer) }),
  });
}
