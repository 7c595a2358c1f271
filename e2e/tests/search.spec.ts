import { searchPageSize, type Locale, type TDoctor } from '@tabib/shared';
import { escapeRegExp, expect, test, translator, type Api, type Page, type Translate } from '../fixtures/test.ts';

/**
 * Doctor search (decision 011), in French and in Arabic. The e2e server seeds random demo doctors, so
 * each journey first asks the API what there is to find. Read only: nothing to clean up.
 */

/** A speciality and a city, as labels of `lang`, that together fill at least two pages. */
async function findTwoPageSearch(api: Api, lang: Locale) {
  const specialities = (await api.suggestions({ field: 'speciality', q: '', lang })).suggestions;
  const cities = (await api.suggestions({ field: 'city', q: '', lang })).suggestions;
  for (const speciality of specialities) {
    for (const city of cities) {
      const result = await api.searchDoctors({ specialty: speciality.label, city: city.label, lang });
      if (result.totalPages >= 2) return { speciality: speciality.label, city: city.label };
    }
  }
  throw new Error(`no speciality and city fill two pages in ${lang}`);
}

/** The name a page of `lang` shows: in Arabic script on an Arabic page when the directory knows it. */
function displayName(t: Translate, doctor: TDoctor, lang: Locale): string {
  const { first_name_ar: firstAr, last_name_ar: lastAr } = doctor;
  if (lang === 'ar' && firstAr && lastAr) return t('Doctor.name', { firstName: firstAr, lastName: lastAr });
  return t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name });
}

/** The result cards; the region's name is its heading, which says what was searched (decision 053). */
function results(page: Page) {
  return page.locator('#doctors').getByRole('article');
}

for (const lang of ['fr', 'ar'] as const) {
  test(`search by speciality and city, paginate, open a doctor in the panel and on a phone (${lang})`, async ({
    page,
    api,
    checkA11y,
  }) => {
    const t = translator(lang);
    const { speciality, city } = await findTwoPageSearch(api, lang);
    const secondPage = await api.searchDoctors({ specialty: speciality, city, lang, currentPage: 2 });
    const [firstOfSecondPage, secondOfSecondPage] = secondPage.doctors;
    if (!firstOfSecondPage || !secondOfSecondPage) throw new Error('the second page has two doctors at least');

    await page.goto(`/${lang}/`);
    await expect(results(page).first()).toBeVisible();
    await checkA11y();

    await page.getByRole('combobox', { name: t('Search.speciality') }).fill(speciality);
    await page.getByRole('combobox', { name: t('Search.city') }).fill(city);
    await page.getByRole('button', { name: t('Search.submit') }).click();
    await expect(page).toHaveURL(/[?&]specialty=/);
    await expect(page).toHaveURL(/[?&]city=/);
    const cards = results(page);
    await expect(cards).toHaveCount(searchPageSize);
    // Each card names the doctor's speciality, in the feminine for a woman (decision 034).
    const firstPage = await api.searchDoctors({ specialty: speciality, city, lang });
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card).toContainText(firstPage.doctors[index]!.speciality);
    }
    expect(firstPage.doctors.filter((doctor) => doctor.gender === 'M').map((doctor) => doctor.speciality)).toEqual(
      firstPage.doctors.filter((doctor) => doctor.gender === 'M').map(() => speciality),
    );
    const firstOfPageOne = await cards.first().getByRole('heading').innerText();
    await checkA11y();

    // Page 2: a real link, the page in the URL, other doctors.
    const pageLink = (number: number) =>
      page
        .getByRole('navigation', { name: t('Pagination.label') })
        .getByRole('link', { name: t('Pagination.page', { page: number }), exact: true });
    await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
    await pageLink(2).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const firstOfPageTwo = displayName(t, firstOfSecondPage, lang);
    await expect(cards.first().getByRole('heading')).toContainText(firstOfPageTwo);
    expect(firstOfPageTwo).not.toBe(firstOfPageOne);
    await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect(pageLink(1)).not.toHaveAttribute('aria-current', 'page');
    const resultsUrl = page.url();

    // Wide screen: the details open beside the list.
    await cards.first().click();
    const panel = page.getByRole('complementary', { name: t('Search.panelLabel') });
    await expect(panel.getByRole('heading', { level: 2, name: firstOfPageTwo })).toBeVisible();
    await expect(cards.first().getByRole('link', { name: firstOfPageTwo })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(resultsUrl);
    await checkA11y();

    // Phone: the card leads to the doctor's own page.
    await page.setViewportSize({ width: 375, height: 740 });
    const doctor = secondOfSecondPage;
    const name = displayName(t, doctor, lang);
    await cards.nth(1).click();
    await expect(page).toHaveURL(`/${lang}/${doctor.speciality_slug}/${doctor.slug}`);
    // The heading is the name, followed by the "Verified" badge for a doctor whose account was checked.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByText(doctor.speciality).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(name)));
    await checkA11y();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    // Opened from a shared link, without anything handed over by the list, it loads by slug.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('heading', { level: 1 })).toContainText(name);
    await shared.close();

    await page.goBack();
    await expect(page).toHaveURL(resultsUrl);
    await expect(cards.first().getByRole('heading')).toContainText(firstOfPageTwo);
    // On a phone the search folds under its summary, which opens the form again (decision 053).
    await page.getByRole('button', { name: `${speciality} · ${city}` }).click();
    await expect(page.getByRole('combobox', { name: t('Search.speciality') })).toHaveValue(speciality);
  });
}

const autocompleteCases = [
  { lang: 'fr', typed: 'cardio' },
  { lang: 'ar', typed: 'القلب' },
] as const;

for (const { lang, typed } of autocompleteCases) {
  test(`the speciality box suggests as you type and a suggestion is picked with the keyboard (${lang})`, async ({
    page,
    api,
    checkA11y,
  }) => {
    const t = translator(lang);
    const expected = (await api.suggestions({ field: 'speciality', q: typed, lang })).suggestions;
    const firstSuggestion = expected[0]?.label;
    if (!firstSuggestion) throw new Error(`no speciality suggested for ${typed}`);

    await page.goto(`/${lang}/`);
    const input = page.getByRole('combobox', { name: t('Search.speciality') });
    await input.pressSequentially(typed, { delay: 30 });
    const listbox = page.getByRole('listbox', { name: t('Search.speciality') });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option')).toHaveCount(expected.length);
    await expect(listbox.getByRole('option').first()).toHaveText(firstSuggestion);
    await checkA11y();

    await input.press('ArrowDown');
    const active = listbox.getByRole('option', { name: firstSuggestion, exact: true });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
    await input.press('Enter');
    await expect(input).toHaveValue(firstSuggestion);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox).toBeHidden();
    // Picking fills the box; only the button searches.
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));

    // Escape closes the list without picking.
    await input.fill(typed);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue(typed);

    // Enter with no suggestion chosen runs the search; the first doctor's card names the speciality
    // (in the feminine for a woman, decision 034).
    await input.fill(firstSuggestion);
    await input.press('Enter');
    await expect(page).toHaveURL(/[?&]specialty=/);
    const [best] = (await api.searchDoctors({ specialty: firstSuggestion, lang })).doctors;
    if (!best) throw new Error(`no doctor found for ${firstSuggestion}`);
    await expect(
      page
        .getByRole('region', { name: t('Directory.headingSpeciality', { speciality: firstSuggestion }) })
        .getByRole('article')
        .first(),
    ).toContainText(best.speciality);
  });
}

for (const lang of ['fr', 'ar'] as const) {
  test(`a search that matches nothing says so and clearing the filters brings doctors back (${lang})`, async ({
    page,
    api,
    checkA11y,
  }) => {
    const t = translator(lang);
    const nothing = 'zzqxwv';
    expect((await api.searchDoctors({ specialty: nothing, lang })).count).toBe(0);

    await page.goto(`/${lang}/`);
    await page.getByRole('combobox', { name: t('Search.speciality') }).fill(nothing);
    await page.getByRole('button', { name: t('Search.submit') }).click();
    await expect(page.getByText(t('Search.noResults'))).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await checkA11y();

    await page.getByRole('link', { name: t('Search.clearFilters') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    await expect(results(page)).toHaveCount(searchPageSize);
    await expect(page.getByRole('combobox', { name: t('Search.speciality') })).toHaveValue('');
  });
}

test('an unknown doctor shows a clear not-found page with the way back (ar)', async ({ page, checkA11y }) => {
  const t = translator('ar');
  await page.goto('/ar/cardiologue/nobody-by-this-name');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Doctor.notFoundTitle'));
  await checkA11y();
  await page.getByRole('link', { name: t('Doctor.backToSearch') }).click();
  await expect(page).toHaveURL(/\/ar\/$/);
});

test('a doctor without a photo shows their initials on a coloured disc, on the card and the page', async ({
  page,
  doctors,
}) => {
  const { doctor } = await doctors.listed('Salma');
  const initials = `S${doctor.last_name[0]!.toUpperCase()}`;
  await page.goto(`/fr/?doctor_name=${encodeURIComponent(doctor.last_name)}`);
  const card = page.getByRole('article').filter({ hasText: `Dr. Salma ${doctor.last_name}` });
  const cardDisc = card.locator('.doctor-initials');
  await expect(cardDisc).toHaveText(initials);
  await expect(card.locator('img[src$="doctor-female.svg"], img[src$="doctor-male.svg"]')).toHaveCount(0);
  const tone = await cardDisc.locator('circle').evaluate((element) => getComputedStyle(element).fill);
  expect(tone).toMatch(/^rgb\(/);
  expect(tone).not.toBe('rgb(255, 255, 255)');
  expect(await cardDisc.locator('text').evaluate((element) => getComputedStyle(element).fill)).toBe(
    'rgb(255, 255, 255)',
  );

  // The doctor's page draws the same initials on the same tone.
  await page.goto(`/fr/${doctor.speciality_slug}/${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Dr. Salma ${doctor.last_name}` })).toBeVisible();
  const pageDisc = page.locator('.doctor-initials').first();
  await expect(pageDisc).toHaveText(initials);
  expect(await pageDisc.locator('circle').evaluate((element) => getComputedStyle(element).fill)).toBe(tone);
});

test('in Arabic, a woman doctor is named with the feminine title, a man with the masculine', async ({ page, api }) => {
  for (const [gender, title] of [
    ['F', 'طبيبة القلب والشرايين'],
    ['M', 'طبيب القلب والشرايين'],
  ] as const) {
    const { doctors } = await api.searchDoctors({ specialty: 'Cardiologue', gender, lang: 'ar' });
    const doctor = doctors[0]!;
    expect(doctor.speciality).toBe(title);
    await page.goto(`/ar/${doctor.speciality_slug}/${doctor.slug}`);
    const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(details.getByText(title, { exact: true }).first()).toBeVisible();
  }
});

test('on a phone in Arabic, a Latin street and an Arabic city sit on lines of their own, both on the right', async ({
  page,
  api,
}) => {
  const { doctors } = await api.searchDoctors({ city: 'Rabat', lang: 'ar' });
  const doctor = doctors.find((candidate) => candidate.address.street)!;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/ar/${doctor.speciality_slug}/${doctor.slug}`);
  const address = page.locator('address.doctor-address').first();
  // Street first, postal code and city last; the quarter, when known, between them (decision 080).
  const [street, locality] = [address.locator('bdi').first(), address.locator('bdi').last()];
  await expect(street).toHaveText(doctor.address.street);
  await expect(locality).toHaveText(`${doctor.address.postal_code} ${doctor.address.city}`);
  const lines = address.locator('.doctor-address-line');
  const streetBox = (await lines.nth(0).boundingBox())!;
  const localityBox = (await lines.last().boundingBox())!;
  // The city's line starts under the street's, never beside a half-wrapped street.
  expect(localityBox.y).toBeGreaterThanOrEqual(streetBox.y + streetBox.height - 1);
  // Both lines keep to the page's right edge, the Latin street too.
  const textRight = (element: typeof street) =>
    element.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
    });
  expect(Math.abs((await textRight(street)) - (await textRight(locality)))).toBeLessThanOrEqual(1);
});
