import { randomBytes } from 'node:crypto';
import { isLocale, type Locale, type TEmailConfirmed } from '@tabib/shared';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Database } from '../../db/client.ts';
import { Conflict, Invalid, TooManyRequests, Unauthorized } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import { mailHtml } from '../../mail/mail-body.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import {
  confirmAccountEmail,
  insertEmailConfirmation,
  spendEmailConfirmation,
  spendEmailConfirmations,
} from './email-confirmation-repository.ts';
import { verifyPassword } from './password-hasher.ts';
import { spendResetLinks } from './password-reset-repository.ts';
import { decodeUid, encodeUid } from './password-reset-service.ts';
import { hashToken } from './token-repository.ts';
import { findUserByEmail, findUserById, isDuplicateEmail, type UserRecord } from './user-repository.ts';

/** Confirmation links work for three days, the ceiling of product.md §10 for mailed links. */
export const confirmationLinkLifetimeHours = 72;

export interface EmailConfirmationServiceDependencies {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  background: BackgroundTasks;
  /** At most a few confirmation mails per account an hour, so the button cannot flood an inbox. */
  confirmationMails: AttemptLimiter;
}

/**
 * An account proves it reads its address (decision 050): the welcome mail carries a link that confirms
 * it, which a first booking needs, and a new address replaces the sign-in address only once its own
 * link is followed, after the current password was given and the old address was told.
 */
export function createEmailConfirmationService(dependencies: EmailConfirmationServiceDependencies) {
  const { database, mailer, publicUrl, background, confirmationMails } = dependencies;
  const { db } = database;

  /** Writes a link for `email` and answers its address on the site, leading on to `next`. */
  async function newLink(user: UserRecord, email: string, locale: Locale, next?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertEmailConfirmation(db, {
      userId: user.id,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + confirmationLinkLifetimeHours * 60 * 60 * 1000),
    });
    const query = next ? `?${new URLSearchParams({ next }).toString()}` : '';
    return `${publicUrl}/${locale}/confirm-email/${encodeUid(user.id)}/${token}${query}`;
  }

  function localeOf(user: UserRecord, fallback: Locale): Locale {
    return isLocale(user.locale) ? user.locale : fallback;
  }

  async function send(to: string, locale: Locale, subjectKey: string, text: string, link?: string) {
    await mailer.send({
      to,
      subject: translate(locale, subjectKey),
      text,
      html: mailHtml(locale, text),
      ...(link ? { link } : {}),
    });
  }

  /** After registration, once the account is committed: welcome, and the link that confirms. */
  function mailWelcome(options: { userId: number; locale: Locale }): void {
    background.run('welcome mail', async () => {
      const user = await findUserById(db, options.userId);
      if (!user) return;
      const locale = localeOf(user, options.locale);
      const link = await newLink(user, user.email, locale);
      const name = user.firstName || user.email;
      const text = translate(locale, 'Mail.welcomeText', { name, link, hours: confirmationLinkLifetimeHours });
      await send(user.email, locale, 'Mail.welcomeSubject', text, link);
    });
  }

  /**
   * POST /api/users/email/resend/: the confirmation link again, to the account's address, leading on
   * to `next` (the slot the patient was booking). Three an hour per account.
   */
  async function resendConfirmation(options: { userId: number; next?: string | undefined; locale: Locale }) {
    const user = await findUserById(db, options.userId);
    if (!user) throw new Unauthorized();
    if (user.emailConfirmedAt) throw new Conflict('already_confirmed');
    if (!(await confirmationMails.take(String(user.id)))) {
      throw new TooManyRequests(await confirmationMails.retryAfter(String(user.id)));
    }
    background.run('confirmation mail', async () => {
      const locale = localeOf(user, options.locale);
      const link = await newLink(user, user.email, locale, options.next);
      const name = user.firstName || user.email;
      const text = translate(locale, 'Mail.confirmText', { name, link, hours: confirmationLinkLifetimeHours });
      await send(user.email, locale, 'Mail.confirmSubject', text, link);
    });
  }

  /**
   * A new sign-in address (PUT /api/users/profile/ with another `email`): the current password is
   * required and the address must be free, checked before anything is saved; the answer sends the
   * new address its link and tells the old one, once the rest of the profile is saved. Until the link
   * is followed, sign-in and mail keep the old address.
   */
  async function prepareEmailChange(options: {
    userId: number;
    email: string;
    currentPassword: string | undefined;
    locale: Locale;
  }): Promise<() => Promise<void>> {
    const user = await findUserById(db, options.userId);
    if (!user) throw new Unauthorized();
    if (!options.currentPassword) {
      throw new Invalid('current_password_required', [{ field: 'current_password', key: 'current_password_required' }]);
    }
    if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
      throw new Invalid('wrong_current_password', [{ field: 'current_password', key: 'wrong_current_password' }]);
    }
    if (await findUserByEmail(db, options.email)) throw new Conflict('email_taken');
    if (!(await confirmationMails.take(String(user.id)))) {
      throw new TooManyRequests(await confirmationMails.retryAfter(String(user.id)));
    }
    return async () => {
      // Only the newest address asked for can be confirmed.
      await spendEmailConfirmations(db, user.id, user.email);
      const locale = localeOf(user, options.locale);
      const link = await newLink(user, options.email, locale);
      background.run('address change mails', async () => {
        const name = user.firstName || user.email;
        const hours = confirmationLinkLifetimeHours;
        await send(
          options.email,
          locale,
          'Mail.emailChangeSubject',
          translate(locale, 'Mail.emailChangeText', { name, link, hours }),
          link,
        );
        await send(
          user.email,
          locale,
          'Mail.emailChangeNoticeSubject',
          translate(locale, 'Mail.emailChangeNoticeText', { name, email: options.email }),
        );
      });
    };
  }

  /**
   * POST /api/users/email/confirm/: spends the link and confirms its address; a new address becomes
   * the sign-in address, and every reset link and other address link of the account is spent.
   */
  async function confirmEmail(options: { uid: string; token: string; locale: Locale }): Promise<TEmailConfirmed> {
    const userId = decodeUid(options.uid);
    const invalid = () =>
      new Invalid('invalid_confirmation_link', [{ field: 'token', key: 'invalid_confirmation_link' }]);
    if (!userId) throw invalid();
    try {
      const email = await db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        const confirmed = user && (await spendEmailConfirmation(tx, { userId, tokenHash: hashToken(options.token) }));
        if (!user || !confirmed) throw invalid();
        const changed = confirmed.toLowerCase() !== user.email.toLowerCase();
        await confirmAccountEmail(tx, userId, changed ? confirmed : undefined);
        if (changed) {
          await spendEmailConfirmations(tx, userId);
          await spendResetLinks(tx, userId);
        }
        return changed ? confirmed : user.email;
      });
      return { detail: translate(options.locale, 'Messages.emailConfirmed'), email };
    } catch (error) {
      // Another account took the address between the request and the link.
      if (isDuplicateEmail(error)) throw new Conflict('email_taken');
      throw error;
    }
  }

  return { mailWelcome, resendConfirmation, prepareEmailChange, confirmEmail };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
