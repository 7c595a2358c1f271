import type { z } from 'zod';
import type { TEmailConfirmed, ZEmailConfirmBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * POST /api/users/email/confirm/ (decision 050): follows the link of a welcome or address-change mail,
 * signed in or not. 400 `invalid_confirmation_link`; 409 `email_taken` when another account took
 * a new address meanwhile.
 */
export function confirmEmail(body: z.input<typeof ZEmailConfirmBody>): Promise<TEmailConfirmed> {
  return apiSend<TEmailConfirmed>('POST', '/api/users/email/confirm/', body);
}
