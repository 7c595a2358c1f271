import { doctorPage, expect, test, translator, type Page } from '../fixtures/test.ts';
import { isMapCode, recordTraffic } from '../fixtures/traffic.ts';

/**
 * Tabib's own map (decision 078), with the fixture archive the e2e server is started with: a
 * doctor's page draws its pin from Tabib's origin only and within 1.5 MB, and list pages load no
 * byte of map code (the results map has its own spec, results-map.spec.ts). Read only: nothing to clean up.
 */

async function casablancaDoctorPage(page: Page, lang: 'fr' | 'ar'): Promise<string> {
  const answer = await page.request.get(`/api/doctors/doctor-search/?city=Casablanca&lang=${lang}`);
  const { doctors } = (await answer.json()) as { doctors: { slug: string; speciality_slug: string }[] };
  return doctorPage(lang, doctors[0]!);
}

for (const lang of ['fr', 'ar'] as const) {
  test(`a doctor's page draws its pin on Tabib's own map, same origin only and under 1.5 MB (${lang})`, async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const t = translator(lang);
    const address = await casablancaDoctorPage(page, lang);
    const traffic = recordTraffic(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(address);
    const map = page.locator('.tabib-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveClass(/is-drawn/);
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.locator('.maplibregl-marker')).toHaveCount(1);
    await expect(map.getByRole('button', { name: t('Map.zoomIn'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t('Map.attribution') })).toBeVisible();
    // The tiles came from the archive, in byte ranges.
    await expect.poll(() => traffic.urls.filter((url) => url.includes('/map/tiles.pmtiles')).length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');

    const origin = new URL(baseURL!).origin;
    const elsewhere = traffic.urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('blob:'));
    expect(elsewhere).toEqual([]);
    expect(await traffic.bytes()).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    await checkA11y();
  });
}

test('without tiles or WebGL the page keeps a drawn figure with the pin, the place and a maps-app link', async ({
  page,
}) => {
  const t = translator('fr');
  await page.route('**/map/status', (route) => route.fulfill({ json: { tiles: 'none' } }));
  const traffic = recordTraffic(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(await casablancaDoctorPage(page, 'fr'));
  const map = page.locator('.tabib-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: t('Doctor.mapTitle', { city: 'Casablanca' }) })).toBeVisible();
  await expect(map.locator('.tabib-map-place')).toContainText('Casablanca');
  await expect(map.getByRole('link', { name: t('Map.openInApp') })).toHaveAttribute('href', /^geo:33\.\d+,-7\.\d+/);
  // The same box as the map: nothing below moves, and it is never empty.
  expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(200);
  await page.waitForLoadState('networkidle');
  expect(traffic.urls.filter((url) => /maplibre-map|tiles\.pmtiles|style\.json/.test(url))).toEqual([]);
});

test("the home page and a phone's list of results load no byte of map code", async ({ page }) => {
  const traffic = recordTraffic(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  await page.goto('/fr/?city=Casablanca');
  await expect(page.locator('.doctor-card').first()).toBeVisible();
  // The map is offered (tiles are served), and not drawn until asked for.
  await expect(page.getByRole('button', { name: translator('fr')('ResultsMap.map'), exact: true })).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState('networkidle');
  expect(traffic.urls.filter(isMapCode)).toEqual([]);
  expect(traffic.urls.filter((url) => url.includes('/api/doctors/doctor-map/'))).toEqual([]);
  expect(traffic.urls.length).toBeGreaterThan(3);
});
