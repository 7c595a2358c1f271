import { useMutation } from '@tanstack/react-query';
import type { TAccountDeletionBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

/** POST /api/users/profile/delete/: the password and what becomes of the user's reviews (204). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: TAccountDeletionBody) => apiSend<void>('POST', '/api/users/profile/delete/', body),
  });
}
