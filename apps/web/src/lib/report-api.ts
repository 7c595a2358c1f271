import { useMutation } from '@tanstack/react-query';
import type { TReportBody } from '@tabib/shared';
import { apiSend } from './api-client.ts';

/**
 * POST /api/reports/ (decision 039): any signed-in user reports a review or a post; a
 * second report of the same item by the same user is harmless. Used by the reviews and the blog.
 */
export function useSendReport() {
  return useMutation({
    mutationFn: (body: TReportBody) => apiSend<{ received: true }>('POST', '/api/reports/', body),
  });
}
