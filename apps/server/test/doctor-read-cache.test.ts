import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDoctor, TDoctorSearchResult } from '@tabib/shared';
import { createDoctorReadCache } from '../src/modules/doctors/doctor-read-cache.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('the doctor read cache', () => {
  it('answers a repeated read from memory, unknown keys included', async () => {
    const cache = createDoctorReadCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads % 2 ? { value: loads } : null;
    };
    expect(await cache.read('a', load)).toEqual({ value: 1 });
    expect(await cache.read('a', load)).toEqual({ value: 1 });
    expect(await cache.read('b', load)).toBeNull();
    expect(await cache.read('b', load)).toBeNull();
    expect(loads).toBe(2);
  });

  it('does not keep what a read found while a write emptied the cache', async () => {
    const cache = createDoctorReadCache({ ttlMs: 60_000 });
    let release: () => void = () => {};
    const slowRead = cache.read(
      'k',
      () => new Promise<{ v: string }>((resolve) => (release = () => resolve({ v: 'old' }))),
    );
    cache.invalidate();
    release();
    expect(await slowRead).toEqual({ v: 'old' });
    expect(await cache.read('k', async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('is off with a time to live of 0', async () => {
    const cache = createDoctorReadCache({ ttlMs: 0 });
    let loads = 0;
    await cache.read('a', async () => ({ n: ++loads }));
    await cache.read('a', async () => ({ n: ++loads }));
    expect(loads).toBe(2);
  });
});

describe('doctor reads after a write through the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await seedDemoData(testApp.database, { doctors: 30, reviews: 0, seed: 4 });
  });
  afterAll(() => testApp.close());

  it('show a new review at once on the doctor page and in the search results', async () => {
    const search = async () =>
      (await testApp.app.inject('/api/doctors/doctor-search/')).json<TDoctorSearchResult>().doctors;
    const before = await search();
    const last = before.at(-1) as TDoctor;
    const page = async () => (await testApp.app.inject(`/api/doctors/slug/${last.slug}/`)).json<TDoctor>();
    expect((await page()).rating.count).toBe(0);

    const reviewer = await registerAccount(testApp.app);
    const review = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(reviewer.token),
      payload: { rating: 5, review: 'Excellent', doctor: last.id, doctor_type: last.doctor_type, user: reviewer.id },
    });
    expect(review.statusCode).toBe(201);

    expect((await page()).rating).toEqual({ average: 5, count: 1 });
    // One 5-star review lifts a doctor without reviews above the others without reviews.
    expect((await search())[0]?.id).toBe(last.id);
  });
});
