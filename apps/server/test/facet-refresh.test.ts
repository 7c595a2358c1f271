import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoctorCounts } from '../src/modules/doctors/doctor-counts.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The facet table past its age (decision 082): read again in the background while searches keep
 * the table they have, so no search waits seconds for a full read; the next searches see the new one.
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
});
