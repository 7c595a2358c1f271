import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes, slugifySpeciality, type PageRoute } from '@tabib/shared';
import { defaultWebRoot } from '../src/app.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The route table (decision 059) through the server: every page of the table answers 200, a public
 * one with a shared-cache policy and an ETag, a private one kept by no shared cache; and a public
 * page's ETag follows what the page shows.
 */
let testApp: TestApp;
let doctor: { id: number; user_id: number | null; slug: string; speciality: string; city: string; quarter: string };
/** A segment for each name the table's patterns use, naming a doctor, a post and a place that exist. */
let segments: Record<string, string>;

beforeAll(async () => {
  if (!existsSync(join(defaultWebRoot, '..', 'dist-ssr', 'entry-server.js'))) {
    throw new Error('Build the web app first: npm run build');
  }
  testApp = await buildTestApp({ withWebApp: true });
  await seedDemoData(testApp.database, { doctors: 12, seed: 5 });
  const [row] = await testApp.database.query<{
    id: number;
    user_id: number | null;
    slug: string;
    label_fr: string;
    city_slug: string;
    quarter_slug: string;
  }>(
    `select d.id, d.user_id, d.slug, s.label_fr, c.slug as city_slug, q.slug as quarter_slug
       from doctors d join specialities s on s.id = d.speciality_id join cities c on c.id = d.city_id
       join quarters q on q.id = d.quarter_id
      where d.is_public order by d.id limit 1`,
  );
  doctor = {
    id: row!.id,
    user_id: row!.user_id,
    slug: row!.slug,
    speciality: slugifySpeciality(row!.label_fr),
    city: row!.city_slug,
    quarter: row!.quarter_slug,
  };
  const author = await registerAccount(testApp.app);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/blogs/',
    headers: bearer(author.token),
    payload: { title: 'Dormir', content: '<p>Dormir huit heures aide le cœur.</p>' },
  });
  segments = {
    speciality: doctor.speciality,
    doctorSlug: doctor.slug,
    city: doctor.city,
    quarter: doctor.quarter,
    blogSlug: 'dormir',
    blogId: String(created.json<{ id: number }>().id),
    uid: 'MTI',
    token: 'abc-def',
    '*': 'reports',
  };
});
afterAll(() => testApp.close());

/** An address of the page: each `:name` of its pattern filled in, an optional one too. */
function exampleOf(route: PageRoute): string {
  const path = route.path.replace(/(:[A-Za-z]+)\?/g, '$1').replace(/:([A-Za-z]+)|\*/g, (part, name?: string) => {
    const segment = segments[name ?? part];
    if (segment === undefined) throw new Error(`no example segment for ${part} of ${route.path}`);
    return segment;
  });
  return `/fr/${path}`;
}

describe('the route table through the server (decision 059)', () => {
  it.each(pageRoutes.map((route) => [route.path, route] as const))(
    '/{lang}/%s answers 200, cached as its access says',
    async (_path, route) => {
      const url = exampleOf(route);
      const response = await testApp.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      if ((route.access ?? 'public') === 'public') {
        expect(response.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=60');
        expect(response.headers.etag, url).toMatch(/^"[\w-]+"$/);
      } else {
        expect(response.headers['cache-control'], url).toBe('private, no-store');
        expect(response.headers.etag, url).toBeUndefined();
      }
    },
  );

  it.each(['/fr/blog/dormir', '/fr/doctors/a/b/c', '/fr/login/x', '/fr/about/x', '/fr/profile/x', '/fr/nothing-here'])(
    '%s is no page of the table: 404',
    async (url) => {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
    },
  );
});

describe('public pages for caches and crawlers (decision 059)', () => {
  const doctorPage = () => `/fr/${doctor.speciality}/${doctor.slug}`;

  it('gives the same page the same strong ETag, and a matching If-None-Match a 304 without a body', async () => {
    const first = await testApp.app.inject(doctorPage());
    const second = await testApp.app.inject(doctorPage());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(first.headers.vary).toBe('accept-encoding');

    const again = await testApp.app.inject({ url: doctorPage(), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');

    const stale = await testApp.app.inject({ url: doctorPage(), headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<div id="root">');
  });

  it('sends a missing page whole, with its 404, even to a matching If-None-Match', async () => {
    const missing = await testApp.app.inject('/fr/blog/no-such/post/extra');
    expect(missing.statusCode).toBe(404);
    const again = await testApp.app.inject({
      url: '/fr/blog/no-such/post/extra',
      headers: { 'if-none-match': missing.headers.etag as string },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<div id="root">');
  });

  it('tags each encoding apart, and revalidates a copy kept in another encoding', async () => {
    const plain = await testApp.app.inject(doctorPage());
    const gzipped = await testApp.app.inject({ url: doctorPage(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-gzip"'));
    const revalidated = await testApp.app.inject({
      url: doctorPage(),
      headers: { 'accept-encoding': 'br', 'if-none-match': gzipped.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-br"'));
  });

  it("changes a doctor's page's ETag when a patient reviews the doctor", async () => {
    const before = await testApp.app.inject(doctorPage());
    const reviewer = await registerAccount(testApp.app);
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctors/reviews/',
      headers: bearer(reviewer.token),
      payload: {
        rating: 4,
        review: 'Très à l’écoute.',
        doctor: doctor.id,
        doctor_type: doctor.user_id === null ? 'doctor' : 'doctor_profile',
      },
    });
    expect(posted.statusCode).toBe(201);
    const after = await testApp.app.inject({
      url: doctorPage(),
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Très à l’écoute.');
  });

  it('keeps the pages of the session out of shared caches, whatever the request asks', async () => {
    for (const url of ['/fr/profile', '/ar/admin/', '/fr/login']) {
      const response = await testApp.app.inject({ url, headers: { 'if-none-match': '*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });
});
