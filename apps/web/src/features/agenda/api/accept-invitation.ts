import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgendaChoice } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';

/** POST /api/assistant-invitations/{token}/accept/: with the invited account (decision 069). */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<TAgendaChoice>('POST', `/api/assistant-invitations/${encodeURIComponent(token)}/accept/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
