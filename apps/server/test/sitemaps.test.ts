import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebRoot } from '../src/app.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { registerAccount, verifyDoctorAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;
const origin = 'https://tabib.example.ma';
beforeAll(async () => {
  if (!existsSync(join(defaultWebRoot, 'index.html'))) throw new Error('Build the web app first: npm run build');
  testApp = await buildTestApp({ withWebApp: true, env: { PUBLIC_URL: origin } });
  await seedDemoData(testApp.database, { doctors: 40, seed: 5 });
});
afterAll(() => testApp.close());

/** The text of every `<tag>` of an XML document. */
function texts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!);
}

async function getXml(url: string) {
  const response = await testApp.app.inject(url.replace(origin, ''));
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return response.body;
}

describe('robots.txt and sitemaps (decision 045)', () => {
  it('names the sitemap index in robots.txt by its absolute address', async () => {
    const robots = await testApp.app.inject('/robots.txt');
    expect(robots.body.split('\n')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists every public page once per language with its alternates, and each answers 200', async () => {
    const pending = await registerAccount(testApp.app, { name: 'Zineb Pending', is_doctor: true });
    // An article past the first 16,000 ids: the articles are split by id range as the doctors are.
    await testApp.database.query(
      `insert into blog_posts (id, author_id, title, content, lang) overriding system value
       select 16005, author_id, 'Sommeil : sept habitudes qui aident', '<p>Dormir mieux.</p>', 'fr' from blog_posts limit 1`,
    );
    const index = await getXml('/sitemap.xml');
    const files = texts(index, 'loc');
    expect(files).toEqual(
      expect.arrayContaining([
        `${origin}/sitemaps/pages.xml`,
        `${origin}/sitemaps/directory.xml`,
        `${origin}/sitemaps/articles-0.xml`,
        `${origin}/sitemaps/articles-1.xml`,
        `${origin}/sitemaps/doctors-0.xml`,
      ]),
    );

    const urls: string[] = [];
    for (const file of files) {
      const xml = await getXml(file);
      const entries = xml.split('<url>').slice(1);
      for (const entry of entries) {
        const [loc] = texts(entry, 'loc');
        const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          match[2],
        ]);
        expect(alternates.map(([lang]) => lang)).toEqual(['fr', 'en', 'ar', 'x-default']);
        // Reciprocal: the entry's own address is among its alternates.
        expect(alternates.map(([, href]) => href)).toContain(loc);
        urls.push(loc!);
      }
    }
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);

    const [counts] = await testApp.database.query<{ doctors: number; posts: number; places: number }>(
      `select (select count(*)::int from doctors where is_public) as doctors,
              (select count(*)::int from blog_posts) as posts,
              (select count(distinct speciality_id) + count(distinct city_id)
                    + count(distinct (speciality_id, city_id)) filter (where speciality_id is not null and city_id is not null)
                    + count(distinct (speciality_id, quarter_id)) filter (where speciality_id is not null and quarter_id is not null)
                 from doctors where is_public)::int as places`,
    );
    const doctorUrls = urls.filter(
      (url) => !/\/blog|\/doctors\/|\/(about|terms|privacy|cookies-policy|contact)$|\/(fr|en|ar)\/$/.test(url),
    );
    // A directory page for each speciality, each city, each speciality in a city and each speciality
    // in a quarter (decision 079) that has public doctors.
    expect(urls.filter((url) => /\/(fr|en|ar)\/doctors\//.test(url))).toHaveLength(3 * counts!.places);
    expect(doctorUrls).toHaveLength(3 * counts!.doctors);
    expect(urls.filter((url) => /\/blog\/.+\/\d+$/.test(url))).toHaveLength(3 * counts!.posts);
    expect(urls).toContain(`${origin}/fr/blog/sommeil-%3A-sept-habitudes-qui-aident/16005`);
    expect(urls.some((url) => url.includes('zineb-pending'))).toBe(false);
    expect(pending.id).toBeGreaterThan(0);

    // Each listed address is a page whose canonical address is itself (decision 046).
    for (const url of urls) {
      const page = await testApp.app.inject(url.replace(origin, ''));
      expect(page.statusCode, url).toBe(200);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1], url).toBe(url);
    }
  });

  it('sends a doctors file kept gzipped; after a change, the file as built until the new one is', async () => {
    const doctorsFile = async () => {
      const response = await testApp.app.inject({
        url: '/sitemaps/doctors-0.xml',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('accept-encoding');
      return gunzipSync(response.rawPayload).toString('utf8');
    };
    const first = await doctorsFile();
    // The same bytes as the inflated answer a client without gzip gets.
    expect(first).toBe(await getXml('/sitemaps/doctors-0.xml'));
    expect(await doctorsFile()).toBe(first);

    const waiting = await registerAccount(testApp.app, { name: 'Karima Tazi', is_doctor: true });
    await verifyDoctorAccount(testApp.database, waiting.id);
    // The first request after the approval gets the file as it was, and has it built again.
    expect(await doctorsFile()).toBe(first);
    await testApp.drainBackgroundTasks();
    const afterApproval = await doctorsFile();
    expect(afterApproval.match(/<loc>[^<]*karima-tazi[^<]*<\/loc>/g)).toHaveLength(3);

    // A profile change sets updated_at: the moved doctor's address and last change follow, and
    // answering the index has the file built again too.
    const [moved] = await testApp.database.query<{ slug: string }>(
      `update doctors set speciality_id = (select id from specialities order by id desc limit 1), updated_at = now()
        where id = (select min(id) from doctors where is_public) returning slug`,
    );
    const index = await getXml('/sitemap.xml');
    await testApp.drainBackgroundTasks();
    const afterMove = await doctorsFile();
    expect(afterMove).not.toBe(afterApproval);
    const lastmod = /doctors-0\.xml<\/loc><lastmod>([^<]+)</.exec(index)?.[1];
    expect(afterMove).toContain(`/${moved!.slug}</loc><lastmod>${lastmod}</lastmod>`);
  });

  it('answers a file that holds nothing public with 404, and the one articles file of before moves to the first', async () => {
    expect((await testApp.app.inject('/sitemaps/doctors-999.xml')).statusCode).toBe(404);
    expect((await testApp.app.inject('/sitemaps/doctors-x.xml')).statusCode).toBe(404);
    expect((await testApp.app.inject('/sitemaps/articles-999.xml')).statusCode).toBe(404);
    expect((await testApp.app.inject('/sitemaps/articles--1.xml')).statusCode).toBe(404);
    // One address per file: the index's, without a leading zero.
    expect((await testApp.app.inject('/sitemaps/doctors-00.xml')).statusCode).toBe(404);
    const moved = await testApp.app.inject('/sitemaps/articles.xml');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/sitemaps/articles-0.xml');
  });
});
