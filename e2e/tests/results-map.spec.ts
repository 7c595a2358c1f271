import type { TDoctorMap } from '@tabib/shared';
import { expect, test, translator, type Page, type Translate } from '../fixtures/test.ts';
import { saveScreenshot } from '../fixtures/places.ts';
import { isMapCode, recordTraffic } from '../fixtures/traffic.ts';

/**
 * The results map (decision 081) with the fixture archive the e2e server is started with: beside
 * the list on a desktop, from Tabib's origin only and within 1.5 MB; its pins clustered; a pin
 * pressed shows its doctor's card; "Search this area" makes the view the search; on a phone the
 * list comes first and the map's code only once "Map" is pressed. Read only: nothing to clean up.
 * Screenshots go to SHOTS_DIR (/work/notes/screens/results) when it can be written.
 */

const shots = process.env.SHOTS_DIR ?? '/work/notes/screens/results';

type Pin = TDoctorMap['pins'][number];
interface MapAnswer {
  view: { west: number; south: number; east: number; north: number };
  answer: TDoctorMap;
}

/** The pins the map asked for next, with the view they were asked for (the map's bounds). */
async function nextPins(page: Page): Promise<MapAnswer> {
  const response = await page.waitForResponse((candidate) => candidate.url().includes('/api/doctors/doctor-map/'));
  const [west, south, east, north] = new URL(response.url()).searchParams.get('bbox')!.split(',').map(Number);
  return {
    view: { west: west!, south: south!, east: east!, north: north! },
    answer: (await response.json()) as TDoctorMap,
  };
}

const mercator = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

/** Where a pin is drawn on the page, from the view's bounds and the map's box (Web Mercator). */
async function pinPosition(page: Page, { view }: MapAnswer, pin: Pin): Promise<{ x: number; y: number }> {
  const box = (await page.locator('.results-map-canvas').boundingBox())!;
  const x = box.x + ((pin.longitude - view.west) / (view.east - view.west)) * box.width;
  const y =
    box.y +
    ((mercator(view.north) - mercator(pin.latitude)) / (mercator(view.north) - mercator(view.south))) * box.height;
  return { x, y };
}

/** A pin no other comes within a cluster's reach of (48 px) nor near the map's edge: drawn alone. */
async function lonePin(page: Page, pins: MapAnswer): Promise<{ pin: Pin; x: number; y: number } | undefined> {
  const box = (await page.locator('.results-map-canvas').boundingBox())!;
  const placed = await Promise.all(
    pins.answer.pins.map(async (pin) => ({ pin, ...(await pinPosition(page, pins, pin)) })),
  );
  return placed.find(
    (one) =>
      one.x > box.x + 60 &&
      one.x < box.x + box.width - 60 &&
      one.y > box.y + 60 &&
      one.y < box.y + box.height - 40 &&
      placed.every((other) => other === one || Math.hypot(other.x - one.x, other.y - one.y) > 100),
  );
}

/** "58 médecins dans cette zone", in i18next's plural forms (zero first, then the language's rules). */
function countIn(t: Translate, lang: 'fr' | 'ar', count: number): string {
  const form = count === 0 ? 'zero' : new Intl.PluralRules(lang).select(count);
  return t(`ResultsMap.inView_${form}`, { total: new Intl.NumberFormat(lang === 'ar' ? 'ar-MA' : lang).format(count) });
}

for (const lang of ['fr', 'ar'] as const) {
  test(`a desktop's results map of Casablanca sits beside the list, clustered, same origin only, under 1.5 MB (${lang})`, async ({
    page,
    baseURL,
    checkA11y,
  }) => {
    const t = translator(lang);
    const traffic = recordTraffic(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const pins = nextPins(page);
    await page.goto(`/${lang}/?city=Casablanca`);
    // MapLibre's canvas, named and described for screen readers.
    const map = page.getByRole('region', { name: t('ResultsMap.title') });
    await expect(map).toBeVisible();
    await expect(map).toHaveAccessibleDescription(t('ResultsMap.sameAsList'));
    const first = await pins;
    expect(first.answer.pins.length).toBeGreaterThan(20);
    await expect(page.locator('.results-map-status')).toHaveText(countIn(t, lang, first.answer.count));
    // Zoomed out on a city, pins gather: fewer markers than doctors, each naming how many it holds.
    const clusters = page.locator('.results-map-cluster');
    await expect(clusters.first()).toBeVisible();
    const counts = (await clusters.allTextContents()).map(Number);
    expect(counts.every((count) => count >= 2)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(first.answer.pins.length);
    expect(counts.length).toBeLessThan(first.answer.pins.length);
    // Beside the list: the map's box starts to the list's side, level with it.
    const list = (await page.locator('.search-results').boundingBox())!;
    const mapBox = (await map.boundingBox())!;
    if (lang === 'fr') expect(mapBox.x).toBeGreaterThan(list.x + list.width - 1);
    else expect(mapBox.x + mapBox.width).toBeLessThan(list.x + 1);
    await expect(page.getByRole('link', { name: t('Map.attribution') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, shots, `desktop-${lang}`);

    const origin = new URL(baseURL!).origin;
    expect(traffic.urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('blob:'))).toEqual([]);
    expect(traffic.urls.some((url) => url.includes('/map/tiles.pmtiles'))).toBe(true);
    expect(await traffic.bytes()).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    await checkA11y();
  });
}

test('a cluster pressed opens up, a pin pressed shows its card, and "Search this area" searches the view', async ({
  page,
}) => {
  const t = translator('fr');
  await page.setViewportSize({ width: 1280, height: 800 });
  let pins = nextPins(page);
  await page.goto('/fr/?city=Casablanca');
  await expect(page.locator('.results-map-canvas canvas')).toBeVisible();
  let shown = await pins;

  // A cluster pressed zooms in to where it splits: the next view is smaller.
  const before = shown.view.east - shown.view.west;
  pins = nextPins(page);
  await page.locator('.results-map-cluster').first().click();
  shown = await pins;
  expect(shown.view.east - shown.view.west).toBeLessThan(before);
  await expect(page.getByRole('button', { name: t('ResultsMap.searchArea') })).toBeVisible();

  // Zoomed in until a pin stands alone, it is pressed: its doctor's card comes under the map.
  let alone = await lonePin(page, shown);
  for (let step = 0; !alone && step < 4; step += 1) {
    pins = nextPins(page);
    await page.getByRole('button', { name: t('Map.zoomIn'), exact: true }).click();
    shown = await pins;
    alone = await lonePin(page, shown);
  }
  expect(alone, 'a pin drawn alone').toBeDefined();
  await page.mouse.click(alone!.x, alone!.y);
  const card = page.getByRole('region', { name: t('ResultsMap.picked') });
  await expect(card.getByRole('link').first()).toHaveAttribute(
    'href',
    `/fr/${alone!.pin.speciality_slug}/${alone!.pin.slug}`,
  );
  await card.getByRole('button', { name: t('ResultsMap.closeCard') }).click();
  await expect(card).toBeHidden();

  // "Search this area": the search becomes the circle in view, nearest first, and the list and the
  // map count the same doctors.
  await page.getByRole('button', { name: t('ResultsMap.searchArea') }).click();
  await expect(page).toHaveURL(/[?&]near=33\.\d+%2C-7\.\d+/);
  await expect(page).toHaveURL(/[?&]order=distance/);
  await expect(page).not.toHaveURL(/[?&]city=/);
  const url = new URL(page.url());
  const search = await page.request.get(
    `/api/doctors/doctor-search/?near=${url.searchParams.get('near')}&radius=${url.searchParams.get('radius')}&order=distance&lang=fr`,
  );
  const { count } = (await search.json()) as { count: number };
  const form = count === 0 ? 'zero' : new Intl.PluralRules('fr').select(count);
  await expect(page.locator('.result-count')).toHaveText(
    t(`Search.resultCount_${form}`, { total: new Intl.NumberFormat('fr').format(count) }),
  );
  await expect(page.locator('.results-map-status')).toHaveText(countIn(t, 'fr', count));
  await expect(page.getByRole('button', { name: t('ResultsMap.searchArea') })).toBeHidden();
});

test("a phone shows the list first, loads the map's code only for Map, and goes back to the list (ar)", async ({
  page,
}) => {
  const t = translator('ar');
  const traffic = recordTraffic(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ar/?city=Casablanca');
  const list = page.getByRole('button', { name: t('ResultsMap.list'), exact: true });
  const map = page.getByRole('button', { name: t('ResultsMap.map'), exact: true });
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.doctor-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(traffic.urls.filter(isMapCode)).toEqual([]);
  await saveScreenshot(page, shots, 'phone-list-ar');

  await map.click();
  await expect(map).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: t('ResultsMap.title') })).toBeVisible();
  await expect(page.locator('.doctor-card').first()).toBeHidden();
  await expect(page.locator('.results-map-cluster').first()).toBeVisible();
  // The map fills the screen under its switch, which is at the top.
  expect((await map.boundingBox())!.y).toBeLessThan(80);
  expect(traffic.urls.filter(isMapCode).length).toBeGreaterThan(0);
  await saveScreenshot(page, shots, 'phone-map-ar');

  await list.click();
  await expect(page.locator('.doctor-card').first()).toBeVisible();
  await expect(page.getByRole('region', { name: t('ResultsMap.title') })).toBeHidden();
});
