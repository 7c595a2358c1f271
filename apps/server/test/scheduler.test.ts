import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createCleanUpJob } from '../src/jobs/clean-up.ts';
import { createScheduler, type Job } from '../src/jobs/scheduler.ts';
import { createStatisticsJob } from '../src/jobs/statistics.ts';
import { hashToken } from '../src/modules/accounts/token-repository.ts';
import { registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;
/** A second connection pool to the same database on PostgreSQL, as another process would have. */
let otherProcess: Database;
beforeAll(async () => {
  testApp = await buildTestApp();
  otherProcess = testApp.database.url ? await openDatabase({ databaseUrl: testApp.database.url }) : testApp.database;
});
afterAll(async () => {
  if (otherProcess !== testApp.database) await otherProcess.close();
  await testApp.close();
});

function countingJob(name: string, intervalMs: number): Job & { runs: number } {
  const job = {
    name,
    intervalMs,
    runs: 0,
    async run() {
      job.runs += 1;
    },
  };
  return job;
}

describe('scheduled work (decision 029)', () => {
  it('runs a job once per interval however many processes check it at the same moment', async () => {
    const job = countingJob('count-once', 60_000);
    const schedulers = [testApp.database, otherProcess, testApp.database, otherProcess].map((database) =>
      createScheduler({ database, jobs: [job], log: testApp.app.log }),
    );
    const ran = await Promise.all(schedulers.flatMap((scheduler) => [scheduler.runDue(), scheduler.runDue()]));
    expect(job.runs).toBe(1);
    expect(ran.flat()).toEqual(['count-once']);
  });

  it('runs it again once its interval has passed', async () => {
    const job = countingJob('count-again', 300);
    const scheduler = createScheduler({ database: testApp.database, jobs: [job], log: testApp.app.log });
    await scheduler.runDue();
    await scheduler.runDue();
    expect(job.runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await scheduler.runDue();
    expect(job.runs).toBe(2);
  });

  it('removes sign-in tokens and reset links a day after they stopped working, and nothing else', async () => {
    const account = await registerAccount(testApp.app);
    const insertToken = (hash: string, expires: string, revoked: string | null) =>
      testApp.database.query(
        `insert into auth_tokens (user_id, token_hash, expires_at, revoked_at) values ($1, $2, now() + $3::interval, now() + $4::interval)`,
        [account.id, hash, expires, revoked],
      );
    await insertToken('expired-long-ago', '-2 days', null);
    await insertToken('revoked-long-ago', '10 days', '-2 days');
    await insertToken('revoked-just-now', '10 days', '-1 hour');
    await insertToken('expired-just-now', '-1 hour', null);

    const scheduler = createScheduler({
      database: testApp.database,
      jobs: [createCleanUpJob(testApp.database.db)],
      log: testApp.app.log,
    });
    expect(await scheduler.runDue()).toEqual(['clean-up-expired-credentials']);

    const left = await testApp.database.query<{ token_hash: string }>(
      `select token_hash from auth_tokens where user_id = $1 order by token_hash`,
      [account.id],
    );
    expect(left.map((row) => row.token_hash)).toEqual(
      ['expired-just-now', hashToken(account.token), 'revoked-just-now'].sort(),
    );
  });

  it('keeps the planner statistics of a PGlite table that grew, which PostgreSQL does by itself', async () => {
    const job = createStatisticsJob(testApp.database);
    if (testApp.database.kind === 'postgres') {
      expect(job).toBeUndefined();
      return;
    }
    const estimate = async () => {
      const [row] = await testApp.database.query<{ estimated: number; counted: number }>(
        `select (select reltuples::int from pg_class where relname = 'auth_tokens') as estimated,
                (select count(*)::int from auth_tokens) as counted`,
      );
      return row!;
    };
    const account = await registerAccount(testApp.app);
    const addTokens = (count: number, prefix: string) =>
      testApp.database.query(
        `insert into auth_tokens (user_id, token_hash, expires_at)
         select $1, $2 || i, now() + interval '1 day' from generate_series(1, $3::int) as i`,
        [account.id, prefix, count],
      );
    await testApp.database.query('analyze auth_tokens');
    await addTokens(3000, 'grown-');
    const grown = await estimate();
    expect(grown.estimated).toBeLessThan(grown.counted);
    const scheduler = () => createScheduler({ database: testApp.database, jobs: [job!], log: testApp.app.log });
    expect(await scheduler().runDue()).toEqual(['planner-statistics']);
    const after = await estimate();
    expect(after.estimated).toBe(after.counted);

    // A few more rows an hour later: not worth holding the database for.
    await addTokens(20, 'few-');
    await testApp.database.query(`update scheduled_jobs set last_started_at = now() - interval '2 hours'`);
    expect(await scheduler().runDue()).toEqual(['planner-statistics']);
    expect((await estimate()).estimated).toBe(after.counted);
  });
});
