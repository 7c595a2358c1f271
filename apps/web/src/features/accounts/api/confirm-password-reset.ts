import type { z } from 'zod';
import type { ZResetConfirmBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

export function confirmPasswordReset(body: z.input<typeof ZResetConfirmBody>): Promise<void> {
  return apiSend<void>('POST', '/auth/users/reset_password_confirm/', body);
}
