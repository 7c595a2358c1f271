import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors, users } from '../../db/schema/index.ts';

export type UserRecord = typeof users.$inferSelect;

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

export async function findOwnedDoctor(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      slug: doctors.slug,
      specialityId: doctors.specialityId,
      description: doctors.description,
      image: doctors.image,
    })
    .from(doctors)
    .where(eq(doctors.userId, userId))
    .limit(1);
  return row;
}

/** Whether a database error is the unique e-mail index refusing a duplicate. */
export function isDuplicateEmail(error: unknown): boolean {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  return (
    code === '23505' && (constraint === 'users_email_lower_unique' || /users_email_lower_unique/.test(message ?? ''))
  );
}
