import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** Marks a link used if it is the user's, unused and unexpired; whether it was. */
export async function spendPasswordReset(db: Db, link: { userId: number; tokenHash: string }): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.userId, link.userId),
        eq(passwordResets.tokenHash, link.tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResets.id });
  return used.length > 0;
}

/**
 * Marks every unused link of an account used: a reset, a password change or a new e-mail address
 * ends the links mailed before it (decision 049). Run it in the transaction of
 * the change, so a link cannot be spent between the change and its end.
 */
export async function spendResetLinks(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
