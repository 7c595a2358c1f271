import type { z } from 'zod';
import type { ZResetRequestBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

export function requestPasswordReset(body: z.input<typeof ZResetRequestBody>): Promise<void> {
  return apiSend<void>('POST', '/auth/users/reset_password/', body);
}
