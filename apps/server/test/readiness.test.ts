import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStartUp, type StartUp } from '../src/modules/health/start-up.ts';
import { warmUpRequests } from '../src/modules/health/warm-up-requests.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * Readiness (decision 062): a balancer sends traffic from /readyz's first 200, so that 200 waits
 * for the work that must precede traffic, and the first patients' searches do not load what every
 * later one reads from memory.
 */
let starting: TestApp;
let startUp: StartUp;
let cold: TestApp;
const statements: string[] = [];
const coldStatements: string[] = [];

beforeAll(async () => {
  startUp = createStartUp();
  starting = await buildTestApp({ startUp, onQuery: (query) => statements.push(query) });
  cold = await buildTestApp({ onQuery: (query) => coldStatements.push(query) });
  for (const { database } of [starting, cold])
    await seedDemoData(database, { doctors: 40, seed: 5, bookableShare: 1 / 2 });
});
afterAll(async () => {
  await starting.close();
  await cold.close();
});

/**
 * The statements that load what searches then read from memory: counts, bookable doctors, name
 * words, and the facet table of near me and the practical filters (every public doctor's facets).
 */
const loads = (sql: string[]) => ({
  counts: sql.some((text) => /count\(\*\)::int.*group by/s.test(text)),
  facets: sql.some((text) => /d\.location_source, d\.quarter_id\s+from doctors d where d\.is_public/.test(text)),
  bookable: sql.some((text) => /from doctor_next_slots n join doctors d/.test(text) && !/any\(/.test(text)),
  names: sql.some((text) => /from "doctor_name_words"/.test(text) && !/where/.test(text)),
});

async function firstSearches(app: TestApp['app'], sql: string[]) {
  sql.length = 0;
  for (const query of [
    'specialty=cardiologue&available_within=3',
    'doctor_name=benjeloun',
    'city=rabat',
    'near=34.0209,-6.8416&radius=20',
  ]) {
    expect((await app.inject(`/api/doctors/doctor-search/?${query}`)).statusCode).toBe(200);
  }
  return loads(sql);
}

describe('readiness', () => {
  it('answers /readyz 503 until the start-up work has run, then 200; /healthz answers all along', async () => {
    const { app } = starting;
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'unavailable' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Each step that answers is counted: one that fails is only logged, and leaves its loading to patients.
    const answered: string[] = [];
    const steps = warmUpRequests(app).map((step) => ({
      name: step.name,
      run: async () => {
        await step.run();
        answered.push(step.name);
      },
    }));
    const running = startUp.run([...steps, { name: 'held by the test', run: () => held }], app.log);
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    release();
    await running;
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(answered).toEqual(steps.map((step) => step.name));
  });

  it('has loaded, once ready, what the first searches would otherwise load while patients wait', async () => {
    // On a server that started without the start-up work, the first searches do the loading…
    expect(await firstSearches(cold.app, coldStatements)).toEqual({
      counts: true,
      facets: true,
      bookable: true,
      names: true,
    });
    // …on one that waited for it, none of it is left for them.
    expect(startUp.isDone()).toBe(true);
    expect(await firstSearches(starting.app, statements)).toEqual({
      counts: false,
      facets: false,
      bookable: false,
      names: false,
    });
  });
});
