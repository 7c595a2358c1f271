import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoctorCounts } from '../src/modules/doctors/doctor-counts.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The facet table past its age (decision 082): read again in the background while searches keep
 * the table they have, so no search waits seconds for a full read; the next searches see the new one.
 * A doctor added, moved or removed is read into the table it has (decision 083).
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { doctors: 30, seed: 3, bookableShare: 1 / 2 });
});
afterAll(() => testApp.close());

describe('facet table refresh', () => {
  it('answers from the table it has while reading it again, then from the new one', async () => {
    const counts = createDoctorCounts({ database: testApp.database, facetsMaxAgeMs: 0 });
    // All of Morocco around Casablanca, best ranked first.
    const search = () =>
      counts.placePage(
        { near: { latitude: 33.5731, longitude: -7.5898 }, radiusKm: 2000 },
        { order: 'rank', offset: 0, size: 10 },
      );
    const first = await search();
    expect(first.count).toBeGreaterThan(10);
    // The best ranked doctor leaves the directory, and no process announces it (a missed announcement).
    const gone = first.ids[0]!;
    await testApp.database.query('update doctors set verified_at = null where id = $1', [gone]);
    expect(
      (await testApp.database.query<{ is_public: boolean }>('select is_public from doctors where id = $1', [gone]))[0]
        ?.is_public,
    ).toBe(false);

    // The table is past its age: this search starts a read and answers from the table it has.
    const during = await search();
    expect(during.count).toBe(first.count);
    expect(during.ids[0]).toBe(gone);

    // Once the read is done, the searches answer from the new table.
    let after = during;
    for (let attempt = 0; attempt < 100 && after.count === first.count; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await search();
    }
    expect(after.count).toBe(first.count - 1);
    expect(after.ids).not.toContain(gone);
    expect(after.ids[0]).toBe(first.ids[1]);
  });

  it('reads a doctor added, moved or removed into the table it has, not every doctor again', async () => {
    const counts = createDoctorCounts({ database: testApp.database, facetsMaxAgeMs: 60 * 60_000 });
    const casablanca = { latitude: 33.5731, longitude: -7.5898 };
    const search = (cityIds?: number[]) =>
      counts.placePage(
        { near: casablanca, radiusKm: 2000, ...(cityIds ? { cityIds } : {}) },
        { order: 'rank', offset: 0, size: 100 },
      );
    const first = await search();
    type Row = { id: number; slug: string; city_id: number };
    const [unannounced, removed, moved] = await testApp.database.query<Row>(
      'select id, slug, city_id from doctors where is_public order by id limit 3',
    );
    const [added] = await testApp.database.query<Row>(
      'select id, slug, city_id from doctors where not is_public and verified_at is null and latitude is not null limit 1',
    );
    const [otherCity] = await testApp.database.query<{ id: number }>(
      'select id from cities where id <> $1 order by id limit 1',
      [moved!.city_id],
    );
    // Changed without an announcement: only a full read would see it.
    await testApp.database.query('update doctors set verified_at = null where id = $1', [unannounced!.id]);
    await testApp.database.query('update doctors set verified_at = null where id = $1', [removed!.id]);
    await testApp.database.query('update doctors set verified_at = now() where id = $1', [added!.id]);
    await testApp.database.query('update doctors set city_id = $1 where id = $2', [otherCity!.id, moved!.id]);
    const [published] = await testApp.database.query<{ is_public: boolean }>(
      'select is_public from doctors where id = $1',
      [added!.id],
    );
    expect(published?.is_public).toBe(true);

    counts.invalidate([removed!.slug, added!.slug, moved!.slug]);
    const after = await search();
    expect(after.count).toBe(first.count);
    expect(after.ids).toContain(added!.id);
    expect(after.ids).not.toContain(removed!.id);
    expect((await search([otherCity!.id])).ids).toContain(moved!.id);
    expect((await search([moved!.city_id])).ids).not.toContain(moved!.id);
    // Not read again: the doctor nobody announced is still there.
    expect(after.ids).toContain(unannounced!.id);

    // An invalidation naming no doctor (an announcement possibly missed) reads every doctor again.
    counts.invalidate();
    expect((await search()).ids).not.toContain(unannounced!.id);
  });
});
