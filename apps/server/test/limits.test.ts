import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimitCounters, type LimitCounters } from '../src/limits/limit-counters.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;
let counters: LimitCounters;
beforeAll(async () => {
  database = await createTestDatabase();
  counters = createLimitCounters(database.db);
});
afterAll(() => database.close());

describe('limit counters in the database (decision 030)', () => {
  it('counts hits in a window, then starts again once it ended', async () => {
    const hits = [];
    for (let index = 0; index < 3; index += 1) hits.push(await counters.hit('ip:192.0.2.1', 300));
    expect(hits.map((state) => state.hits)).toEqual([1, 2, 3]);
    expect(hits.every((state) => state.ttlMs > 0 && state.ttlMs <= 300)).toBe(true);
    expect((await counters.peek('ip:192.0.2.1')).hits).toBe(3);
    expect((await counters.peek('ip:192.0.2.1')).hits).toBe(3);

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await counters.peek('ip:192.0.2.1')).hits).toBe(0);
    expect((await counters.hit('ip:192.0.2.1', 300)).hits).toBe(1);
  });

  it('counts simultaneous hits exactly', async () => {
    const states = await Promise.all(Array.from({ length: 20 }, () => counters.hit('ip:192.0.2.2', 60_000)));
    expect(states.map((state) => state.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('forgets a key on reset, and ended windows on clean-up', async () => {
    await counters.hit('ip:192.0.2.3', 60_000);
    await counters.reset('ip:192.0.2.3');
    expect((await counters.peek('ip:192.0.2.3')).hits).toBe(0);

    await counters.hit('ip:192.0.2.4', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await counters.removeEnded();
    const [row] = await database.query<{ n: number }>(
      `select count(*)::int as n from limit_counters where key = 'ip:192.0.2.4'`,
    );
    expect(row?.n).toBe(0);
  });
});
