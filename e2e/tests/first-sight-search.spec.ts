import type { Locale } from '@tabib/shared';
import { expect, test, translator, type Api, type Page, type Translate } from '../fixtures/test.ts';

/**
 * A search seen at first sight (decision 053): on a phone the form folds into a
 * line, "Cardiologue · Casablanca · 8 médecins trouvés", the results start in view and the line
 * opens the form again; on every width the results' heading says what was searched, in the
 * server's HTML too. Read only: nothing to clean up.
 */

/** A speciality and a city, as labels of `lang`, that have doctors, with how many. */
async function findSearch(api: Api, lang: Locale) {
  const specialities = (await api.suggestions({ field: 'speciality', q: '', lang })).suggestions;
  const cities = (await api.suggestions({ field: 'city', q: '', lang })).suggestions;
  for (const speciality of specialities) {
    for (const city of cities) {
      const { count } = await api.searchDoctors({ specialty: speciality.label, city: city.label, lang });
      if (count >= 2) return { speciality: speciality.label, city: city.label, count };
    }
  }
  throw new Error(`no speciality and city have doctors in ${lang}`);
}

/** "8 médecins trouvés": the catalogue's plural form for `count` in `lang`, as i18next picks it. */
function resultCount(t: Translate, lang: Locale, count: number): string {
  return t(`Search.resultCount_${new Intl.PluralRules(lang).select(count)}`, { total: count });
}

async function search(page: Page, t: Translate, speciality: string, city: string) {
  await page.getByRole('combobox', { name: t('Search.speciality') }).fill(speciality);
  await page.getByRole('combobox', { name: t('Search.city') }).fill(city);
  await page.getByRole('button', { name: t('Search.submit') }).click();
}

function resultCards(page: Page) {
  return page.locator('#doctors').getByRole('article');
}

for (const lang of ['fr', 'ar'] as const) {
  const t = translator(lang);

  test(`on a phone a search folds the form into its summary and shows the results (${lang})`, async ({
    page,
    api,
    checkA11y,
  }) => {
    const { speciality, city, count } = await findSearch(api, lang);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${lang}/`);
    await expect(resultCards(page).first()).toBeVisible();
    // The reader scrolls down to the button, as a form taller than the screen makes them do.
    await page.getByRole('button', { name: t('Search.submit') }).scrollIntoViewIfNeeded();
    await search(page, t, speciality, city);

    const summary = page.getByRole('button', { name: [speciality, city, resultCount(t, lang, count)].join(' · ') });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(t('Search.editSearch'));
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toBeFocused();
    await expect(page.getByRole('search')).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 2, name: t('Directory.headingSpecialityCity', { speciality, city }) }),
    ).toBeInViewport();
    await expect(resultCards(page).first()).toBeInViewport();
    await checkA11y();

    // Tapping the summary opens the form again, filled with the search.
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('Search.speciality') })).toHaveValue(speciality);
    await expect(page.getByRole('combobox', { name: t('Search.city') })).toHaveValue(city);
    await checkA11y();

    // A second search folds it again.
    await page.getByRole('combobox', { name: t('Search.city') }).fill('');
    // An emptied field means "anywhere": no list of cities pops up over the button.
    await page.waitForTimeout(400); // past the suggestions' 150 ms debounce, when the list used to open
    await expect(page.getByRole('listbox', { name: t('Search.city') })).toBeHidden();
    await page.getByRole('button', { name: t('Search.submit') }).click();
    const everywhere = await api.searchDoctors({ specialty: speciality, lang });
    const again = page.getByRole('button', { name: [speciality, resultCount(t, lang, everywhere.count)].join(' · ') });
    await expect(again).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.locator('#doctors').getByRole('heading', { level: 2 })).toHaveText(
      t('Directory.headingSpeciality', { speciality }),
    );
  });

  test(`on a wide screen the heading says what was searched and the form stays (${lang})`, async ({ page, api }) => {
    const { speciality, city, count } = await findSearch(api, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/`);
    await expect(page.getByRole('heading', { level: 2, name: t('Home.bestDoctors') })).toBeVisible();
    await search(page, t, speciality, city);
    const heading = t('Directory.headingSpecialityCity', { speciality, city });
    await expect(page.getByRole('region', { name: heading }).getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(page.getByText(resultCount(t, lang, count), { exact: true })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.locator('.search-summary')).toBeHidden();

    // The server's HTML of the search's address already says it, before any script runs.
    const html = await (await page.request.get(page.url())).text();
    expect(html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&')).toContain(`>${heading}</h2>`);
  });
}
