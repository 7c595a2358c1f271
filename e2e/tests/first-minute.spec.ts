import { locales, textDirection } from '@tabib/shared';
import { blogCards, expect, test, translator, type Page } from '../fixtures/test.ts';

/**
 * Decision 035, "the first minute": what a patient sees on the home page, a doctor's page and the blog,
 * in each language, on a phone and a desktop. The demo doctors wrote their description in fr, en and
 * ar; the demo posts are in all three. The e2e server has no network: the doctor's map is Tabib's own,
 * drawn from the fixture archive (decision 078).
 */

const widths = [375, 1280] as const;

function results(page: Page, lang: (typeof locales)[number]) {
  return page.getByRole('region', { name: translator(lang)('Home.bestDoctors') }).getByRole('article');
}

for (const lang of locales) {
  const t = translator(lang);
  for (const width of widths) {
    test(`the first page reads in ${lang} at ${width} px: descriptions, posts, initials, a doctor's page`, async ({
      page,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await page.goto(`/${lang}/`);
      const cards = results(page, lang);
      await expect(cards).toHaveCount(10);
      // Every description on the first page is in the page's language, marked as such.
      const descriptions = cards.locator('.doctor-card-description');
      expect(await descriptions.count()).toBeGreaterThanOrEqual(8);
      for (const description of await descriptions.all()) {
        await expect(description).toHaveAttribute('lang', lang);
        await expect(description).toHaveAttribute('dir', textDirection(lang));
      }
      await expect(cards.locator('.doctor-description-language')).toHaveCount(0);
      // Doctors without a photo show their initials, not a silhouette; in Arabic, in Arabic script.
      await expect(cards.locator('.doctor-initials').first()).toBeVisible();
      if (lang === 'ar') {
        const names = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
        const arabicNames = names.filter((name) => !/[A-Za-z]/.test(name));
        expect(arabicNames.length).toBeGreaterThanOrEqual(8);
        await expect(cards.locator('.doctor-initials').first()).toHaveText(
          /^\p{Script=Arabic}\u2009\p{Script=Arabic}$/u,
        );
      }
      await expect(cards.locator('img[src$="doctor-female.svg"], img[src$="doctor-male.svg"]')).toHaveCount(0);

      // The first doctor's page: description in the page's language, languages spoken, the address.
      const name = (await cards.first().getByRole('heading', { level: 3 }).innerText()).trim();
      await page.goto((await cards.first().getByRole('link', { name }).getAttribute('href'))!);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const about = page.locator('.doctor-description');
      await expect(about).toHaveAttribute('lang', lang);
      await expect(page.locator('.doctor-description-language')).toHaveCount(0);
      const practical = page.getByRole('region', { name: t('Doctor.practicalInfo') });
      await expect(practical.getByRole('heading', { name: t('Doctor.languages') })).toBeVisible();
      await expect(practical.locator('.doctor-languages')).toContainText(t('Languages.ar'));
      // The address and a link, with the map (or its drawn figure) beside them, never a broken frame.
      await practical.scrollIntoViewIfNeeded();
      await expect(practical.locator('address')).toBeVisible();
      await expect(practical.getByRole('link', { name: t('Doctor.mapLink') })).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      const aboutBox = (await about.boundingBox())!;
      const practicalBox = (await practical.boundingBox())!;
      if (width === 1280) {
        // A column beside the description: on the right in fr and en, on the left in ar.
        expect(practicalBox.y).toBeLessThan(aboutBox.y + aboutBox.height);
        if (lang === 'ar') expect(practicalBox.x + practicalBox.width).toBeLessThanOrEqual(aboutBox.x + 1);
        else expect(practicalBox.x).toBeGreaterThanOrEqual(aboutBox.x + aboutBox.width - 1);
      } else {
        expect(practicalBox.y + practicalBox.height).toBeLessThanOrEqual(aboutBox.y + 1);
      }
      await checkA11y();

      // The blog opens on posts in the page's language; all languages are one choice away.
      await page.goto(`/${lang}/blog`);
      const posts = blogCards(page);
      await expect(posts.first()).toBeVisible();
      expect(await posts.count()).toBeGreaterThanOrEqual(6);
      for (const title of await posts.getByRole('heading', { level: 2 }).all()) {
        await expect(title).toHaveAttribute('lang', lang);
      }
      await expect(page.getByRole('link', { name: t('Blog.pageLanguage') })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('link', { name: t('Blog.allLanguages') }).click();
      await expect(page.getByRole('link', { name: t('Blog.allLanguages') })).toHaveAttribute('aria-current', 'page');
      await expect(posts.first()).toBeVisible();
      await checkA11y();
    });
  }
}

test('a doctor who wrote only in French is read in French on the Arabic page, marked as French (ar)', async ({
  page,
  accounts,
  signIn,
  api,
  checkA11y,
}) => {
  const fr = translator('fr');
  const ar = translator('ar');
  const account = await accounts.create({ name: 'Nadia Berrada', doctor: true });
  await signIn(account);
  await page.goto('/fr/profile');
  // A doctor's page needs a speciality, a city and a phone (decision 056).
  await page.getByRole('combobox', { name: 'Spécialité' }).fill('Pédiatre');
  await page.getByLabel(fr('Account.city'), { exact: true }).fill('Rabat');
  await page.getByLabel(fr('Account.phone'), { exact: true }).fill('0537 10 20 30');
  for (const language of ['ar', 'fr'] as const) {
    await page.getByRole('checkbox', { name: fr(`Languages.${language}`), exact: true }).check();
  }
  // The French editor is shown first on a French page; the other languages wait behind their buttons.
  const languages = page.getByRole('group', { name: fr('Account.description') });
  await expect(languages.getByRole('button', { name: fr('Languages.fr') })).toHaveAttribute('aria-pressed', 'true');
  const editor = page.getByRole('textbox', { name: fr('Account.descriptionIn', { language: fr('Languages.fr') }) });
  await expect(editor).toHaveAttribute('lang', 'fr');
  await editor.click();
  await page.keyboard.insertText('Consultations pour les enfants, du lundi au vendredi.');
  await languages.getByRole('button', { name: fr('Languages.ar') }).click();
  const arabicEditor = page.getByRole('textbox', {
    name: fr('Account.descriptionIn', { language: fr('Languages.ar') }),
  });
  await expect(arabicEditor).toHaveAttribute('dir', 'rtl');
  await expect(arabicEditor).toHaveText('');
  await checkA11y();
  await page.getByRole('button', { name: fr('Account.save') }).click();
  await expect(page.getByText(fr('Messages.profileUpdated'))).toBeVisible();

  const { doctor_profile: profile } = await api.profile(account);
  expect(profile?.descriptions).toEqual({
    fr: '<p dir="auto">Consultations pour les enfants, du lundi au vendredi.</p>',
    en: '',
    ar: '',
  });
  expect(profile?.languages).toEqual(['ar', 'fr']);

  await page.goto(`/ar/pediatre/${profile!.slug}`);
  const about = page.locator('.doctor-description');
  await expect(about).toHaveText('Consultations pour les enfants, du lundi au vendredi.');
  await expect(about).toHaveAttribute('lang', 'fr');
  await expect(about).toHaveCSS('direction', 'ltr');
  await expect(page.getByText(ar('Doctor.writtenIn', { language: ar('Languages.fr') }))).toBeVisible();
  const spoken = page.locator('.doctor-languages');
  await expect(spoken).toContainText(ar('Languages.ar'));
  await expect(spoken).toContainText(ar('Languages.fr'));
  await checkA11y();
});

test("the doctor's map costs nothing until it comes near the screen, then Tabib draws it (decision 078)", async ({
  page,
  api,
}) => {
  const fr = translator('fr');
  const doctor = (await api.searchDoctors({ city: 'Casablanca', lang: 'fr' })).doctors[0]!;
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/map\/|maplibre/.test(request.url())) mapRequests.push(request.url());
  });
  // On a small phone screen the map is further down than 300 px below the screen: no map code,
  // style or tile is asked for until it comes that near.
  await page.setViewportSize({ width: 360, height: 400 });
  await page.goto(`/fr/${doctor.speciality_slug}/${doctor.slug}`);
  const map = page.locator('.tabib-map');
  await expect(map).toBeAttached();
  expect((await map.boundingBox())!.y).toBeGreaterThan(400 + 300);
  // The server's markup already holds the drawn figure with the pin: never an empty box.
  await expect(map.getByRole('img', { name: fr('Doctor.mapTitle', { city: 'Casablanca' }) })).toBeAttached();
  expect(mapRequests).toEqual([]);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveClass(/is-drawn/);
  expect(mapRequests.some((url) => url.includes('/map/tiles.pmtiles'))).toBe(true);
  await expect(page.getByRole('link', { name: fr('Map.attribution') })).toBeVisible();
  await expect(page.getByRole('link', { name: fr('Doctor.mapLink') })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?query=.*Casablanca/,
  );

  // With no tiles on the server, the figure stays, with the address beside it.
  await page.route('**/map/status', (route) => route.fulfill({ json: { tiles: 'none' } }));
  await page.reload();
  const practical = page.getByRole('region', { name: fr('Doctor.practicalInfo') });
  await practical.scrollIntoViewIfNeeded();
  await expect(practical.locator('address')).toContainText('Casablanca');
  await expect(practical.getByRole('link', { name: fr('Doctor.mapLink') })).toBeVisible();
  await expect(map.getByRole('link', { name: fr('Map.openInApp') })).toBeVisible();
  await expect(map).not.toHaveClass(/is-drawn/);
});
