import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// The pool's kept plans (src/db/pg-pool-prepared-queries.ts, decision 061), on PostgreSQL only:
// PGlite keeps its plans on its own thread (pglite-thread.test.ts).
describe.runIf(process.env.DATABASE_URL)('PostgreSQL pool: plans of repeated statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  /** How many statements of this connection's session are prepared with `marker` in their text. */
  const preparedWith = async (marker: string) => {
    const result = await database.db.execute(
      sql`select count(*)::int as count from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    );
    return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count;
  };

  it('prepares a statement the second time it runs, and answers it as the first time', async () => {
    // One query at a time: the pool hands the same idle connection back each time.
    const runs = [];
    for (let run = 0; run < 3; run += 1)
      runs.push(
        await database.db
          .select({ count: sql<number>`count(*)::int`.as('pool_shim_probe') })
          .from(doctors)
          .where(sql`${doctors.id} > ${-run}`),
      );
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(await preparedWith('pool_shim_probe')).toBe(1);
  });

  it('leaves a statement run once unprepared', async () => {
    await database.db.execute(sql`select ${1}::int as pool_shim_once`);
    expect(await preparedWith('pool_shim_once')).toBe(0);
  });
});
