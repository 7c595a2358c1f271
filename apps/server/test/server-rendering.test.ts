import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doctorReference,
  type TBlogPost,
  type TDoctor,
  type TDoctorSearchResult,
  type TReviewsResult,
} from '@tabib/shared';
import { defaultWebRoot } from '../src/app.ts';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * Public pages rendered on the server (decision 046): what a crawler, a link preview and
 * a reader without JavaScript get in the first HTML: the content, the head, the structured data
 * and an honest status.
 */
let testApp: TestApp;
const origin = 'https://tabib.example.ma';
const renderEntry = join(defaultWebRoot, '..', 'dist-ssr', 'entry-server.js');
/** The SQL the app ran through Drizzle, for the tests of how often a page asks. */
const statements: string[] = [];

beforeAll(async () => {
  if (!existsSync(renderEntry)) throw new Error('Build the web app first: npm run build');
  testApp = await buildTestApp({
    withWebApp: true,
    env: { PUBLIC_URL: origin },
    onQuery: (query) => statements.push(query),
  });
  // Ten reviews a doctor, so the long tail gives one doctor more than two pages of them (decision 051).
  await seedDemoData(testApp.database, { doctors: 40, seed: 11, reviews: 400 });
});
afterAll(() => testApp.close());

async function page(url: string, expectedStatus = 200) {
  const response = await testApp.app.inject(url);
  expect(response.statusCode, url).toBe(expectedStatus);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = response.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return { html, head, root };
}

async function api<T>(url: string): Promise<T> {
  const response = await testApp.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

/** The text a reader sees, tags dropped and React's escapes read back. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function attribute(head: string, selector: RegExp): string | undefined {
  return selector.exec(head)?.[1];
}

function canonicalOf(head: string) {
  return attribute(head, /<link rel="canonical" href="([^"]+)"/);
}

function alternatesOf(head: string): Record<string, string> {
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
  );
}

type JsonLd = Record<string, unknown> & { '@context': string; '@type': string };

/** Every JSON-LD block of the page, parsed; each must be JSON with a schema.org context and a type. */
function structuredData(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => {
    const data = JSON.parse(match[1]!) as JsonLd;
    expect(data['@context']).toBe('https://schema.org');
    expect(typeof data['@type']).toBe('string');
    return data;
  });
}

function ofType(blocks: JsonLd[], type: string): JsonLd {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
}

/** A BreadcrumbList as schema.org wants it: positions from 1, a name and an absolute item each. */
function expectBreadcrumbs(blocks: JsonLd[], names: string[], last: string) {
  const list = ofType(blocks, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
  expect(list.map((item) => item.name)).toEqual(names);
  list.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(index + 1);
    expect(item.item).toMatch(new RegExp(`^${origin}/`));
  });
  expect(list.at(-1)?.item).toBe(last);
}

/** What the strict CSP allows: scripts from files, and data that never runs; no style attribute. */
function expectNothingTheCspRefuses(html: string) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    expect(tag).toMatch(/type="module"[^>]* src="\/assets\/|type="application\/(ld\+)?json"/);
  }
  expect(html).not.toMatch(/\sstyle="/);
}

function expectAlternates(head: string, path: string) {
  expect(alternatesOf(head)).toEqual({
    fr: `${origin}/fr${path}`,
    en: `${origin}/en${path}`,
    ar: `${origin}/ar${path}`,
    'x-default': `${origin}/fr${path}`,
  });
}

describe('server-rendered public pages (decision 046)', () => {
  it('home: the first results, the search, the site and its list of doctors in the first HTML', async () => {
    const search = await api<TDoctorSearchResult>('/api/doctors/doctor-search/?lang=fr');
    const { html, head, root } = await page('/fr/');
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(head).toContain('<title>Trouvez le bon médecin au Maroc · Tabib</title>');
    for (const doctor of search.doctors) expect(text(root)).toContain(`${doctor.first_name} ${doctor.last_name}`);
    expect(canonicalOf(head)).toBe(`${origin}/fr/`);
    expectAlternates(head, '/');
    const blocks = structuredData(head);
    expect(ofType(blocks, 'WebSite').url).toBe(`${origin}/fr/`);
    const items = ofType(blocks, 'ItemList').itemListElement as Array<{ url: string }>;
    expect(items.map((item) => item.url)).toEqual(
      search.doctors.map((doctor) => `${origin}/fr/${doctor.speciality_slug}/${doctor.slug}`),
    );
    expectNothingTheCspRefuses(html);
  });

  it('home: the answers the page shows are handed to the browser under the search hook key', async () => {
    const { html } = await page('/ar/?page=2');
    const answers = JSON.parse(
      /<script type="application\/json" id="tabib-answers">([^<]*)</.exec(html)![1]!,
    ) as Array<{
      key: unknown[];
      data: TDoctorSearchResult;
    }>;
    expect(answers).toHaveLength(1);
    expect(answers[0]!.key).toEqual(['doctors', 'search', { lang: 'ar', viewer: null, currentPage: '2' }]);
    expect(answers[0]!.data.currentPage).toBe(2);
    expect(answers[0]!.data).toEqual(await api('/api/doctors/doctor-search/?lang=ar&currentPage=2'));
  });

  it("a doctor's page in Arabic: name, speciality, address, reviews, Physician and breadcrumbs, no phone", async () => {
    const [listed] = (await api<TDoctorSearchResult>('/api/doctors/doctor-search/?lang=ar')).doctors;
    const doctor = await api<TDoctor>(`/api/doctors/slug/${listed!.slug}/?lang=ar`);
    const reference = doctorReference(doctor);
    const reviews = await api<TReviewsResult>(
      `/api/doctors/reviews/?doctor=${reference.id}&doctor_type=${reference.type}&lang=ar`,
    );
    const path = `/${doctor.speciality_slug}/${doctor.slug}`;
    const { html, head, root } = await page(`/ar${path}`);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const name = `د. ${doctor.first_name_ar} ${doctor.last_name_ar}`;
    expect(text(root)).toContain(name);
    expect(text(root)).toContain(doctor.speciality);
    expect(text(root)).toContain(doctor.address.street);
    // The first page of reviews is in the open list (decision 058), read without the script.
    expect(reviews.reviews.length).toBeGreaterThan(0);
    const folded = /<div class="review-list-part">([\s\S]*?)<\/section>/.exec(root)?.[1] ?? '';
    expect(text(root)).toContain('آراء المرضى');
    for (const review of reviews.reviews) {
      expect(text(folded)).toContain(review.review.replace(/\s+/g, ' ').trim());
    }

    expect(canonicalOf(head)).toBe(`${origin}/ar${path}`);
    expectAlternates(head, path);
    expect(attribute(head, /<meta property="og:title" content="([^"]+)"/)).toContain(name);
    expect(attribute(head, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${origin}/`));
    const blocks = structuredData(head);
    const physician = ofType(blocks, 'Physician');
    expect(physician).toMatchObject({
      name,
      url: `${origin}/ar${path}`,
      medicalSpecialty: doctor.speciality,
      address: { '@type': 'PostalAddress', addressLocality: doctor.address.city, addressCountry: 'MA' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: doctor.rating.average,
        reviewCount: doctor.rating.count,
        bestRating: 5,
      },
    });
    // The phone is shown to signed-in readers only: the server's page has none.
    expect(physician).not.toHaveProperty('telephone');
    expectBreadcrumbs(blocks, ['الرئيسية', name], `${origin}/ar${path}`);
    expectNothingTheCspRefuses(html);
  });

  it("a doctor's reviews past the first 20 without the script: More reviews links to one page more, open", async () => {
    const [row] = await testApp.database.query<{ slug: string; count: number }>(
      'select slug, rating_count as count from doctors where rating_count > 40 order by rating_count desc, id limit 1',
    );
    expect(row, 'a seeded doctor with more than two pages of reviews').toBeDefined();
    const doctor = await api<TDoctor>(`/api/doctors/slug/${row!.slug}/?lang=fr`);
    const path = `/fr/${doctor.speciality_slug}/${row!.slug}`;
    const reference = doctorReference(doctor);
    const reviewsOf = async (page: number) => {
      const url = `/api/doctors/reviews/?doctor=${reference.id}&doctor_type=${reference.type}&lang=fr&page=${page}`;
      return (await api<TReviewsResult>(url)).reviews;
    };
    const [first, second] = await Promise.all([reviewsOf(1), reviewsOf(2)]);

    // The first page: 20 reviews, open; "More reviews" is a link to two pages, at the first new one.
    const one = await page(path);
    expect(one.root).toContain('<div class="review-list-part">');
    expect(one.root).toContain(
      `<a class="button button-quiet" href="${path}?reviews=2#reviews-page-2">Plus d&#x27;avis</a>`,
    );
    expect(text(one.root)).toContain(`20 avis sur ${row!.count}`);

    // Two pages: the list open, 40 reviews in order, the second page's first one is the anchor.
    const two = await page(`${path}?reviews=2`);
    const folded = /<div class="review-list-part">([\s\S]*?)<\/section>/.exec(two.root)?.[1] ?? '';
    const ids = [...folded.matchAll(/<article class="review"(?: id="([^"]+)")?/g)].map((match) => match[1]);
    expect(ids).toHaveLength(40);
    expect(ids.filter(Boolean)).toEqual(['reviews-page-2']);
    expect(ids.indexOf('reviews-page-2')).toBe(20);
    const shown = text(folded);
    let from = 0;
    for (const review of [...first, ...second]) {
      const at = shown.indexOf(review.review.replace(/\s+/g, ' ').trim(), from);
      expect(at, `review ${review.id} after the one before`).toBeGreaterThanOrEqual(from);
      from = at;
    }
    expect(text(folded)).toContain(`40 avis sur ${row!.count}`);
    expect(two.root).toContain(`href="${path}?reviews=3#reviews-page-3"`);
    // Still one page for an index: the canonical address has no query.
    expect(canonicalOf(two.head)).toBe(`${origin}${path}`);
    const answers = JSON.parse(
      /<script type="application\/json" id="tabib-answers">([^<]*)</.exec(two.html)![1]!,
    ) as Array<{
      key: unknown[];
      data: { pages?: TReviewsResult[]; pageParams?: number[] };
    }>;
    const handed = answers.find((answer) => answer.key[0] === 'reviews');
    expect(handed?.data.pageParams).toEqual([1, 2]);

    // The last page has no link; an address asking for nothing real moves to one that is.
    const last = Math.ceil(row!.count / 20);
    expect(last).toBeGreaterThan(2);
    // However many pages the address asks for, they are read at once: as many statements as for two.
    const statementsOf = async (url: string) => {
      await page(url);
      statements.length = 0;
      await page(url);
      return statements.length;
    };
    expect(await statementsOf(`${path}?reviews=${last}`)).toBe(await statementsOf(`${path}?reviews=2`));
    const end = await page(`${path}?reviews=${last}`);
    expect(end.root).not.toContain('Plus d&#x27;avis');
    expect(text(end.root)).toContain(`${row!.count} avis sur ${row!.count}`);
    for (const [asked, location] of [
      ['1', path],
      ['0', path],
      ['abc', path],
      ['2.5', path],
      [String(last + 5), `${path}?reviews=${last}`],
      ['02', `${path}?reviews=2`],
    ] as const) {
      const moved = await testApp.app.inject(`${path}?reviews=${asked}`);
      expect(moved.statusCode, asked).toBe(301);
      expect(moved.headers.location, asked).toBe(location);
    }
  });

  it('a page hands the browser its scripts, for after the first paint, and the strings it formatted', async () => {
    const [listed] = (await api<TDoctorSearchResult>('/api/doctors/doctor-search/?lang=ar')).doctors;
    const { html, head } = await page(`/ar/${listed!.speciality_slug}/${listed!.slug}`);
    // The HTML asks for one small script (boot.ts) and the stylesheet, nothing else, before painting.
    expect([...html.matchAll(/<script type="module"[^>]*>/g)]).toHaveLength(1);
    expect(head).not.toContain('modulepreload');
    const modules = JSON.parse(
      /<script type="application\/json" id="tabib-modules">([^<]*)</.exec(html)![1]!,
    ) as string[];
    expect(modules[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(modules.some((file) => /^\/assets\/doctor-route-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of modules) expect((await testApp.app.inject(file)).statusCode, file).toBe(200);

    const formats = JSON.parse(
      /<script type="application\/json" id="tabib-formats">([^<]*)</.exec(html)![1]!,
    ) as Record<string, string>;
    const reference = doctorReference(listed!);
    const { reviews } = await api<TReviewsResult>(
      `/api/doctors/reviews/?doctor=${reference.id}&doctor_type=${reference.type}&lang=ar`,
    );
    const written = formats[`date ar {} ${new Date(reviews[0]!.created_at).toISOString()}`];
    expect(written).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect(html).toContain(written);
    expect(formats[`number ar {} ${listed!.rating.count}`]).toBe(String(listed!.rating.count));
  });

  it('one address per doctor: another speciality segment moves permanently, keeping the query', async () => {
    const [doctor] = (await api<TDoctorSearchResult>('/api/doctors/doctor-search/')).doctors;
    const moved = await testApp.app.inject(`/en/cardiologue-old/${doctor!.slug}?from=share`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/en/${doctor!.speciality_slug}/${doctor!.slug}?from=share`);
  });

  it('an unknown doctor, a page that is not public and an unknown page answer 404 with the not-found page', async () => {
    const unknown = await page('/fr/cardiologue/nobody-at-all', 404);
    expect(text(unknown.root)).toContain('Médecin introuvable');
    expect(unknown.head).toContain('<meta name="robots" content="noindex" />');
    expect(canonicalOf(unknown.head)).toBeUndefined();

    // A doctor's account whose page a moderator has not verified yet is in no public page (decision 038).
    const pending = await registerAccount(testApp.app, { name: 'Zineb Pending', is_doctor: true });
    const [row] = await testApp.database.query<{ slug: string }>('select slug from doctors where user_id = $1', [
      pending.id,
    ]);
    const hidden = await page(`/ar/medecin/${row!.slug}`, 404);
    expect(text(hidden.root)).not.toContain('Zineb');

    const nowhere = await page('/en/no/such/page', 404);
    expect(text(nowhere.root)).toContain('Page not found');
    expect(nowhere.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('an article: its whole text, BlogPosting and breadcrumbs; another slug moves, an unknown id is 404', async () => {
    const author = await registerAccount(testApp.app, { name: 'Amal Idrissi' });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(author.token),
      payload: {
        title: 'Bien dormir </script><script>alert(1)</script>',
        content: '<p>Dormir huit heures aide le cœur.</p><h2>Le soir</h2><p>Moins d’écrans &amp; plus de calme.</p>',
      },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json<TBlogPost>();

    const moved = await testApp.app.inject(`/fr/blog/old-title/${post.id}`);
    expect(moved.statusCode).toBe(301);
    const path = moved.headers.location as string;
    expect(path).toMatch(new RegExp(`^/fr/blog/[^/]+/${post.id}$`));

    const { html, head, root } = await page(path);
    // The content with its formatting, as the server sanitised it, with JavaScript or without.
    expect(root).toContain('<h2>Le soir</h2>');
    expect(text(root)).toContain('Dormir huit heures aide le cœur.');
    expect(text(root)).toContain('Moins d’écrans & plus de calme.');
    // A title that tries to close the script elements stays inside them.
    expect(html).not.toContain('</script><script>alert(1)');
    expectNothingTheCspRefuses(html);

    const canonical = `${origin}${path}`;
    expect(canonicalOf(head)).toBe(canonical);
    expect(attribute(head, /<meta property="og:type" content="([^"]+)"/)).toBe('article');
    const blocks = structuredData(head);
    expect(ofType(blocks, 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.created_at,
      dateModified: post.updated_at,
      inLanguage: post.lang,
      mainEntityOfPage: canonical,
      author: { '@type': 'Person', name: 'Amal Idrissi' },
      publisher: { '@type': 'Organization', name: 'Tabib' },
    });
    expect(ofType(blocks, 'BlogPosting').image).toMatch(new RegExp(`^${origin}/`));
    expectBreadcrumbs(blocks, ['Accueil', 'Blog', post.title], canonical);

    const missing = await page(`/fr/blog/old-title/${post.id + 1000}`, 404);
    expect(text(missing.root)).toContain('Article introuvable');
  });

  it('the blog list: the newest cards, in the page language, and their list', async () => {
    const cards = await api<Array<{ id: number; title: string }>>('/api/users/blogs/?view=card&limit=6&language=en');
    const { head, root } = await page('/en/blog?languages=page');
    for (const card of cards) expect(text(root)).toContain(card.title);
    expect(canonicalOf(head)).toBe(`${origin}/en/blog`);
    expectAlternates(head, '/blog');
    const blocks = structuredData(head);
    expect((ofType(blocks, 'ItemList').itemListElement as unknown[]).length).toBe(cards.length);
    expectBreadcrumbs(blocks, ['Home', 'Latest posts'], `${origin}/en/blog`);
  });

  it('every card of the blog list without the script: Load more links to 3 cards more, at the first new one', async () => {
    const everyCard = await api<Array<{ id: number; title: string }>>('/api/users/blogs/?view=card&limit=50');
    expect(everyCard.length, 'a seeded blog of more than 12 posts').toBeGreaterThan(12);
    const cardIds = (root: string) =>
      [
        ...root.matchAll(/<li(?: id="([^"]+)")?><article class="blog-card"[\s\S]*?href="\/fr\/blog\/[^/]+\/(\d+)"/g),
      ].map((match) => ({ anchor: match[1], id: Number(match[2]) }));

    const first = await page('/fr/blog?languages=all');
    expect(cardIds(first.root).map((card) => card.id)).toEqual(everyCard.slice(0, 6).map((card) => card.id));
    expect(first.root).toContain('href="/fr/blog?languages=all&amp;posts=9#posts-from-7"');

    const nine = await page('/fr/blog?languages=all&posts=9');
    const shown = cardIds(nine.root);
    expect(shown.map((card) => card.id)).toEqual(everyCard.slice(0, 9).map((card) => card.id));
    expect(shown.filter((card) => card.anchor).map((card) => [card.anchor, shown.indexOf(card)])).toEqual([
      ['posts-from-7', 6],
    ]);
    expect(text(nine.root)).toMatch(new RegExp(`Articles affichés\\s:\\s9 sur ${everyCard.length}`));
    expect(nine.root).toContain('href="/fr/blog?languages=all&amp;posts=12#posts-from-10"');
    expect(canonicalOf(nine.head)).toBe(`${origin}/fr/blog`);
    // The hydrated list holds the same cards, in ranges the API answers.
    const answers = JSON.parse(
      /<script type="application\/json" id="tabib-answers">([^<]*)</.exec(nine.html)![1]!,
    ) as Array<{
      key: unknown[];
      data: { pageParams?: unknown[] };
    }>;
    expect(answers[0]?.data.pageParams).toEqual([
      { offset: 0, limit: 6 },
      { offset: 6, limit: 3 },
    ]);

    // Every card, and no link past the last; an address asking for nothing real moves to one that is.
    const last = 6 + Math.ceil((everyCard.length - 6) / 3) * 3;
    const all = await page(`/fr/blog?languages=all&posts=${last}`);
    expect(cardIds(all.root).map((card) => card.id)).toEqual(everyCard.map((card) => card.id));
    expect(all.root).not.toContain('#posts-from-');
    expect(text(all.root)).not.toContain('Afficher plus d');
    for (const [asked, location] of [
      ['6', '/fr/blog?languages=all'],
      ['abc', '/fr/blog?languages=all'],
      ['10', '/fr/blog?languages=all&posts=9'],
      [String(last + 30), `/fr/blog?languages=all&posts=${last}`],
    ] as const) {
      const moved = await testApp.app.inject(`/fr/blog?languages=all&posts=${asked}`);
      expect(moved.statusCode, asked).toBe(301);
      expect(moved.headers.location, asked).toBe(location);
    }
  });

  it('static pages: their text from the pages catalogue, in the page language', async () => {
    const about = await page('/ar/about');
    expect(about.html).toContain('<html lang="ar" dir="rtl">');
    expect(text(about.root)).toMatch(/<?h1|عن طبيب/);
    expect(about.root).toMatch(/<h1[^>]*>[^<]*\p{Script=Arabic}/u);
    expect(canonicalOf(about.head)).toBe(`${origin}/ar/about`);
    const contact = await page('/fr/contact/');
    expect(canonicalOf(contact.head)).toBe(`${origin}/fr/contact`);
  });

  it('/{id}/ shows the home of the default language, not indexed, its canonical /fr/', async () => {
    const { head, root } = await page('/12345/');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(canonicalOf(head)).toBe(`${origin}/fr/`);
    expect(text(root)).toContain('Trouvez le bon médecin');
  });

  it('pages come compressed to a client that takes brotli or gzip, the same HTML once decoded', async () => {
    const plain = await testApp.app.inject('/fr/about');
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await testApp.app.inject({
        url: '/fr/about',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(body.length).toBeGreaterThan(2 * response.rawPayload.length);
      expect(body.toString('utf8')).toBe(plain.body);
    }
    const missing = await testApp.app.inject({ url: '/fr/nowhere/at/all', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(gunzipSync(missing.rawPayload).toString('utf8')).toContain('<meta name="robots" content="noindex" />');
  });

  it('pages that need the session stay the app shell, rendered in the browser', async () => {
    const { html } = await page('/fr/login');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('tabib-answers');
  });
});

describe('the render module', () => {
  it("carries the server's useTranslation in place of react-i18next's (decision 061)", () => {
    // The Vite alias of apps/web/vite.config.ts: without it pages render the same, only slower,
    // so this is what notices a Vite or react-i18next release that stops it applying.
    const folder = join(renderEntry, '..', 'assets');
    const code = [renderEntry, ...readdirSync(folder).map((name) => join(folder, name))]
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(code).toContain('function createServerTranslator(');
    expect(code.match(/function useTranslation\(/g)).toHaveLength(1);
    expect(code).toMatch(/function useTranslation\(namespace\) \{[^}]*translators\.get\(i18n\)/);
  });
});
