import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isStaffRole, type StaffRole } from '@tabib/shared';
import { authTokens, users } from '../../db/schema/index.ts';

/** Absolute lifetime of a sign-in token (product.md §10: tokens expire). */
export const tokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token: what the database keeps, so a leaked table yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + tokenLifetimeMs);
  await db.insert(authTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The account a token signs in, if it is known, not revoked and not expired. */
export async function findTokenOwner(
  db: Db,
  token: string,
): Promise<{ userId: number; tokenHash: string; staffRole: StaffRole | null } | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: authTokens.userId, staffRole: users.staffRole })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
        // A suspended account signs nobody in, whatever token it kept (decision 039).
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return row ? { userId: row.userId, tokenHash, staffRole: asStaffRole(row.staffRole) } : undefined;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** A password change keeps the session that made it and ends every other one (product.md §10). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenHash?: string): Promise<void> {
  const conditions = [eq(authTokens.userId, userId), isNull(authTokens.revokedAt)];
  if (keepTokenHash) conditions.push(ne(authTokens.tokenHash, keepTokenHash));
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

function asStaffRole(value: string | null): StaffRole | null {
  return isStaffRole(value) ? value : null;
}
