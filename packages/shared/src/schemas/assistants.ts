import { z } from 'zod';
import { ZEmail } from './accounts.ts';
import { ZId } from './common.ts';

/** A doctor's assistants (decisions 066 and 069): invitations by e-mail and the agendas they open. */

/** POST /api/doctors/me/assistants/. */
export const ZAssistantInviteBody = z.object({ email: ZEmail });
export type TAssistantInviteBody = z.input<typeof ZAssistantInviteBody>;

/** An assistant as the doctor sees them: invited until an account accepts. */
export const ZAssistant = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  invited_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type TAssistant = z.infer<typeof ZAssistant>;
export const ZAssistantList = z.array(ZAssistant);
export const ZAssistantIdParams = z.object({ id: ZId });

/** The invitation's secret in its link. */
export const ZInvitationParams = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, { error: 'invitation_not_found' }),
});

/** GET /api/assistant-invitations/{token}/: what the invitation page shows before accepting. */
export const ZInvitation = z.object({
  doctor: z.object({ id: z.number().int(), name: z.string() }),
  email: z.string(),
  status: z.enum(['valid', 'expired', 'accepted']),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** An agenda an account may open: its own page's, or one of a doctor it assists. */
export const ZAgendaChoice = z.object({
  doctor: z.number().int(),
  name: z.string(),
  role: z.enum(['doctor', 'assistant']),
});
export type TAgendaChoice = z.infer<typeof ZAgendaChoice>;
export const ZAgendaChoiceList = z.array(ZAgendaChoice);
