import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebRoot } from '../src/app.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  if (!existsSync(join(defaultWebRoot, 'index.html'))) throw new Error('Build the web app first: npm run build');
  testApp = await buildTestApp({
    withWebApp: true,
    env: {
      CONTACT_EMAIL: 'hello@tabib.test',
      CONTACT_PHONE: '+212 5 37 11 22 33',
      SOCIAL_URL: 'https://www.facebook.com/groups/tabib?ref="x"',
    },
  });
});
afterAll(() => testApp.close());

describe('serving the web app', () => {
  it('redirects / to /fr/ by default', async () => {
    const response = await testApp.app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr/');
  });

  it('redirects / by the query string first, then the language cookie', async () => {
    const byCookie = await testApp.app.inject({ url: '/', cookies: { i18next: 'ar' } });
    expect(byCookie.headers.location).toBe('/ar/');
    const byQuery = await testApp.app.inject({ url: '/?lng=en', cookies: { i18next: 'ar' } });
    expect(byQuery.headers.location).toBe('/en/');
    const unknown = await testApp.app.inject({ url: '/?lng=xx', cookies: { i18next: 'zz' } });
    expect(unknown.headers.location).toBe('/fr/');
    // The cookie chooses: no shared cache may hand one visitor's redirect to another.
    expect(byCookie.headers['cache-control']).toBe('private, no-store');
  });

  // Public pages may be kept a minute by a shared cache; pages of the reader's session or of a
  // mail's token by none (decision 059).
  const shared = 'public, max-age=0, s-maxage=60';
  const unshared = 'private, no-store';
  it.each([
    ['/fr/', 'fr', 'ltr', shared],
    ['/ar/', 'ar', 'rtl', shared],
    ['/en/about', 'en', 'ltr', shared],
    ['/ar/privacy/', 'ar', 'rtl', shared],
    ['/ar/cookies-policy', 'ar', 'rtl', shared],
    ['/ar/admin/', 'ar', 'rtl', unshared],
    ['/fr/admin/reports', 'fr', 'ltr', unshared],
    ['/fr/password/reset/confirm/12/abc-def', 'fr', 'ltr', unshared],
    ['/ar/confirm-email/MTI/abc-def?next=%2Far%2F', 'ar', 'rtl', unshared],
    ['/12345/', 'fr', 'ltr', shared],
  ])('serves %s as the app in %s, %s', async (url, lang, dir, cacheControl) => {
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('answers a path that is no page with the app and a 404 status', async () => {
    const response = await testApp.app.inject('/fr/this/is/not/a/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers /robots.txt as text that keeps crawlers out of the API and the account pages', async () => {
    const response = await testApp.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).not.toContain('<div id="root">');
    const rules = response.body.split('\n');
    expect(rules[0]).toBe('User-agent: *');
    expect(rules).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /*/profile', 'Disallow: /*/admin/']));
    // The public pages stay open: no rule shuts a doctor's page, the blog or home.
    expect(rules.filter((rule) => /^Disallow: \/?$/.test(rule))).toEqual([]);
    // Read as Google reads the rules: a prefix of the path and query, `*` any run of characters.
    const disallowed = rules
      .filter((rule) => rule.startsWith('Disallow: '))
      .map(
        (rule) =>
          new RegExp(
            `^${rule
              .slice('Disallow: '.length)
              .replace(/[.?+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '.*')}`,
          ),
      );
    const crawled = (url: string) => !disallowed.some((pattern) => pattern.test(url));
    for (const open of [
      '/fr/',
      '/ar/cardiologue/salma-benjelloun',
      '/fr/doctors/cardiologue/casablanca?page=2',
      '/en/blog',
      '/fr/blog/grossesse/8',
      '/fr/?speciality=cardiologue',
    ]) {
      expect(crawled(open), open).toBe(true);
    }
    // The longer lists shown without JavaScript are the same pages by their canonical address.
    for (const shut of [
      '/fr/cardiologue/salma-benjelloun?reviews=3',
      '/fr/blog?posts=9',
      '/fr/blog?languages=all&posts=12',
      '/api/doctors/',
      '/ar/profile',
    ]) {
      expect(crawled(shut), shut).toBe(false);
    }
  });

  it("writes an article's title, description and share image into its page, for link previews", async () => {
    const author = await registerAccount(testApp.app);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/blogs/',
      headers: bearer(author.token),
      payload: { title: 'Le "bon" <sommeil>', content: '<p>Dormir huit heures aide le cœur.</p>' },
    });
    const { id } = created.json<{ id: number }>();
    // Another slug (an edited title, a hand-typed link) moves permanently to the post's own address.
    const moved = await testApp.app.inject(`/ar/blog/whatever/${id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/ar/blog/${encodeURIComponent('le-"bon"-<sommeil>')}/${id}`);
    const response = await testApp.app.inject(moved.headers.location as string);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('<title>Le &quot;bon&quot; &lt;sommeil&gt; · Tabib</title>');
    expect(response.body).toContain('<meta name="description" content="Dormir huit heures aide le cœur."/>');
    expect(response.body).toContain(
      `<meta property="og:image" content="${testApp.config.publicUrl}/images/icon-512.png" />`,
    );
    expect(response.body.match(/<title>/g)).toHaveLength(1);

    const missing = await testApp.app.inject(`/fr/blog/whatever/${id + 1000}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('writes the configured contact details into the page', async () => {
    const response = await testApp.app.inject('/fr/contact');
    expect(response.body).toContain('<meta name="tabib:contact-email" content="hello@tabib.test" />');
    expect(response.body).toContain('<meta name="tabib:contact-phone" content="+212 5 37 11 22 33" />');
    // URL normalises the quotes to %22; the attribute is escaped all the same.
    expect(response.body).toContain(
      '<meta name="tabib:social-url" content="https://www.facebook.com/groups/tabib?ref=%22x%22" />',
    );
  });

  it('writes no community link when SOCIAL_URL is not set', async () => {
    const plain = await buildTestApp({ withWebApp: true });
    try {
      const response = await plain.app.inject('/fr/');
      expect(response.body).toContain('<meta name="tabib:contact-email"');
      expect(response.body).not.toContain('tabib:social-url');
    } finally {
      await plain.close();
    }
  });

  it('serves hashed assets for a year, compressed', async () => {
    const page = await testApp.app.inject('/fr/');
    const script = page.body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const response = await testApp.app.inject({ url: script as string, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });

  it('keeps unknown API paths as JSON 404s, not the app', async () => {
    const response = await testApp.app.inject('/api/users/nothing/');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
