import { mkdirSync } from 'node:fs';
import type { TProfile } from '@tabib/shared';
import {
  closeToast,
  expect,
  test,
  translator,
  uniqueLastName,
  type Locator,
  type Page,
  type Translate,
} from '../fixtures/test.ts';
import { practiseInCasablanca } from '../fixtures/places.ts';

/**
 * The practice's pin on the profile's map (decision 081), in French and Arabic on a phone and a
 * desktop: a doctor in Casablanca moves the pin with the arrow keys and cancels, moves it north
 * with the keys and saves, then drags it with the mouse and saves. Nothing is saved before "Save
 * this position". Screenshots go to SHOTS_DIR (/work/notes/screens/pin) when it can be written.
 */

const shots = process.env.SHOTS_DIR ?? '/work/notes/screens/pin';

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The page with the map in the middle of the screen, once the map has stopped changing (its tiles
 * drawn, a zoom ended): two pictures in a row alike.
 */
async function screenshot(page: Page, map: Locator, name: string): Promise<void> {
  try {
    mkdirSync(shots, { recursive: true });
  } catch {
    return;
  }
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let previous: Buffer = Buffer.alloc(0);
  await expect(async () => {
    const current = await map.screenshot();
    const steady = current.equals(previous);
    previous = current;
    expect(steady).toBe(true);
  }).toPass();
  await page.screenshot({ path: `${shots}/${name}.png` });
}

/** The practice's point as GET /api/users/profile/ gives it. */
function pointOf(profile: TProfile): Point & { source: string } {
  const location = profile.doctor_profile?.location;
  if (!location) throw new Error('a doctor in Casablanca has a point');
  return location;
}

/** "Latitude 33,58930 · Longitude -7,63110" as the page writes a point. */
function coordinates(t: Translate, lang: 'fr' | 'ar', point: Point): string {
  const digits = (value: number) =>
    new Intl.NumberFormat(lang === 'ar' ? 'ar-MA' : lang, {
      minimumFractionDigits: 5,
      maximumFractionDigits: 5,
    }).format(value);
  return `${t('NearMe.profile.latitude')} ${digits(point.latitude)} · ${t('NearMe.profile.longitude')} ${digits(point.longitude)}`;
}

/** The centre of an element on the screen. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const lang of ['fr', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`the pin moves on the map with the keys and the mouse, and only "Save this position" saves it (${lang}, ${width} px)`, async ({
      page,
      request,
      api,
      accounts,
      signIn,
      checkA11y,
    }) => {
      const t = translator(lang);
      const account = await accounts.create({ name: `Karim ${uniqueLastName()}`, doctor: true, confirmed: false });
      await practiseInCasablanca(request, account.user.token);
      const before = await api.profile(account);
      const saved = t(before.doctor_profile?.verified ? 'NearMe.profile.pinSaved' : 'NearMe.profile.pinPending');
      const start = pointOf(before);
      expect(start.source).toBe('city');

      await signIn(account);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/profile?section=practice`);
      const place = page.getByRole('group', { name: t('NearMe.profile.title') });
      const map = place.locator('.tabib-pin-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveClass(/is-drawn/);
      await expect(map.locator('canvas')).toBeVisible();
      // The map keeps its left-to-right geography in the Arabic page.
      await expect(map.locator('.tabib-map-canvas')).toHaveAttribute('dir', 'ltr');
      const pin = place.getByRole('button', { name: t('NearMe.profile.pinLabel') });
      await expect(pin).toBeVisible();
      const save = place.getByRole('button', { name: t('NearMe.profile.savePoint') });
      const cancel = place.getByRole('button', { name: t('NearMe.profile.cancelPoint') });
      const draft = place.getByText(t('NearMe.profile.newPoint'));
      const announcer = place.locator('[aria-live="polite"]');
      await expect(save).toHaveCount(0);
      await checkA11y();

      await test.step('Cancel puts the pin back and saves nothing', async () => {
        const home = await centre(pin);
        await pin.focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Shift+ArrowRight');
        await expect(draft).toBeVisible();
        await expect(announcer).toContainText(t('NearMe.profile.pinMoved'));
        // ArrowRight is east, also in an Arabic page: the pin went right on the screen.
        expect((await centre(pin)).x).toBeGreaterThan(home.x);
        await cancel.click();
        await expect(draft).toBeHidden();
        await expect(save).toHaveCount(0);
        await expect.poll(async () => (await centre(pin)).x).toBeCloseTo(home.x, 0);
        expect(pointOf(await api.profile(account))).toEqual(start);
      });

      const north =
        await test.step('three presses of ArrowUp move the pin north, and saving publishes it', async () => {
          await pin.focus();
          for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowUp');
          await expect(draft).toBeVisible();
          await expect(announcer).toContainText(t('NearMe.profile.pinMoved'));
          expect(pointOf(await api.profile(account))).toEqual(start);
          await screenshot(page, map, `keys-${lang}-${width}`);
          await save.click();
          await closeToast(page, saved);
          await expect(draft).toBeHidden();
          const moved = pointOf(await api.profile(account));
          expect(moved.source).toBe('doctor');
          expect(moved.latitude).toBeGreaterThan(start.latitude);
          // About 30 m: three steps of about 10 m.
          expect((moved.latitude - start.latitude) * 111_320).toBeGreaterThan(25);
          expect((moved.latitude - start.latitude) * 111_320).toBeLessThan(35);
          expect(Math.abs(moved.longitude - start.longitude)).toBeLessThan(1e-6);
          await expect(place).toContainText(coordinates(t, lang, moved));
          await expect(place.getByText(t('NearMe.source.doctor'))).toBeVisible();
          return moved;
        });

      await test.step('a drag with the mouse, then "Save", changes the saved point and the one shown', async () => {
        await map.scrollIntoViewIfNeeded();
        const from = await centre(pin);
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(from.x + 60, from.y + 40, { steps: 10 });
        await page.mouse.up();
        await expect(draft).toBeVisible();
        await screenshot(page, map, `drag-${lang}-${width}`);
        expect(pointOf(await api.profile(account))).toEqual(north);
        await save.click();
        await closeToast(page, saved);
        const dragged = pointOf(await api.profile(account));
        // Right and down on the screen is east and south, in both languages.
        expect(dragged.longitude).toBeGreaterThan(north.longitude);
        expect(dragged.latitude).toBeLessThan(north.latitude);
        await expect(place).toContainText(coordinates(t, lang, dragged));
        await expect(place).not.toContainText(coordinates(t, lang, north));
        // Zoomed out, the picture shows the tiles around the pin: the coast, the motorways.
        const zoomOut = map.getByRole('button', { name: t('Map.zoomOut'), exact: true });
        for (let press = 0; press < 3; press++) await zoomOut.click();
        await expect(pin).toBeVisible();
        await screenshot(page, map, `saved-${lang}-${width}`);
      });
    });
  }
}
