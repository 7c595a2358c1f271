import { useQuery } from '@tanstack/react-query';
import type { TInvitation } from '@tabib/shared';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/assistant-invitations/{token}/: the doctor and the invited address (decision 069). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['assistant-invitation', token],
    queryFn: ({ signal }) =>
      apiGet<TInvitation>(`/api/assistant-invitations/${encodeURIComponent(token)}/`, {}, { signal }),
    retry: false,
  });
}
