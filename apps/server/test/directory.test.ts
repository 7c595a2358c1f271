import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugifySpeciality, type TDirectoryPage, type TDoctorSearchResult } from '@tabib/shared';
import { defaultWebRoot } from '../src/app.ts';
import { cities } from '../src/db/reference/cities.ts';
import { specialities } from '../src/db/reference/specialities.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The directory pages of decision 047: a speciality's, a city's and a
 * speciality's in a city ranked doctors, by the API and as the server renders them.
 */
let testApp: TestApp;
const origin = 'https://tabib.example.ma';
const renderEntry = join(defaultWebRoot, '..', 'dist-ssr', 'entry-server.js');

/** The busiest speciality in a city of the demo data, with its segments and labels. */
let pair: {
  speciality: string;
  city: string;
  specialityFr: string;
  cityAr: string;
  specialityId: number;
  cityId: number;
};

beforeAll(async () => {
  if (!existsSync(renderEntry)) throw new Error('Build the web app first: npm run build');
  testApp = await buildTestApp({ withWebApp: true, env: { PUBLIC_URL: origin } });
  await seedDemoData(testApp.database, { doctors: 60, seed: 17 });
  const [row] = await testApp.database.query<{
    speciality_id: number;
    city_id: number;
    label_fr: string;
    city_slug: string;
    city_ar: string;
  }>(
    `select d.speciality_id, d.city_id, s.label_fr, c.slug as city_slug, c.label_ar as city_ar
       from doctors d join specialities s on s.id = d.speciality_id join cities c on c.id = d.city_id
      where d.is_public group by 1, 2, 3, 4, 5 order by count(*) desc, 1, 2 limit 1`,
  );
  pair = {
    speciality: slugifySpeciality(row!.label_fr),
    city: row!.city_slug,
    specialityFr: row!.label_fr,
    cityAr: row!.city_ar,
    specialityId: row!.speciality_id,
    cityId: row!.city_id,
  };
});
afterAll(() => testApp.close());

async function api<T>(url: string, status = 200): Promise<T> {
  const response = await testApp.app.inject(url);
  expect(response.statusCode, url).toBe(status);
  return response.json<T>();
}

/** Ids of the public doctors a statement's condition selects, as the database has them. */
async function publicDoctorIds(condition: string, parameters: unknown[]): Promise<number[]> {
  const rows = await testApp.database.query<{ id: number }>(
    `select id from doctors where is_public and ${condition} order by id`,
    parameters,
  );
  return rows.map((row) => row.id);
}

/** Every doctor of a directory page, walking its pages. */
async function allDoctorsOf(path: string): Promise<number[]> {
  const first = await api<TDirectoryPage>(`/api/doctors/directory/${path}/`);
  const ids = first.doctors.map((doctor) => doctor.id);
  for (let page = 2; page <= first.totalPages; page++) {
    const next = await api<TDirectoryPage>(`/api/doctors/directory/${path}/?currentPage=${page}`);
    ids.push(...next.doctors.map((doctor) => doctor.id));
  }
  return ids;
}

function canonicalOf(html: string) {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

type JsonLd = Record<string, unknown> & { '@type': string };
function structuredData(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
}

describe('directory pages: the API (decision 047)', () => {
  it('a speciality in a city lists exactly its public doctors, in the order of the search, in the reader language', async () => {
    const page = await api<TDirectoryPage>(`/api/doctors/directory/${pair.speciality}/${pair.city}/?lang=ar`);
    expect(page.speciality).toEqual({ slug: pair.speciality, label: expect.any(String) });
    expect(page.city).toEqual({ slug: pair.city, label: pair.cityAr });
    const expected = await publicDoctorIds('speciality_id = $1 and city_id = $2', [pair.specialityId, pair.cityId]);
    expect(page.count).toBe(expected.length);
    expect((await allDoctorsOf(`${pair.speciality}/${pair.city}`)).sort((a, b) => a - b)).toEqual(expected);
    // The same ranking as the home page's search for the same speciality and city.
    const search = await api<TDoctorSearchResult>(
      `/api/doctors/doctor-search/?lang=ar&specialty=${encodeURIComponent(pair.specialityFr)}&city=${pair.city}`,
    );
    expect(page.doctors.map((doctor) => doctor.id)).toEqual(search.doctors.map((doctor) => doctor.id));
    expect(page.doctors.every((doctor) => doctor.phone === undefined || doctor.phone === null)).toBe(true);
  });

  it('links to the nearest cities and the other specialities that have doctors, with their counts', async () => {
    const page = await api<TDirectoryPage>(`/api/doctors/directory/${pair.speciality}/${pair.city}/`);
    for (const link of page.cities) {
      const [city] = await testApp.database.query<{ id: number }>('select id from cities where slug = $1', [link.slug]);
      const ids = await publicDoctorIds('speciality_id = $1 and city_id = $2', [pair.specialityId, city!.id]);
      expect(link.count, link.slug).toBe(ids.length);
      expect(link.count).toBeGreaterThan(0);
    }
    expect(page.cities.map((link) => link.slug)).not.toContain(pair.city);
    // Nearest first: each listed city is no farther than the next one.
    const centres = new Map(cities.map((city) => [city.slug, city]));
    const here = centres.get(pair.city)!;
    const distances = page.cities.map((link) => {
      const there = centres.get(link.slug)!;
      return Math.hypot(there.lat - here.lat, (there.lon - here.lon) * Math.cos((here.lat * Math.PI) / 180));
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    expect(page.specialities.length).toBeGreaterThan(0);
    expect(page.specialities.map((link) => link.slug)).not.toContain(pair.speciality);
    const counts = page.specialities.map((link) => link.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [other] = page.specialities;
    const [speciality] = await testApp.database.query<{ id: number }>(
      `select id from specialities where label_fr = $1`,
      [specialities.find((entry) => slugifySpeciality(entry.fr) === other!.slug)!.fr],
    );
    const ids = await publicDoctorIds('speciality_id = $1 and city_id = $2', [speciality!.id, pair.cityId]);
    expect(other!.count).toBe(ids.length);
  });

  it('one segment names a speciality across the country or a city with all its doctors', async () => {
    const bySpeciality = await api<TDirectoryPage>(`/api/doctors/directory/${pair.speciality}/?lang=fr`);
    expect(bySpeciality.city).toBeNull();
    expect(bySpeciality.speciality?.label).toBe(pair.specialityFr);
    expect(bySpeciality.count).toBe((await publicDoctorIds('speciality_id = $1', [pair.specialityId])).length);
    // Its cities are the ones with the most of its doctors.
    const counts = bySpeciality.cities.map((link) => link.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const byCity = await api<TDirectoryPage>(`/api/doctors/directory/${pair.city}/`);
    expect(byCity.speciality).toBeNull();
    expect(byCity.city?.slug).toBe(pair.city);
    expect(byCity.count).toBe((await publicDoctorIds('city_id = $1', [pair.cityId])).length);
    expect(byCity.specialities.map((link) => link.slug)).toContain(pair.speciality);
  });

  it("a doctor's account a moderator has not verified yet is in no directory page nor its counts", async () => {
    const before = await api<TDirectoryPage>(`/api/doctors/directory/${pair.speciality}/${pair.city}/`);
    const pending = await registerAccount(testApp.app, { name: 'Zineb Pending', is_doctor: true });
    const [row] = await testApp.database.query<{ id: number }>(
      'update doctors set speciality_id = $1, city_id = $2 where user_id = $3 returning id',
      [pair.specialityId, pair.cityId, pending.id],
    );
    const after = await allDoctorsOf(`${pair.speciality}/${pair.city}`);
    expect(after).not.toContain(row!.id);
    expect(after).toHaveLength(before.count);
    const byCity = await api<TDirectoryPage>(`/api/doctors/directory/${pair.city}/`);
    expect(byCity.count).toBe((await publicDoctorIds('city_id = $1', [pair.cityId])).length);
  });

  it('answers 404 with a translated message for an unknown place or one without doctors, 400 for a bad page', async () => {
    const unknown = await api<{ error: string; message: string }>('/api/doctors/directory/astrologue/?lang=ar', 404);
    expect(unknown).toMatchObject({
      error: 'directory_not_found',
      message: 'لا يوجد طبيب مسجل لهذا التخصص أو هذه المدينة.',
    });
    await api(`/api/doctors/directory/${pair.speciality}/atlantis/`, 404);
    await api(`/api/doctors/directory/${pair.city}/${pair.city}/`, 404);
    const [empty] = await testApp.database.query<{ slug: string }>(
      `select c.slug from cities c where not exists (select 1 from doctors d where d.city_id = c.id and d.is_public) limit 1`,
    );
    await api(`/api/doctors/directory/${empty!.slug}/`, 404);

    const bad = await api<{ fields: Array<{ error: string; message: string }> }>(
      `/api/doctors/directory/${pair.city}/?currentPage=0&lang=en`,
      400,
    );
    expect(bad.fields[0]).toMatchObject({ error: 'invalid_page', message: 'The page number is invalid.' });
    const long = await api<{ error: string }>(`/api/doctors/directory/${'x'.repeat(101)}/`, 414);
    expect(long.error).toBe('uri_too_long');
  });
});

describe('directory pages: the addresses', () => {
  it('never collide with each other nor with the pages of their own below /{lang}/', () => {
    const specialitySegments = specialities.map((entry) => slugifySpeciality(entry.fr));
    const citySlugs = cities.map((city) => city.slug);
    expect(new Set(specialitySegments).size).toBe(specialitySegments.length);
    expect(specialitySegments.filter((segment) => citySlugs.includes(segment))).toEqual([]);
    const ownPages = ['doctors', 'blog', 'admin', 'password', 'profile', 'login', 'register', 'about', 'contact'];
    expect([...specialitySegments, ...citySlugs].filter((segment) => ownPages.includes(segment))).toEqual([]);
  });
});

describe('directory pages: as the server renders them', () => {
  it('a speciality in a city in Arabic: heading, text, ranked doctors, links, head and structured data', async () => {
    const path = `/doctors/${pair.speciality}/${pair.city}`;
    const response = await testApp.app.inject(`/ar${path}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const answer = await api<TDirectoryPage>(`/api/doctors/directory/${pair.speciality}/${pair.city}/?lang=ar`);
    const heading = `${answer.speciality!.label} في ${pair.cityAr}`;
    expect(html).toContain(`<title>${heading} · Tabib</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`ممارسو هذا التخصص في ${pair.cityAr}`);
    for (const doctor of answer.doctors) expect(html).toContain(`href="/ar/${doctor.speciality_slug}/${doctor.slug}"`);
    for (const link of answer.cities) expect(html).toContain(`href="/ar/doctors/${pair.speciality}/${link.slug}"`);
    for (const link of answer.specialities) expect(html).toContain(`href="/ar/doctors/${link.slug}/${pair.city}"`);

    expect(canonicalOf(html)).toBe(`${origin}/ar${path}`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/fr${path}" />`);
    const blocks = structuredData(html);
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')!.itemListElement as Array<
      Record<string, unknown>
    >;
    expect(trail.map((item) => item.item)).toEqual([
      `${origin}/ar/`,
      `${origin}/ar/doctors/${pair.speciality}`,
      `${origin}/ar${path}`,
    ]);
    expect(trail.map((item) => item.position)).toEqual([1, 2, 3]);
    const list = blocks.find((block) => block['@type'] === 'ItemList')!.itemListElement as Array<
      Record<string, unknown>
    >;
    expect(list.map((item) => item.url)).toEqual(
      answer.doctors.map((doctor) => `${origin}/ar/${doctor.speciality_slug}/${doctor.slug}`),
    );
    // The answer the page shows, handed to the browser as the API gives it.
    const answers = JSON.parse(
      /<script type="application\/json" id="tabib-answers">([^<]*)</.exec(html)![1]!,
    ) as Array<{
      key: unknown[];
      data: unknown;
    }>;
    expect(answers).toHaveLength(1);
    expect(answers[0]!.data).toEqual(answer);
  });

  it('a later page is a page of its own; a bad page number or one past the end moves to a real one', async () => {
    const path = `/fr/doctors/${pair.city}`;
    const second = await testApp.app.inject(`${path}?page=2`);
    expect(second.statusCode).toBe(200);
    expect(canonicalOf(second.body)).toBe(`${origin}${path}?page=2`);
    expect(second.body).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/en/doctors/${pair.city}?page=2" />`,
    );
    expect(second.body).toMatch(/<title>Médecins à [^<]+ – page 2 · Tabib<\/title>/);

    const { totalPages } = await api<TDirectoryPage>(`/api/doctors/directory/${pair.city}/`);
    const past = await testApp.app.inject(`${path}?page=999`);
    expect(past.statusCode).toBe(301);
    expect(past.headers.location).toBe(totalPages > 1 ? `${path}?page=${totalPages}` : path);
    for (const bad of ['0', 'x', '-1', '']) {
      const moved = await testApp.app.inject(`${path}?page=${bad}`);
      expect(moved.statusCode, bad).toBe(301);
      expect(moved.headers.location).toBe(path);
    }
  });

  it('the older forms /{speciality}, /{city} and /{speciality}/{city} move permanently; doctors keep their address', async () => {
    const cases = [
      [`/fr/${pair.speciality}`, `/fr/doctors/${pair.speciality}`],
      [`/en/${pair.city}`, `/en/doctors/${pair.city}`],
      [`/ar/${pair.speciality}/${pair.city}`, `/ar/doctors/${pair.speciality}/${pair.city}`],
    ];
    for (const [from, to] of cases) {
      const moved = await testApp.app.inject(from!);
      expect(moved.statusCode, from).toBe(301);
      expect(moved.headers.location).toBe(to);
    }
    const { doctors } = await api<TDirectoryPage>(`/api/doctors/directory/${pair.speciality}/`);
    const doctorPage = await testApp.app.inject(`/fr/${doctors[0]!.speciality_slug}/${doctors[0]!.slug}`);
    expect(doctorPage.statusCode).toBe(200);
    // The doctor's page links to the directory page of its speciality in its city.
    expect(doctorPage.body).toContain(`href="/fr/doctors/${doctors[0]!.speciality_slug}/${doctors[0]!.city_slug}"`);
  });

  it('an unknown speciality or city, or a place without doctors, is a 404 not-found page that is not indexed', async () => {
    for (const path of ['/fr/doctors/astrologue', `/en/doctors/${pair.speciality}/atlantis`, '/fr/doctors/a/b/c']) {
      const response = await testApp.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(canonicalOf(response.body)).toBeUndefined();
    }
    const notFound = await testApp.app.inject('/en/doctors/astrologue');
    expect(notFound.body).toContain('Page not found');
    // The site's not-found page, in words, never the API's error key.
    const root = notFound.body.slice(
      notFound.body.indexOf('<div id="root">'),
      notFound.body.indexOf('id="tabib-answers"'),
    );
    expect(root).toContain('The address you asked for does not exist or has changed.');
    expect(root).not.toContain('directory_not_found');
  });
});
