import { mkdirSync } from 'node:fs';
import { test, expect } from '../fixtures/booking.ts';
import { doctorPage, plainPng, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * Practice information (decision 074): a doctor sets cover, payment and access in the profile's
 * "My practice" and uploads two photos; a visitor sees them on the page in French and Arabic, and
 * moves through the photos by keyboard. The pages are photographed at 375 and 1280 px for review.
 */

const shots = '/work/shots/practice';

test('a doctor describes the practice; visitors see it in French and Arabic and browse the photos', async ({
  page,
  browser,
  bookableDoctor,
  signIn,
  checkA11y,
}) => {
  const fr = translator('fr');
  const { account, doctor } = await bookableDoctor({ name: `Amal ${uniqueLastName()}` });
  await signIn(account);
  await page.goto('/fr/profile?section=practice');
  await page.getByLabel(fr('Practice.conventionneField')).check();
  await page.getByLabel('CNSS-AMO (salariés)').check();
  await page.getByLabel('Wafa Assurance').check();
  await page.getByLabel(fr('Practice.payment.cash')).check();
  await page.getByLabel(fr('Practice.payment.card')).check();
  await page.getByLabel(fr('Practice.floorField')).fill('3');
  await page.getByLabel(fr('Practice.liftField')).selectOption('true');
  await page.getByLabel(fr('Practice.noteField', { language: fr('Languages.fr') })).fill('Entrée par la cour.');
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/users/profile/') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: fr('Practice.save') }).click();
  expect((await saved).status()).toBe(200);
  for (const grey of [80, 200]) {
    const uploaded = page.waitForResponse(
      (response) => response.url().includes('/practice-photos/') && response.request().method() === 'POST',
    );
    await page.getByLabel(fr('Practice.addPhoto')).setInputFiles({
      name: `salle-${grey}.png`,
      mimeType: 'image/png',
      buffer: plainPng(400, 300, grey),
    });
    expect((await uploaded).status()).toBe(201);
  }
  await expect(page.getByRole('button', { name: fr('Practice.deletePhoto') })).toHaveCount(2);
  await checkA11y();

  mkdirSync(shots, { recursive: true });
  for (const lang of ['fr', 'ar'] as const) {
    const t = translator(lang);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(doctorPage(lang, doctor));
    const practical = visitor.getByRole('region', { name: t('Doctor.practicalInfo') });
    await expect(practical.getByText(t('Practice.conventionne'))).toBeVisible();
    await expect(practical.getByText(t('Practice.floor_other', { count: 3 }))).toBeVisible();
    await expect(practical.getByText(t('Practice.liftYes'))).toBeVisible();
    await expect(practical.getByText('Entrée par la cour.')).toBeVisible();
    await expect(practical.getByRole('button', { name: t('Practice.openPhoto', { n: 1, total: 2 }) })).toBeVisible();

    for (const width of [375, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.screenshot({ path: `${shots}/doctor-page-${lang}-${width}.png`, fullPage: true });
    }

    await practical.getByRole('button', { name: t('Practice.openPhoto', { n: 1, total: 2 }) }).click();
    const viewer = visitor.getByRole('dialog', { name: t('Practice.viewer', { n: 1, total: 2 }) });
    await expect(viewer).toBeVisible();
    // The next photo is the one further in the reading direction: to the left in Arabic.
    await visitor.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(visitor.getByRole('dialog', { name: t('Practice.viewer', { n: 2, total: 2 }) })).toBeVisible();
    await visitor.keyboard.press('Escape');
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
    await expect(practical.getByRole('button', { name: t('Practice.openPhoto', { n: 2, total: 2 }) })).toBeFocused();
    await context.close();
  }
});
