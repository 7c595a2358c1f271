import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type UserRecord = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** E-mail addresses are compared case-insensitively (product.md §10; index users_email_lower_unique). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRecord> {
  const [user] = await db.insert(users).values(row).returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}

export async function updateUser(db: Db, id: number, changes: Partial<NewUserRow>): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Whether a database error is the unique e-mail index refusing a duplicate. */
export function isDuplicateEmail(error: unknown): boolean {
  return isUniqueViolation(error, 'users_email_lower_unique');
}
