import type { Locale } from '@tabib/shared';
import { doctorPage, expect, test, tinyPng, translator, type Locator, type Page } from '../fixtures/test.ts';

/**
 * The maps at first sight (decision 053): the OpenStreetMap credit is a link screen readers
 * reach (axe finds nothing serious on a doctor's page or the contact page), the map's links are
 * targets a finger can hit on a phone (24 px), and without tiles the contact page shows the address
 * where the map was, never an empty box. The e2e server has no network: each test decides what
 * OpenStreetMap answers for the contact page; a doctor's page draws Tabib's own map from the
 * fixture archive (decision 078). Read only: nothing to clean up.
 */

const tileServer = 'https://tile.openstreetmap.org/**';

async function serveTiles(page: Page): Promise<void> {
  await page.route(tileServer, (route) => route.fulfill({ contentType: 'image/png', body: tinyPng }));
}

async function refuseTiles(page: Page): Promise<void> {
  await page.route(tileServer, (route) => route.abort('internetdisconnected'));
}

/** A doctor of Rabat, whose page draws the map of the city. */
async function rabatDoctorPage(page: Page, lang: Locale): Promise<string> {
  const answer = await page.request.get(`/api/doctors/doctor-search/?city=Rabat&lang=${lang}`);
  const { doctors } = (await answer.json()) as { doctors: { slug: string; speciality_slug: string }[] };
  return doctorPage(lang, doctors[0]!);
}

/** Every link of the map, the credit and the larger map's, is at least 24 px tall. */
async function expectTallLinks(links: Locator): Promise<void> {
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(24);
  }
}

for (const lang of ['fr', 'ar'] as const) {
  const t = translator(lang);
  const pages = translator(lang, 'pages');

  test(`a doctor's map and the contact map credit OpenStreetMap with a link readers reach (${lang})`, async ({
    page,
    checkA11y,
  }) => {
    await serveTiles(page);
    await page.setViewportSize({ width: 375, height: 740 });

    await page.goto(await rabatDoctorPage(page, lang));
    // The doctor's map is Tabib's own (decision 078), drawn from the fixture archive.
    const doctorMap = page.locator('.tabib-map');
    await doctorMap.scrollIntoViewIfNeeded();
    await expect(doctorMap).toHaveClass(/is-drawn/);
    await expect(page.getByRole('link', { name: t('Map.attribution') })).toBeVisible();
    await expectTallLinks(page.locator('.tabib-map a, .doctor-map-link a'));
    await checkA11y();

    await page.goto(`/${lang}/contact`);
    const contactMap = page.getByRole('img', { name: pages('contact.mapTitle') });
    await contactMap.scrollIntoViewIfNeeded();
    await expect(contactMap.locator('img')).toHaveCount(6);
    await expect(page.getByRole('link', { name: t('Map.attribution') })).toBeVisible();
    await expectTallLinks(page.locator('figure.static-map').getByRole('link'));
    await checkA11y();
  });

  test(`without tiles the contact page shows the address where the map was (${lang})`, async ({ page, checkA11y }) => {
    await refuseTiles(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${lang}/contact`);
    const fallback = page.locator('.contact-map .static-map-fallback');
    await fallback.scrollIntoViewIfNeeded();
    await expect(fallback).toBeVisible();
    const address = fallback.locator('address');
    await expect(address).toBeVisible();
    await expect(address).toContainText(lang === 'ar' ? 'تكنوبوليس الرباط شور' : 'Technopolis Rabat-Shore');
    await expect(address).toContainText(lang === 'ar' ? '11100 سلا' : '11100 Salé');
    await expect(fallback.getByRole('link', { name: pages('contact.mapLink') })).toBeVisible();
    // It stands in the map's place, about as tall, so nothing below it moves.
    expect((await fallback.boundingBox())!.height).toBeGreaterThanOrEqual(190);
    for (const link of await fallback.getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
    await checkA11y();
  });
}
