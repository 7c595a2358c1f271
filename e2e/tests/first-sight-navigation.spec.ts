import type { Locale } from '@tabib/shared';
import { availability, book } from '../fixtures/agenda.ts';
import { moderatorCredentials } from '../fixtures/api.ts';
import { expect, test } from '../fixtures/booking.ts';
import { doctorPage, translator, type Page, type Translate } from '../fixtures/test.ts';

/**
 * Moving around (decision 052): a new page opens at its top or at its #anchor and Back
 * returns where the reader was; the account menu lists its items one under the other, My
 * appointments first; signing in leads where the account has something waiting, signing out home;
 * one main link is current; the language switch keeps the page's query.
 */

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };
const sizes = [
  { name: '375 px', viewport: phone },
  { name: '1280 px', viewport: desktop },
] as const;
const languages = ['fr', 'ar'] as const satisfies readonly Locale[];

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** The app places each page itself once its navigation code has loaded, after the first paint. */
async function whenPlacingPages(page: Page): Promise<void> {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
}

/** How far the top of `selector` is from the top of the window, in whole CSS pixels either way. */
function distanceFromTop(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top)));
}

/** Under 920 px the main links, the language switch and the account menu are in the header's menu. */
async function openHeaderMenu(page: Page, t: Translate): Promise<void> {
  const toggle = page.getByRole('button', { name: t('Layout.openMenu'), exact: true });
  if (await toggle.isVisible()) await toggle.click();
}

for (const lang of languages) {
  const t = translator(lang);

  for (const { name, viewport } of sizes) {
    test(`${lang}, ${name}: a footer link opens the terms at the top; Back returns to the footer`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/`);
      await whenPlacingPages(page);
      const terms = page.getByRole('contentinfo').getByRole('link', { name: t('Footer.terms'), exact: true });
      await terms.scrollIntoViewIfNeeded();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
      const atFooter = await scrollY(page);

      await terms.click();
      await expect(page).toHaveURL(`/${lang}/terms`);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(`/${lang}/`);
      await expect.poll(() => scrollY(page)).toBe(atFooter);
      await expect(terms).toBeInViewport();
    });

    test(`${lang}, ${name}: the account menu lists My appointments first, one item under the other, each on one line; signing out leads home`, async ({
      page,
      accounts,
      signIn,
      checkA11y,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(await accounts.create({ name: 'Samira Bennani' }));
      await page.goto(`/${lang}/blog`);
      await openHeaderMenu(page, t);
      await page.getByRole('banner').getByRole('button', { name: 'Samira Bennani' }).click();
      const items = page.locator('.account-menu-list > li');
      await expect(items.first()).toBeVisible();
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toHaveText(t('Profile.appointments'));
      await expect(items.nth(1)).toHaveText(t('Profile.account'));
      await expect(items.nth(2)).toHaveText(t('Layout.logout'));
      const boxes = await Promise.all((await items.all()).map(async (item) => (await item.boundingBox())!));
      for (const [index, box] of boxes.entries()) {
        const above = boxes[index - 1];
        if (above) expect(box.y).toBeGreaterThanOrEqual(above.y + above.height - 1);
        if (above) expect(Math.abs(box.x - above.x)).toBeLessThanOrEqual(1);
      }
      // One line of text each: a label that wraps has two boxes of text.
      for (const item of await items.all()) {
        const lines = await item.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element.querySelector('a, button') ?? element);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
        });
        expect(lines).toBe(1);
      }
      await checkA11y();

      await items.nth(0).getByRole('link').click();
      await expect(page).toHaveURL(`/${lang}/profile?section=appointments`);
      await expect(page.getByRole('heading', { level: 1, name: t('Profile.appointments') })).toBeVisible();

      await openHeaderMenu(page, t);
      await page.getByRole('banner').getByRole('button', { name: 'Samira Bennani' }).click();
      await page.getByRole('button', { name: t('Layout.logout') }).click();
      await expect(page).toHaveURL(`/${lang}/`);
      await openHeaderMenu(page, t);
      await expect(page.getByRole('banner').getByRole('link', { name: t('Layout.signIn') })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
    });
  }

  test(`${lang}, 375 px: a doctor reached from a list scrolled down opens at the top`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto(`/${lang}/`);
    await whenPlacingPages(page);
    const card = page.locator('#doctors').getByRole('article').nth(5);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    const atCard = await scrollY(page);

    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(`/${lang}/`);
    await expect.poll(() => scrollY(page)).toBe(atCard);
  });

  for (const { name, viewport } of sizes) {
    test(`${lang}, ${name}: "Doctors" lands on the result list and is the only current link`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${lang}/about`);
      await whenPlacingPages(page);
      const navigation = page.getByRole('navigation', { name: t('Layout.mainNavigation') });
      await openHeaderMenu(page, t);
      await navigation.getByRole('link', { name: t('Layout.doctors') }).click();
      await expect(page).toHaveURL(`/${lang}/#doctors`);
      await expect(page.locator('#doctors').getByRole('article').first()).toBeVisible();
      await expect.poll(() => distanceFromTop(page, '#doctors')).toBeLessThanOrEqual(1);

      await openHeaderMenu(page, t);
      const current = navigation.locator('[aria-current]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(t('Layout.doctors'));

      // Home, from the list, is the top of the same page.
      await navigation.getByRole('link', { name: t('Layout.home') }).click();
      await expect(page).toHaveURL(`/${lang}/`);
      await expect.poll(() => scrollY(page)).toBe(0);
      await openHeaderMenu(page, t);
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(t('Layout.home'));
    });
  }

  test(`${lang}: a patient with an appointment ahead signs in onto My appointments`, async ({
    page,
    request,
    accounts,
    bookableDoctor,
    patientsToRelease,
  }) => {
    const { doctor, visitTypes } = await bookableDoctor({ name: `Rachid Alami` });
    const patient = await accounts.create({ name: 'Hajar Idrissi' });
    patientsToRelease.push(patient);
    const week = await availability(request, doctor.id, { days: 7 });
    const slot = week.days.flatMap((day) => day.slots)[0];
    if (!slot || !visitTypes[0]) throw new Error('an open doctor has a free slot in its week');
    await book(request, patient.user.token, { doctor: doctor.id, visit_type: visitTypes[0].id, start: slot.start });

    await page.setViewportSize(lang === 'ar' ? phone : desktop);
    await page.goto(`/${lang}/login`);
    await page.getByLabel(t('Account.email')).fill(patient.email);
    await page.getByLabel(t('Account.password')).fill(patient.password);
    await page.getByRole('button', { name: t('Account.signIn') }).click();
    await expect(page).toHaveURL(`/${lang}/profile?section=appointments`);
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.appointments') })).toBeVisible();
    await expect(page.getByRole('main').getByText(`Rachid Alami`).first()).toBeVisible();
  });

  test(`${lang}: a patient with nothing ahead signs in onto their account; a moderator onto the admin area`, async ({
    page,
    accounts,
  }) => {
    const patient = await accounts.create({ name: 'Omar Chraibi' });
    await page.goto(`/${lang}/login`);
    await page.getByLabel(t('Account.email')).fill(patient.email);
    await page.getByLabel(t('Account.password')).fill(patient.password);
    await page.getByRole('button', { name: t('Account.signIn') }).click();
    await expect(page).toHaveURL(`/${lang}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.account') })).toBeVisible();

    await page.evaluate(() => window.localStorage.removeItem('userInfo'));
    await page.goto(`/${lang}/login`);
    await page.getByLabel(t('Account.email')).fill(moderatorCredentials.username);
    await page.getByLabel(t('Account.password')).fill(moderatorCredentials.password);
    await page.getByRole('button', { name: t('Account.signIn') }).click();
    await expect(page).toHaveURL(`/${lang}/admin/`);
    await expect(page.getByRole('heading', { level: 1, name: t('Admin.overviewTitle') })).toBeVisible();
  });
}

for (const { from, to, viewport } of [
  { from: 'fr', to: 'ar', viewport: desktop },
  { from: 'ar', to: 'fr', viewport: phone },
] as const) {
  test(`${from} → ${to}: the language switch keeps the doctor's reviews asked for (?reviews=N)`, async ({
    page,
    doctors,
  }) => {
    const doctor = await doctors.reviewed(20);
    await page.setViewportSize(viewport);
    await page.goto(`${doctorPage(from, doctor)}?reviews=2`);
    await expect(page.getByRole('listitem').getByRole('article')).toHaveCount(Math.min(doctor.rating.count, 40));

    await openHeaderMenu(page, translator(from));
    await page
      .getByRole('navigation', { name: translator(from)('Layout.language') })
      .getByRole('link', { name: to === 'ar' ? 'العربية' : 'Français' })
      .click();
    await expect(page).toHaveURL(`${doctorPage(to, doctor)}?reviews=2`);
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      translator(to)('Doctor.name', { firstName: '', lastName: '' }).trim(),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // Decision 058: the reader still has the second page of reviews, read again in the new
    // language once the list is no longer showing the previous language's answer.
    await expect(page.locator('.review-list-part')).not.toHaveAttribute('aria-busy', 'true');
    const reviews = page.getByRole('listitem').getByRole('article');
    await expect(reviews).toHaveCount(Math.min(doctor.rating.count, 40));
    await reviews.nth(20).scrollIntoViewIfNeeded();
    await expect(reviews.nth(20)).toBeInViewport();
  });
}
