import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@tabib/shared';
import { defaultWebRoot } from '../src/app.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * Pages that need the reader's session, rendered on the server as the site's layout around a
 * skeleton of their content (decision 057): on a slow link the header, the navigation and the
 * page's frame are there before the script, and the HTML is the same for everyone.
 */
let testApp: TestApp;
const renderEntry = join(defaultWebRoot, '..', 'dist-ssr', 'entry-server.js');

beforeAll(async () => {
  if (!existsSync(renderEntry)) throw new Error('Build the web app first: npm run build');
  testApp = await buildTestApp({ withWebApp: true });
});
afterAll(() => testApp.close());

const localesDirectory = join(import.meta.dirname, '../../../packages/shared/locales');
type Catalogue = Record<string, Record<string, unknown>>;
const catalogues = new Map<Locale, Catalogue>();

function catalogue(lang: Locale): Catalogue {
  const cached = catalogues.get(lang);
  if (cached) return cached;
  const read = JSON.parse(readFileSync(join(localesDirectory, lang, 'translation.json'), 'utf8')) as Catalogue;
  catalogues.set(lang, read);
  return read;
}

/** A text of the translation catalogue, `Group.key` or `Group.sub.key`, as React escapes it. */
function text(lang: Locale, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue(lang));
  return String(value).replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}

/** The markup inside `<div id="root">`, up to the data the page hands the browser. */
function rootOf(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
}

const privatePages: Array<[url: string, lang: Locale, heading: string]> = [
  ['/fr/profile', 'fr', 'Profile.account'],
  ['/fr/profile/', 'fr', 'Profile.account'],
  ['/ar/profile?section=appointments', 'ar', 'Profile.appointments'],
  ['/fr/profile?section=ratings', 'fr', 'Profile.ratings'],
  ['/en/profile?section=agenda', 'en', 'Profile.agenda'],
  ['/ar/profile?section=verification', 'ar', 'Profile.verification'],
  ['/fr/profile?section=blogs', 'fr', 'Profile.blogs'],
  ['/fr/profile?section=nothing', 'fr', 'Profile.account'],
  ['/ar/admin/', 'ar', 'Admin.overviewTitle'],
  ['/fr/admin/reports', 'fr', 'Admin.reportsTitle'],
  ['/en/admin/verifications', 'en', 'Admin.verificationsTitle'],
];

describe('pages that need the session, rendered on the server (decision 057)', () => {
  it.each(privatePages)(
    '%s: the header, the navigation, the footer and the skeleton under the page heading',
    async (url, lang, heading) => {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const html = response.body;
      const root = rootOf(html);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(root).toContain('<header class="site-header"');
      expect(root).toContain(`<nav aria-label="${text(lang, 'Layout.mainNavigation')}"`);
      expect(root).toContain('<footer class="site-footer"');
      expect(root).toContain('<div class="private-page">');
      expect(root).toContain('class="skeleton-bone skeleton-bone-row"');
      expect(root).toMatch(new RegExp(`<h1[^>]*>${text(lang, heading)}</h1>`));
      expect(root).toContain(`role="status">${text(lang, 'Common.loading')}</p>`);
      // Nothing to index or share, and nothing read for it: the browser asks once it knows the reader.
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:title');
      expect(html).toContain('<script type="application/json" id="tabib-answers">[]</script>');
    },
  );

  it("a request with a reader's token gets the same page, with nothing of the reader's", async () => {
    const reader = await registerAccount(testApp.app, { name: 'Ghita Berrada', is_doctor: true });
    const anonymous = await testApp.app.inject('/fr/profile?section=appointments');
    const signedIn = await testApp.app.inject({
      url: '/fr/profile?section=appointments',
      headers: bearer(reader.token),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.body).not.toContain('Ghita');
    expect(signedIn.body).not.toContain('Berrada');
    expect(signedIn.body).not.toContain(reader.email);
  });

  it("the page's module and its section's are listed for boot.ts to preload", async () => {
    const modulesOf = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="tabib-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
      ) as string[];
    const account = modulesOf((await testApp.app.inject('/fr/profile')).body);
    const appointments = modulesOf((await testApp.app.inject('/fr/profile?section=appointments')).body);
    const admin = modulesOf((await testApp.app.inject('/fr/admin/')).body);
    expect(account.some((file) => /\/account-routes-[\w-]+\.js$/.test(file))).toBe(true);
    expect(appointments.some((file) => /\/my-appointments-[\w-]+\.js$/.test(file))).toBe(true);
    expect(account.some((file) => /\/my-appointments-[\w-]+\.js$/.test(file))).toBe(false);
    expect(admin.some((file) => /\/admin-routes-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('the sign-in, sign-up and reset pages stay the app shell, rendered in the browser', async () => {
    for (const url of ['/fr/login', '/ar/register', '/fr/reset-password']) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('tabib-answers');
    }
  });
});
