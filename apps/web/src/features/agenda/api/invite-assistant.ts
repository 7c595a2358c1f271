import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssistant, TAssistantInviteBody } from '@tabib/shared';
import { apiSend } from '../../../lib/api-client.ts';
import { agendaKeys } from './agenda-keys.ts';

/** POST /api/doctors/me/assistants/: invites an address, or sends a new link (decision 069). */
export function useInviteAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssistantInviteBody) => apiSend<TAssistant>('POST', '/api/doctors/me/assistants/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.allAssistants }),
  });
}
