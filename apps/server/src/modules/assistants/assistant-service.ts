import { createHash, randomBytes } from 'node:crypto';
import type { Locale, TAgendaChoice, TAssistant, TInvitation } from '@tabib/shared';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Database } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import { mailHtml } from '../../mail/mail-body.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { agendaActor, requireOwner } from '../booking/index.ts';
import {
  acceptInvitation,
  countAssistants,
  deleteAssistant,
  findAgendaChoices,
  findAssistants,
  findInvitation,
  upsertInvitation,
} from './assistant-repository.ts';

/** How long an invitation's link works, and how many assistants a doctor may have. */
export const invitationDays = 14;
export const maxAssistants = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the assistants' service needs. */
export interface AssistantServiceDependencies {
  database: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/**
 * A doctor's assistants (decision 069): the doctor invites an address, the account with that
 * address accepts through the mailed link, and from then on opens the doctor's agenda with
 * `?doctor={id}` until the doctor removes it.
 */
export function createAssistantService({ database, mailer, background, publicUrl }: AssistantServiceDependencies) {
  const { db } = database;

  async function ownerOf(userId: number, doctor: number | undefined) {
    const actor = await agendaActor(db, userId, doctor);
    requireOwner(actor);
    return actor;
  }

  async function list(options: { userId: number; doctor?: number }): Promise<TAssistant[]> {
    const actor = await ownerOf(options.userId, options.doctor);
    return findAssistants(db, actor.doctorId);
  }

  async function invite(options: { userId: number; doctor?: number; email: string; locale: Locale }) {
    const actor = await ownerOf(options.userId, options.doctor);
    const email = options.email.trim();
    const [owner] = await database.query<{ email: string; first_name: string; last_name: string; doctor_name: string }>(
      `select u.email, u.first_name, u.last_name, trim(d.first_name || ' ' || d.last_name) as doctor_name
         from users u join doctors d on d.user_id = u.id where u.id = $1`,
      [options.userId],
    );
    if (owner && owner.email.toLowerCase() === email.toLowerCase()) {
      throw new Invalid('cannot_invite_self', [{ field: 'body.email', key: 'cannot_invite_self' }]);
    }
    if ((await countAssistants(db, actor.doctorId)) >= maxAssistants) throw new Conflict('too_many_assistants');
    const token = randomBytes(32).toString('base64url');
    const id = await upsertInvitation(db, {
      doctorId: actor.doctorId,
      email,
      tokenHash: hashToken(token),
      invitedBy: options.userId,
      days: invitationDays,
    });
    if (id === undefined) throw new Conflict('already_assistant');
    // In the invitee's language when the address is an account's, else the doctor's.
    const [account] = await database.query<{ locale: Locale }>(
      `select locale from users where lower(email) = lower($1)`,
      [email],
    );
    const locale = account?.locale ?? options.locale;
    const link = `${publicUrl}/${locale}/assistant-invitation/${token}`;
    const doctor = owner?.doctor_name ?? '';
    background.run('assistant invitation mail', async () => {
      const text = translate(locale, 'Mail.assistantInviteText', { doctor, link, days: invitationDays });
      await mailer.send({
        to: email,
        subject: translate(locale, 'Mail.assistantInviteSubject', { doctor }),
        text,
        html: mailHtml(locale, text),
        link,
      });
    });
    const assistants = await findAssistants(db, actor.doctorId);
    return assistants.find((assistant) => assistant.id === id)!;
  }

  async function remove(options: { userId: number; doctor?: number; id: number }): Promise<void> {
    const actor = await ownerOf(options.userId, options.doctor);
    if (!(await deleteAssistant(db, actor.doctorId, options.id))) throw new NotFound('not_found');
  }

  async function invitation(token: string): Promise<TInvitation> {
    const row = await findInvitation(db, hashToken(token));
    if (!row) throw new NotFound('invitation_not_found');
    return {
      doctor: { id: row.doctor_id, name: row.doctor_name },
      email: row.email,
      status: row.accepted ? 'accepted' : row.expired ? 'expired' : 'valid',
    };
  }

  async function accept(options: { token: string; userId: number }): Promise<TAgendaChoice> {
    const row = await findInvitation(db, hashToken(options.token));
    if (!row) throw new NotFound('invitation_not_found');
    const [user] = await database.query<{ email: string; staff_role: string | null }>(
      `select email, staff_role from users where id = $1`,
      [options.userId],
    );
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) throw new Forbidden('invitation_other_account');
    if (user.staff_role || row.doctor_user_id === options.userId) throw new Invalid('cannot_assist');
    if (row.expired && !row.accepted) throw new Conflict('invitation_expired');
    if (!row.accepted && !(await acceptInvitation(db, row.id, options.userId)))
      throw new Conflict('invitation_expired');
    return { doctor: row.doctor_id, name: row.doctor_name, role: 'assistant' };
  }

  async function agendas(userId: number): Promise<TAgendaChoice[]> {
    return findAgendaChoices(db, userId);
  }

  return { list, invite, remove, invitation, accept, agendas };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
