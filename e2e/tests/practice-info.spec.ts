import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { test, expect } from '../fixtures/booking.ts';
import { doctorPage, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * Practice information (decision 074): a doctor sets cover, payment and access in the profile's
 * "My practice" and uploads two photos; a visitor sees them on the page in French and Arabic, and
 * moves through the photos by keyboard. The pages are photographed at 375 and 1280 px for review.
 */

/** A plain PNG of one colour, built directly (no image library in the e2e package). */
function png(width: number, height: number, grey: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  const row = Buffer.alloc(width + 1, grey);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
      buffer: png(400, 300, grey),
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
