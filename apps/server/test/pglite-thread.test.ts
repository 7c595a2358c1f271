import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/unique-violation.ts';
import { openPgliteDatabase, type PgliteDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';

// The server's PGlite runs on a worker thread (decision 031): the same Database, through messages.
let database: PgliteDatabase;
beforeAll(async () => {
  database = await openPgliteDatabase({ thread: true });
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

const user = (email: string) => ({
  email,
  username: email,
  firstName: 'Thread',
  lastName: 'Test',
  passwordHash: 'not a real hash',
});

describe('PGlite on a worker thread', () => {
  it('commits a transaction, and rolls back one that throws, leaving nothing of it', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(user('kept@example.ma'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(user('dropped@example.ma'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const emails = (await database.query<{ email: string }>('select email from users order by email')).map(
      (row) => row.email,
    );
    expect(emails).toContain('kept@example.ma');
    expect(emails).not.toContain('dropped@example.ma');
  });

  it('passes the SQLSTATE of a refused write, so a duplicate is still a 409 and not a 500', async () => {
    const error = await database.db
      .insert(users)
      .values(user('kept@example.ma'))
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    // Drizzle's wrapper names the query; the database error under it carries no parameter.
    expect(JSON.stringify((error as Error).cause)).not.toContain('not a real hash');
  });

  it('keeps timestamps as text, as Drizzle asks, and delivers a notification before the commit answers', async () => {
    const [row] = await database.db.select({ createdAt: users.createdAt }).from(users).limit(1);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - (row?.createdAt as Date).getTime())).toBeLessThan(60_000);
    const heard: string[] = [];
    const listener = await database.listen('thread_test', {
      onMessage: (payload) => heard.push(payload),
      onGap: () => {},
    });
    await database.query(`select pg_notify('thread_test', 'hello')`);
    expect(heard).toEqual(['hello']);
    await listener.close();
  });
});
