import type { z } from 'zod';
import type { ZPasswordUpdateBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';

export function updatePassword(body: z.input<typeof ZPasswordUpdateBody>): Promise<{ detail: string }> {
  return apiSend<{ detail: string }>('PUT', '/api/users/update/password/', body);
}
