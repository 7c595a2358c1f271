import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bayesianRankScore, type TDoctorSearchResult, type TSuggestions } from '@tabib/shared';
import { createSlugAllocator } from '../src/modules/doctors/doctor-naming.ts';
import { nextId } from '../src/seed/bulk-insert.ts';
import { buildDoctor, createRandom } from '../src/seed/factories.ts';
import { insertDoctors } from '../src/seed/generate-demo-data.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { seedSearchFixtures } from './helpers/doctor-fixtures.ts';

// Arabic searches with and without the article ال (decision 055): "قلب" finds the cardiologists
// "القلب" finds, "رباط" finds Rabat ("الرباط"), and a name is found with or without its article.
let testApp: TestApp;
let ids: Map<string, number>;

/** Two doctors with Arabic names: one written with the article, one without. */
async function addArabicNamedDoctors(): Promise<void> {
  const { database } = testApp;
  const [cardiology] = await database.query<{ id: number }>(`select id from specialities where slug = 'cardiology'`);
  const [rabat] = await database.query<{ id: number }>(`select id from cities where slug = 'rabat'`);
  const taken = (await database.query<{ slug: string }>('select slug from doctors')).map((row) => row.slug);
  const firstId = await nextId(database, 'doctors');
  const names = [
    { key: 'fouad', firstName: 'Fouad', lastName: 'El Alami', firstNameAr: 'فؤاد', lastNameAr: 'العلمي' },
    { key: 'hind', firstName: 'Hind', lastName: 'Aloui', firstNameAr: 'هند', lastNameAr: 'علوي' },
  ];
  const allocateSlug = createSlugAllocator(taken);
  const random = createRandom(55);
  await insertDoctors(
    database,
    names.map((name, index) =>
      buildDoctor({
        id: firstId + index,
        random,
        allocateSlug,
        overrides: {
          firstName: name.firstName,
          lastName: name.lastName,
          firstNameAr: name.firstNameAr,
          lastNameAr: name.lastNameAr,
          gender: 'M',
          specialityId: cardiology!.id,
          cityId: rabat!.id,
          ratingCount: 400,
          ratingHalfSum: 3900,
          rankScore: bayesianRankScore(3900, 400),
        },
      }),
    ),
  );
  names.forEach((name, index) => ids.set(name.key, firstId + index));
}

beforeAll(async () => {
  testApp = await buildTestApp();
  ids = await seedSearchFixtures(testApp.database);
  await addArabicNamedDoctors();
});
afterAll(() => testApp.close());

async function search(query: Record<string, string>): Promise<TDoctorSearchResult> {
  const response = await testApp.app.inject({ url: '/api/doctors/doctor-search/', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function foundIds(query: Record<string, string>): Promise<number[]> {
  return (await search(query)).doctors.map((doctor) => doctor.id);
}

async function suggest(field: 'speciality' | 'city', q: string): Promise<string[]> {
  const response = await testApp.app.inject({ url: '/api/doctors/suggestions/', query: { field, q, lang: 'ar' } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TSuggestions).suggestions.map((suggestion) => suggestion.slug);
}

describe('Arabic search without the article (decision 055)', () => {
  it('finds the cardiologists by "قلب" as by "القلب", and with و ب ل ك before the article', async () => {
    const withArticle = await search({ specialty: 'القلب' });
    expect(withArticle.count).toBeGreaterThan(0);
    for (const typed of ['قلب', 'والقلب', 'بالقلب', 'للقلب', 'كالقلب', 'أمراض قلب']) {
      const result = await search({ specialty: typed });
      expect(result.count, typed).toBe(withArticle.count);
      for (const key of ['salma', 'karim', 'khadija'])
        expect(
          result.doctors.map((d) => d.id),
          typed,
        ).toContain(ids.get(key));
      expect(
        result.doctors.map((d) => d.id),
        typed,
      ).not.toContain(ids.get('youssef'));
    }
  });

  it('finds Rabat ("الرباط") by "رباط", Casablanca by "البيضاء" or "دار البيضاء"', async () => {
    const rabat = await search({ city: 'الرباط' });
    expect((await search({ city: 'رباط' })).count).toBe(rabat.count);
    expect(await foundIds({ city: 'رباط' })).toContain(ids.get('karim'));
    expect(await foundIds({ city: 'بالرباط' })).toContain(ids.get('karim'));
    expect(await foundIds({ city: 'رباط' })).not.toContain(ids.get('salma'));
    expect(await foundIds({ city: 'دار البيضاء' })).toContain(ids.get('salma'));
    expect(await foundIds({ city: 'البيضاء' })).toContain(ids.get('salma'));
    expect(await foundIds({ specialty: 'قلب', city: 'رباط' })).toEqual(
      expect.arrayContaining([ids.get('karim'), ids.get('fouad'), ids.get('hind')]),
    );
  });

  it('finds a name with or without its article, whichever way it was written', async () => {
    // Written with the article: found by the word alone, with it, and after "و".
    for (const typed of ['العلمي', 'علمي', 'والعلمي', 'فؤاد العلمي', 'فواد علمي']) {
      expect(await foundIds({ doctor_name: typed }), typed).toContain(ids.get('fouad'));
    }
    // Written without it: found when the patient types it.
    for (const typed of ['علوي', 'العلوي'])
      expect(await foundIds({ doctor_name: typed }), typed).toContain(ids.get('hind'));
    expect(await foundIds({ doctor_name: 'ادريسي' })).toContain(ids.get('fatimazahra'));
    expect(await foundIds({ doctor_name: 'عمراني' })).toContain(ids.get('khadija'));
    expect(await foundIds({ doctor_name: 'العلمي' })).not.toContain(ids.get('khadija'));
    expect(await foundIds({ doctor_name: 'علوي' })).not.toContain(ids.get('fouad'));
  });

  it('suggests the speciality and the city without the article, and while the article is being typed', async () => {
    expect(await suggest('speciality', 'قلب')).toContain('cardiology');
    expect(await suggest('speciality', 'والقلب')).toContain('cardiology');
    expect(await suggest('city', 'رباط')).toEqual(expect.arrayContaining(['rabat']));
    // A word still being typed keeps its article: "الر" is on its way to "الرباط".
    expect(await suggest('city', 'الر')).toContain('rabat');
    expect(await suggest('city', 'الرب')).toEqual(['rabat']);
  });

  it('still finds nobody for a word no speciality has', async () => {
    expect((await search({ specialty: 'القلعة' })).count).toBe(0);
    expect((await search({ city: 'المريخ' })).count).toBe(0);
  });
});
