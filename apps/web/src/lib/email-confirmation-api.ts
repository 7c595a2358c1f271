import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZEmailResendBody } from '@tabib/shared';
import { apiSend } from './api-client.ts';

/**
 * POST /api/users/email/resend/ (issue 31): the link that confirms the account's address, mailed
 * again, leading on to `next` (a path of this site) once followed. 204; 409 `already_confirmed`;
 * 429 after three in an hour. Used by the booking dialog and by the profile.
 */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (body: z.input<typeof ZEmailResendBody>) => apiSend<void>('POST', '/api/users/email/resend/', body),
  });
}
