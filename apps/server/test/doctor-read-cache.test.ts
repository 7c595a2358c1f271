import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDoctor, TDoctorSearchResult } from '@tabib/shared';
import { createDoctorReadCache, type ReadScope } from '../src/modules/doctors/doctor-read-cache.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const page = (slug: string) => ({ kind: 'doctor', slug }) as const;
const everywhere = { kind: 'search' } as const;

describe('the doctor read cache', () => {
  it('answers a repeated read from memory, unknown keys included', async () => {
    const cache = createDoctorReadCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads % 2 ? { value: loads } : null;
    };
    expect(await cache.read('a', page('a'), load)).toEqual({ value: 1 });
    expect(await cache.read('a', page('a'), load)).toEqual({ value: 1 });
    expect(await cache.read('b', page('b'), load)).toBeNull();
    expect(await cache.read('b', page('b'), load)).toBeNull();
    expect(loads).toBe(2);
  });

  it('does not keep what a read found while a doctor changed', async () => {
    const cache = createDoctorReadCache({ ttlMs: 60_000 });
    let release: () => void = () => {};
    const slowRead = cache.read(
      'k',
      everywhere,
      () => new Promise<{ v: string }>((resolve) => (release = () => resolve({ v: 'old' }))),
    );
    cache.forget([{ slug: 'elsewhere', speciality: 9, city: 9 }]);
    release();
    expect(await slowRead).toEqual({ v: 'old' });
    expect(await cache.read('k', everywhere, async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('forgets only the reads a changed doctor could alter: its page and the searches it matches', async () => {
    const cache = createDoctorReadCache({ ttlMs: 60_000 });
    const reads = {
      'page of the doctor': page('amina-alaoui'),
      'page of another doctor': page('omar-idrissi'),
      'every doctor': everywhere,
      'her speciality': { kind: 'search', specialityIds: [1, 4] },
      'her city': { kind: 'search', cityIds: [2] },
      'her speciality in her city': { kind: 'search', specialityIds: [1], cityIds: [2] },
      'her speciality in another city': { kind: 'search', specialityIds: [1], cityIds: [3] },
      'another speciality': { kind: 'search', specialityIds: [5] },
    } satisfies Record<string, ReadScope>;
    for (const [key, scope] of Object.entries(reads)) await cache.read(key, scope, async () => ({ key }));

    // A new rating for Dr. Amina Alaoui, speciality 1 in city 2.
    cache.forget([{ slug: 'amina-alaoui', speciality: 1, city: 2 }]);

    const kept = [];
    for (const [key, scope] of Object.entries(reads)) {
      let loaded = false;
      await cache.read(key, scope, async () => {
        loaded = true;
        return { key };
      });
      if (!loaded) kept.push(key);
    }
    expect(kept).toEqual(['page of another doctor', 'her speciality in another city', 'another speciality']);
  });

  it('is off with a time to live of 0', async () => {
    const cache = createDoctorReadCache({ ttlMs: 0 });
    let loads = 0;
    await cache.read('a', everywhere, async () => ({ n: ++loads }));
    await cache.read('a', everywhere, async () => ({ n: ++loads }));
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

  it('show a change made outside this server (another process, a script) at once', async () => {
    const [doctor] = (await testApp.app.inject('/api/doctors/doctor-search/')).json<TDoctorSearchResult>().doctors;
    const page = async () =>
      (await testApp.app.inject(`/api/doctors/slug/${doctor?.slug}/`)).json<TDoctor>().address.street;
    expect(await page()).not.toBe('12, rue du Test');
    await testApp.database.query(`update doctors set street = '12, rue du Test' where id = $1`, [doctor?.id]);
    // PGlite hears the change before the update resolves; PostgreSQL a few milliseconds later.
    await expect.poll(page, { timeout: 1000, interval: 10 }).toBe('12, rue du Test');
  });
});
