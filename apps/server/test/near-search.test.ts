import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDirectoryPage, TDoctorMap, TDoctorSearchResult, TProfile, TQuarterSuggestions } from '@tabib/shared';
import { bearer, doctorWithPractice, signedInModerator, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { seedSearchFixtures } from './helpers/doctor-fixtures.ts';

/**
 * Search around a point and by quarter (decision 079), every answer checked against the same
 * question asked of the database with `earthdistance`; the pins of a map view; the pin a doctor or a
 * moderator places, and what the public then sees.
 */

let testApp: TestApp;
const maarif = { latitude: 33.583, longitude: -7.634 };
const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
/** The signed-in doctor's pin, as the profile's map or "Use my position" saves it. */
const placePin = (token: string, payload: { latitude: number; longitude: number }) =>
  testApp.app.inject({ method: 'PUT', url: '/api/users/profile/location/', headers: bearer(token), payload });

beforeAll(async () => {
  testApp = await buildTestApp();
  await seedSearchFixtures(testApp.database, 600);
});
afterAll(() => testApp.close());

/** Public doctors within `radiusKm` of the point, nearest first then in ranking order, by `earth_distance`. */
async function nearTruth(point: typeof maarif, radiusKm: number, extra = 'true') {
  return testApp.database.query<{ slug: string; km: number }>(
    `select d.slug, earth_distance(ll_to_earth($1, $2), ll_to_earth(d.latitude, d.longitude)) / 1000 as km
       from doctors d join specialities s on s.id = d.speciality_id
      where d.is_public and earth_distance(ll_to_earth($1, $2), ll_to_earth(d.latitude, d.longitude)) <= $3 * 1000
        and ${extra}
      order by km, d.rank_score desc, d.rating_count desc, d.last_name, d.first_name, d.id`,
    [point.latitude, point.longitude, radiusKm],
  );
}

async function everyPage(query: string): Promise<TDoctorSearchResult['doctors']> {
  const first = (await get(`/api/doctors/doctor-search/?${query}`)).json() as TDoctorSearchResult;
  const doctors = [...first.doctors];
  for (let page = 2; page <= first.totalPages; page += 1)
    doctors.push(
      ...((await get(`/api/doctors/doctor-search/?${query}&currentPage=${page}`)).json() as TDoctorSearchResult)
        .doctors,
    );
  return doctors;
}

describe('near me', () => {
  it('finds every doctor within the radius, nearest first, with the distance the database measures', async () => {
    const truth = await nearTruth(maarif, 3);
    expect(truth.length).toBeGreaterThan(10);
    const doctors = await everyPage(`near=${maarif.latitude},${maarif.longitude}&radius=3&order=distance`);
    expect(doctors.map((doctor) => doctor.slug)).toEqual(truth.map((row) => row.slug));
    doctors.forEach((doctor, index) => {
      expect(doctor.distance_km).toBeCloseTo(Number(truth[index]!.km), 1);
      expect(doctor.location?.latitude).toEqual(expect.any(Number));
    });
    // A doctor of the quarter's centre, not a placed pin, says so: the card shows "≈ quarter".
    expect(doctors.some((doctor) => doctor.location?.source === 'quarter' && doctor.location.quarter)).toBe(true);
    expect(doctors.some((doctor) => doctor.location?.source === 'moderator')).toBe(true);
  });

  it('keeps the ranking order within the radius unless asked nearest first, and counts the same', async () => {
    const truth = await nearTruth(maarif, 5);
    const answer = (
      await get(`/api/doctors/doctor-search/?near=${maarif.latitude},${maarif.longitude}&radius=5`)
    ).json() as TDoctorSearchResult;
    expect(answer.count).toBe(truth.length);
    const scores = answer.doctors.map((doctor) => doctor.rating.average);
    expect(answer.doctors.every((doctor) => (doctor.distance_km ?? 99) <= 5)).toBe(true);
    expect(scores.length).toBe(10);
  });

  it('combines a point with a speciality, a name and the practical filters', async () => {
    const truth = await nearTruth(maarif, 20, `s.slug = 'general-medicine' and d.conventionne`);
    const doctors = await everyPage(
      `near=${maarif.latitude},${maarif.longitude}&radius=20&order=distance&specialty=généraliste&conventionne=true`,
    );
    expect(doctors.map((doctor) => doctor.slug)).toEqual(truth.map((row) => row.slug));
    const [named] = truth;
    const [lastName] = await testApp.database.query<{ last_name: string }>(
      'select last_name from doctors where slug = $1',
      [named!.slug],
    );
    const byName = await everyPage(
      `near=${maarif.latitude},${maarif.longitude}&radius=20&order=distance&doctor_name=${encodeURIComponent(lastName!.last_name)}`,
    );
    const nameTruth = await nearTruth(maarif, 20, `d.last_name = '${lastName!.last_name.replace(/'/g, "''")}'`);
    expect(byName.map((doctor) => doctor.slug)).toEqual(nameTruth.map((row) => row.slug));
    // In ranking order, a name near me goes through SQL and the doctors_earth index: same doctors.
    const ranked = await everyPage(
      `near=${maarif.latitude},${maarif.longitude}&radius=20&doctor_name=${encodeURIComponent(lastName!.last_name)}`,
    );
    expect(ranked.map((doctor) => doctor.slug).sort()).toEqual(nameTruth.map((row) => row.slug).sort());
  });

  it('finds the doctors of a quarter typed as Moroccans type it, nearest its centre first', async () => {
    const truth = await testApp.database.query<{ slug: string }>(
      `select d.slug from doctors d join quarters q on q.id = d.quarter_id
        where d.is_public and q.slug = 'maarif'
        order by earth_distance(ll_to_earth(q.latitude, q.longitude), ll_to_earth(d.latitude, d.longitude)),
                 d.rank_score desc, d.rating_count desc, d.last_name, d.first_name, d.id`,
    );
    expect(truth.length).toBeGreaterThan(3);
    for (const typed of ['maarif', 'ma3arif', 'المعاريف', 'Maârif'])
      expect(
        (await everyPage(`city=casa&quarter=${encodeURIComponent(typed)}&order=distance`)).map((doctor) => doctor.slug),
      ).toEqual(truth.map((row) => row.slug));
  });

  it('refuses what it cannot search, with a translated message, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['radius=5', 'radius_needs_near'],
      ['order=distance', 'distance_needs_place'],
      ['near=48.85,2.35', 'near_outside_morocco'],
      ['near=north', 'invalid_near'],
      ['near=33.5,-7.6&radius=500', 'invalid_radius'],
      ['city=casablanca&quarter=atlantis', 'unknown_quarter'],
    ];
    for (const [query, key] of cases) {
      const answer = await get(`/api/doctors/doctor-search/?${query}&lang=ar`);
      expect(answer.statusCode, query).toBe(400);
      const body = answer.json() as { error: string; fields?: Array<{ error: string; message: string }> };
      const errorKeys = [body.error, ...(body.fields ?? []).map((field) => field.error)];
      expect(errorKeys, query).toContain(key);
      expect((answer.json() as { detail: string }).detail).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('naughty input', () => {
  it('answers naughty strings in every place parameter with a 200 or a translated 400, never a 5xx', async () => {
    const naughty = (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../../fixtures/corpora/blns.json'), 'utf8')) as string[]
    ).filter((_, index) => index % 3 === 0);
    const urls = [
      (text: string) => `/api/doctors/doctor-search/?near=${encodeURIComponent(text)}`,
      (text: string) => `/api/doctors/doctor-search/?near=33.58,-7.63&radius=${encodeURIComponent(text)}`,
      (text: string) => `/api/doctors/doctor-search/?city=casablanca&quarter=${encodeURIComponent(text)}`,
      (text: string) =>
        `/api/doctors/quarter-suggestions/?city=${encodeURIComponent(text)}&q=${encodeURIComponent(text)}`,
      (text: string) => `/api/doctors/doctor-map/?bbox=${encodeURIComponent(text)}`,
    ];
    for (const text of naughty)
      for (const url of urls) {
        const answer = await get(url(text));
        expect([200, 400], url(text)).toContain(answer.statusCode);
      }
  }, 120_000);
});

describe('quarters and the map', () => {
  it('suggests the quarters of a city as typed, and all of them by weight when nothing is', async () => {
    const typed = (
      await get('/api/doctors/quarter-suggestions/?city=casablanca&q=ma3arif&lang=ar')
    ).json() as TQuarterSuggestions;
    expect(typed.suggestions[0]).toMatchObject({ slug: 'maarif', label: 'المعاريف', city_slug: 'casablanca' });
    const all = (await get('/api/doctors/quarter-suggestions/?city=Casa&lang=fr')).json() as TQuarterSuggestions;
    expect(all.suggestions).toHaveLength(8);
    expect(all.suggestions[0]!.slug).toBe('maarif');
    expect(
      ((await get('/api/doctors/quarter-suggestions/?city=nowhere')).json() as TQuarterSuggestions).suggestions,
    ).toEqual([]);
  });

  it("pins a search's doctors inside the map view, as many as the database counts there", async () => {
    const box = { west: -7.7, south: 33.52, east: -7.52, north: 33.63 };
    const answer = (
      await get(`/api/doctors/doctor-map/?bbox=${box.west},${box.south},${box.east},${box.north}&specialty=généraliste`)
    ).json() as TDoctorMap;
    const [truth] = await testApp.database.query<{ count: number }>(
      `select count(*)::int as count from doctors d join specialities s on s.id = d.speciality_id
        where d.is_public and s.slug = 'general-medicine' and d.latitude between $1 and $2 and d.longitude between $3 and $4`,
      [box.south, box.north, box.west, box.east],
    );
    expect(answer.count).toBe(truth!.count);
    expect(answer.pins).toHaveLength(truth!.count);
    for (const pin of answer.pins) {
      expect(pin.latitude).toBeGreaterThanOrEqual(box.south);
      expect(pin.longitude).toBeLessThanOrEqual(box.east);
      expect(pin.speciality_slug).toBe('medecin-generaliste');
    }
    expect((await get('/api/doctors/doctor-map/?bbox=1,2,3')).statusCode).toBe(400);
  });
});

describe('pins placed by hand', () => {
  it('a doctor places the pin: published at once, in search and on the page, and logged', async () => {
    const doctor = await doctorWithPractice(testApp.app, 'Rim Sefrioui', {
      city: 'Casablanca',
      speciality: 'Dermatologue',
    });
    await verifyDoctorAccount(testApp.database, doctor.id);
    const quarter = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/quarter/',
      headers: bearer(doctor.token),
      payload: { quarter: 'maarif' },
    });
    expect(quarter.statusCode, quarter.body).toBe(200);
    expect((quarter.json() as TProfile).doctor_profile?.location).toMatchObject({
      source: 'quarter',
      quarter: { slug: 'maarif' },
      latitude: maarif.latitude,
    });
    const wrong = await testApp.app.inject({
      method: 'PUT',
      url: '/api/users/profile/quarter/',
      headers: bearer(doctor.token),
      payload: { quarter: 'agdal' },
    });
    expect(wrong.statusCode).toBe(400);

    const pin = { latitude: 33.5861, longitude: -7.6322 };
    const placed = await placePin(doctor.token, pin);
    expect(placed.statusCode, placed.body).toBe(200);
    const page = (await get(`/api/doctors/slug/${doctor.slug}/`)).json() as { location: unknown };
    expect(page.location).toMatchObject({ ...pin, source: 'doctor', quarter: { slug: 'maarif' } });
    const near = (
      await get(`/api/doctors/doctor-search/?near=${pin.latitude},${pin.longitude}&radius=0.5&order=distance`)
    ).json() as TDoctorSearchResult;
    expect(near.doctors[0]).toMatchObject({ slug: doctor.slug, distance_km: 0 });
    const [logged] = await testApp.database.query<{ action: string }>(
      `select action from moderation_log where target_type = 'doctor' and target_id = $1 order by id desc limit 1`,
      [doctor.doctorId],
    );
    expect(logged?.action).toBe('location.doctor_set');

    const outside = await placePin(doctor.token, { latitude: 40.4, longitude: -3.7 });
    expect(outside.statusCode).toBe(400);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/location/',
      headers: bearer(doctor.token),
    });
    expect((removed.json() as TProfile).doctor_profile?.location).toMatchObject({
      source: 'quarter',
      latitude: maarif.latitude,
    });
  });

  it('a name near a point is found in the list and on the map as typed, the same doctors in both', async () => {
    const doctor = await doctorWithPractice(testApp.app, 'Ghizlane Zerhounia', {
      city: 'Casablanca',
      speciality: 'Dermatologue',
    });
    await verifyDoctorAccount(testApp.database, doctor.id);
    const placed = await placePin(doctor.token, { latitude: 33.5879, longitude: -7.6339 });
    expect(placed.statusCode, placed.body).toBe(200);
    const { slug } = doctor;
    const near = (
      await get(
        `/api/doctors/doctor-search/?near=${maarif.latitude},${maarif.longitude}&radius=5&doctor_name=Zerhounia`,
      )
    ).json() as TDoctorSearchResult;
    expect(near.doctors.map((found) => found.slug)).toEqual([slug]);
    const map = (
      await get(`/api/doctors/doctor-map/?bbox=-7.7,33.52,-7.52,33.63&doctor_name=Zerhounia`)
    ).json() as TDoctorMap;
    expect(map.pins.map((found) => found.slug)).toEqual([slug]);
    expect(map.count).toBe(near.count);
  });

  it('a moderator places a listing’s pin, logged; a patient cannot', async () => {
    const [listing] = await testApp.database.query<{ id: number; slug: string }>(
      `select id, slug from doctors where user_id is null and city_id = (select id from cities where slug = 'rabat') limit 1`,
    );
    const moderator = await signedInModerator(testApp.app, testApp.database.db, {
      email: 'moderatrice.places@tabib.ma',
      password: 'Chefchaouen-bleu-Rif-31',
      name: 'Houda Places',
    });
    const pin = { latitude: 34.0125, longitude: -6.8325 };
    const url = `/api/admin/doctors/${listing!.id}/location/`;
    const patient = await doctorWithPractice(testApp.app, 'Anas Patient');
    expect(
      (await testApp.app.inject({ method: 'PUT', url, headers: bearer(patient.token), payload: pin })).statusCode,
    ).toBe(403);
    const placed = await testApp.app.inject({ method: 'PUT', url, headers: bearer(moderator), payload: pin });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(((await get(`/api/doctors/slug/${listing!.slug}/`)).json() as { location: unknown }).location).toMatchObject(
      { ...pin, source: 'moderator' },
    );
    expect(
      (
        await testApp.app.inject({
          method: 'PUT',
          url: '/api/admin/doctors/999999/location/',
          headers: bearer(moderator),
          payload: pin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("a practice that moves to another city leaves its quarter and pin for the new city's centre", async () => {
    const [moved] = await testApp.database.query<{
      latitude: number;
      location_source: string;
      quarter_id: number | null;
    }>(
      `update doctors set city_id = (select id from cities where slug = 'fes')
        where id = (select id from doctors where quarter_id is not null and location_source = 'moderator' limit 1)
        returning latitude, location_source, quarter_id`,
    );
    const [fes] = await testApp.database.query<{ latitude: number }>(`select latitude from cities where slug = 'fes'`);
    expect(moved).toMatchObject({ location_source: 'city', quarter_id: null, latitude: fes!.latitude });
  });
});

describe('quarter directory pages', () => {
  it('lists a speciality in a quarter, links the city’s other quarters, and puts them in the sitemap', async () => {
    const [truth] = await testApp.database.query<{ count: number }>(
      `select count(*)::int as count from doctors d join quarters q on q.id = d.quarter_id
         join specialities s on s.id = d.speciality_id
        where d.is_public and q.slug = 'maarif' and s.slug = 'general-medicine'`,
    );
    expect(truth!.count).toBeGreaterThan(0);
    const page = await get('/api/doctors/directory/medecin-generaliste/casablanca/maarif/?lang=ar');
    expect(page.statusCode, page.body).toBe(200);
    const directory = page.json() as TDirectoryPage;
    expect(directory.count).toBe(truth!.count);
    expect(directory.quarter).toEqual({ slug: 'maarif', label: 'المعاريف' });
    expect(directory.doctors.every((doctor) => doctor.location?.quarter?.slug === 'maarif')).toBe(true);
    expect(directory.quarters?.length).toBeGreaterThan(0);
    expect(directory.quarters?.some((link) => link.slug === 'maarif')).toBe(false);
    const city = (await get('/api/doctors/directory/medecin-generaliste/casablanca/')).json() as TDirectoryPage;
    expect(city.quarters?.find((link) => link.slug === 'maarif')?.count).toBe(truth!.count);
    expect((await get('/api/doctors/directory/medecin-generaliste/casablanca/agdal/')).statusCode).toBe(404);
    expect((await get('/api/doctors/directory/medecin-generaliste/rabat/agdal/')).statusCode).toBe(200);
    const sitemap = (await get('/sitemaps/directory.xml')).body;
    expect(sitemap).toContain('/doctors/medecin-generaliste/casablanca/maarif</loc>');
    expect(sitemap).toContain('hreflang="ar" href="http');
  });
});
