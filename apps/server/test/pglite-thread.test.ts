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

  it('answers a statement run again, now from a kept plan, exactly as the first time', async () => {
    const text = `select $1::int[] as ids, $2::text as word, $3::timestamptz as at, $4::int as missing,
      (select count(*)::int from users where email like $2) as users`;
    const params = [[3, 1, 2], '%@example.ma', new Date('2026-09-20T00:00:00Z'), null];
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await database.query(text, params));
    expect(runs[0]).toEqual([
      { ids: [3, 1, 2], word: '%@example.ma', at: new Date('2026-09-20T00:00:00Z'), missing: null, users: 1 },
    ]);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    // The plan is kept (src/db/pglite-statement-cache.ts, decision 061): the statement is prepared
    // in PGlite's session, which fails if PGlite's private locks or its protocol helpers change.
    const kept = await database.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(kept).toEqual([{ count: 1 }]);
    // Drizzle's array rows and text timestamps, through the kept plan as through the first one.
    const drizzleRuns = [];
    for (let run = 0; run < 3; run += 1)
      drizzleRuns.push(await database.db.select({ email: users.email, createdAt: users.createdAt }).from(users));
    expect(drizzleRuns[2]).toEqual(drizzleRuns[0]);
    expect(drizzleRuns[2]?.[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps a refused kept statement harmless: its SQLSTATE, then the next statements answer', async () => {
    // The same insert three times: the third, refused, runs from the kept plan.
    await database.db.insert(users).values(user('once@example.ma'));
    await database.db.insert(users).values(user('twice@example.ma'));
    const error = await database.db
      .insert(users)
      .values(user('once@example.ma'))
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(user('in-transaction@example.ma'));
    });
    const [row] = await database.query<{ count: number }>(
      `select count(*)::int as count from users where email in ('once@example.ma', 'twice@example.ma', 'in-transaction@example.ma')`,
    );
    expect(row?.count).toBe(3);
  });

  it('plans a kept statement afresh when the table under it changes shape', async () => {
    await database.query('create table shape_test (id int)');
    await database.query('insert into shape_test values (1)');
    for (let run = 0; run < 3; run += 1) expect(await database.query('select * from shape_test')).toEqual([{ id: 1 }]);
    await database.query(`alter table shape_test add column label text default 'added'`);
    expect(await database.query('select * from shape_test')).toEqual([{ id: 1, label: 'added' }]);
  });
});
