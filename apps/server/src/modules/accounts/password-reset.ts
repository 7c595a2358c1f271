import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { Invalid } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { hashPassword } from './password-hasher.ts';
import { hashToken, revokeOtherTokens } from './token-store.ts';
import { findUserByEmail } from './user-repository.ts';

/** Reset links expire after a day, well under the 3-day ceiling of product.md §10, and work once. */
export const resetLinkLifetimeMs = 24 * 60 * 60 * 1000;

export interface ResetDependencies {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  /** At most a few mails per address per hour, so the form cannot be used to flood an inbox. */
  resetMails: AttemptLimiter;
}

/** uid of the link: the account id, URL-safe base64 as Djoser does. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

function decodeUid(uid: string): number | undefined {
  const id = Number(Buffer.from(uid, 'base64url').toString());
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
}

/**
 * POST /auth/users/reset_password/: the same answer whether or not the address exists
 * (product.md §10); when it does, a single-use link in the account's language is mailed.
 */
export async function requestPasswordReset(
  dependencies: ResetDependencies,
  email: string,
  requestLocale: Locale,
): Promise<void> {
  const key = email.trim().toLowerCase();
  if (dependencies.resetMails.retryAfter(key) > 0) return;
  dependencies.resetMails.record(key);
  const { db } = dependencies.database;
  const user = await findUserByEmail(db, key);
  if (!user || !user.passwordHash.startsWith('$argon2')) return;
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + resetLinkLifetimeMs) });
  const locale = isLocale(user.locale) ? user.locale : requestLocale;
  const link = `${dependencies.publicUrl}/${locale}/password/reset/confirm/${encodeUid(user.id)}/${token}`;
  const name = user.firstName || user.email;
  const text = translate(locale, 'Mail.resetText', { name, link, hours: 24 });
  const html = `<p>${escapeHtml(translate(locale, 'Mail.resetGreeting', { name }))}</p><p>${escapeHtml(translate(locale, 'Mail.resetIntro'))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(translate(locale, 'Mail.resetButton'))}</a></p><p>${escapeHtml(translate(locale, 'Mail.resetOutro', { hours: 24 }))}</p>`;
  await dependencies.mailer.send({
    to: user.email,
    subject: translate(locale, 'Mail.resetSubject'),
    text,
    html: `<div dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}">${html}</div>`,
    link,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** POST /auth/users/reset_password_confirm/: sets the password, spends the link, ends every session. */
export async function confirmPasswordReset(
  dependencies: ResetDependencies,
  uid: string,
  token: string,
  newPassword: string,
): Promise<void> {
  const userId = decodeUid(uid);
  const invalid = () => new Invalid('invalid_reset_link', [{ field: 'token', key: 'invalid_reset_link' }]);
  if (!userId) throw invalid();
  const { db } = dependencies.database;
  const passwordHash = await hashPassword(newPassword);
  const used = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResets.id });
  if (used.length === 0) throw invalid();
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await revokeOtherTokens(db, userId);
}
