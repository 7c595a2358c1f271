import { randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '@tabib/shared';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Database } from '../../db/client.ts';
import { Invalid } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { hashPassword } from './password-hasher.ts';
import { enforcePasswordPolicy } from './password-policy.ts';
import { insertPasswordReset, spendPasswordReset, spendResetLinks } from './password-reset-repository.ts';
import { hashToken, revokeOtherTokens } from './token-repository.ts';
import { retireCalendarFeed } from '../booking/index.ts';
import { findUserByEmail, findUserById, updateUser } from './user-repository.ts';

/** Reset links expire after a day, well under the 3-day ceiling of product.md §10, and work once. */
export const resetLinkLifetimeMs = 24 * 60 * 60 * 1000;

export interface PasswordResetServiceDependencies {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  /** At most a few mails per address per hour, so the form cannot be used to flood an inbox. */
  resetMails: AttemptLimiter;
  /** Where the lookup and the mail run, after the answer. */
  background: BackgroundTasks;
}

export interface RequestPasswordResetOptions {
  email: string;
  /** The mail's language when the account has none of its own. */
  locale: Locale;
}

export interface ConfirmPasswordResetOptions {
  uid: string;
  token: string;
  newPassword: string;
}

/** uid of the link: the account id, URL-safe base64 as Djoser does. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | undefined {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Password reset by mailed link (product.md §4). */
export function createPasswordResetService(dependencies: PasswordResetServiceDependencies) {
  const { database, mailer, publicUrl, resetMails, background } = dependencies;

  /**
   * POST /auth/users/reset_password/: the same answer, in the same time, whether or not the address
   * exists (product.md §10): the lookup and the mail run after the answer. When
   * the address has an account, a single-use link in the account's language is mailed.
   */
  function requestPasswordReset(options: RequestPasswordResetOptions): void {
    const key = options.email.trim().toLowerCase();
    background.run('password reset mail', async () => {
      // At most 3 mails an hour to one address, counted across server processes.
      if (!(await resetMails.take(key))) return;
      await mailResetLink(key, options.locale);
    });
  }

  async function mailResetLink(key: string, requestLocale: Locale): Promise<void> {
    const { db } = database;
    const user = await findUserByEmail(db, key);
    if (!user || !user.passwordHash.startsWith('$argon2')) return;
    const token = randomBytes(32).toString('base64url');
    await insertPasswordReset(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + resetLinkLifetimeMs),
    });
    const locale = isLocale(user.locale) ? user.locale : requestLocale;
    const link = `${publicUrl}/${locale}/password/reset/confirm/${encodeUid(user.id)}/${token}`;
    const name = user.firstName || user.email;
    const text = translate(locale, 'Mail.resetText', { name, link, hours: 24 });
    const html = `<p>${escapeHtml(translate(locale, 'Mail.resetGreeting', { name }))}</p><p>${escapeHtml(translate(locale, 'Mail.resetIntro'))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(translate(locale, 'Mail.resetButton'))}</a></p><p>${escapeHtml(translate(locale, 'Mail.resetOutro', { hours: 24 }))}</p>`;
    await mailer.send({
      to: user.email,
      subject: translate(locale, 'Mail.resetSubject'),
      text,
      html: `<div dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}">${html}</div>`,
      link,
    });
  }

  /**
   * POST /auth/users/reset_password_confirm/: spends the link and every other of the account, sets the
   * password if the password rule allows it and ends every session, all or nothing.
   */
  async function confirmPasswordReset(options: ConfirmPasswordResetOptions): Promise<void> {
    const userId = decodeUid(options.uid);
    const invalid = () => new Invalid('invalid_reset_link', [{ field: 'token', key: 'invalid_reset_link' }]);
    if (!userId) throw invalid();
    // Hashing takes tens of milliseconds: done before the transaction, which holds a connection.
    const passwordHash = await hashPassword(options.newPassword);
    await database.db.transaction(async (tx) => {
      if (!(await spendPasswordReset(tx, { userId, tokenHash: hashToken(options.token) }))) throw invalid();
      const user = await findUserById(tx, userId);
      if (!user) throw invalid();
      // Judged once the link proved good, so a forged one learns nothing of the account (whether it
      // is staff); a refusal rolls the spending back and the link still works (decision 049).
      enforcePasswordPolicy(options.newPassword, { email: user.email, staff: user.staffRole !== null }, 'new_password');
      await updateUser(tx, userId, { passwordHash });
      await revokeOtherTokens(tx, userId);
      // Older links mailed to the account end with this one (decision 049).
      await spendResetLinks(tx, userId);
      // So does the calendar feed's address (decision 050).
      await retireCalendarFeed(tx, userId, 'password');
    });
  }

  return { requestPasswordReset, confirmPasswordReset };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
