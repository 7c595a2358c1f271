import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema/index.ts';

export async function insertEmailConfirmation(
  db: Db,
  link: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailConfirmations).values(link);
}

/**
 * Spends a link if it is the user's, unused and unexpired, and answers the address it confirms;
 * undefined when it was not (a race lost, a link already followed, expired or unknown).
 */
export async function spendEmailConfirmation(
  db: Db,
  link: { userId: number; tokenHash: string },
): Promise<string | undefined> {
  const [spent] = await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailConfirmations.userId, link.userId),
        eq(emailConfirmations.tokenHash, link.tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, sql`now()`),
      ),
    )
    .returning({ email: emailConfirmations.email });
  return spent?.email;
}

/** Spends the account's other links: only the newest address asked for can still be confirmed. */
export async function spendEmailConfirmations(db: Db, userId: number, except?: string): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        except === undefined ? undefined : ne(sql`lower(${emailConfirmations.email})`, except.toLowerCase()),
      ),
    );
}

/** The new address the account asked for and has not confirmed yet, if any. */
export async function findPendingEmail(db: Db, userId: number, current: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, sql`now()`),
        ne(sql`lower(${emailConfirmations.email})`, current.toLowerCase()),
      ),
    )
    .orderBy(sql`${emailConfirmations.createdAt} desc`, sql`${emailConfirmations.id} desc`)
    .limit(1);
  return row?.email;
}

/** The account's address, confirmed now; with `email`, the address first becomes that one. */
export async function confirmAccountEmail(db: Db, userId: number, email?: string): Promise<void> {
  await db
    .update(users)
    .set({ ...(email ? { email } : {}), emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
