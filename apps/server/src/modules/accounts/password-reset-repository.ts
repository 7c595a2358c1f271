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
