import type { Locale } from '@tabib/shared';
import { addVisitType, alwaysOpen, saveSchedule } from '../fixtures/agenda.ts';
import { mailsTo } from '../fixtures/outbox.ts';
import { closeToast, expect, test, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * The doctor's desk (decisions 066 to 069), as a secretary lives it: she accepts the doctor's
 * invitation from its mail, books a patient who phoned on a free cell of the grid, blocks an hour,
 * moves the appointment, and cannot open another doctor's agenda. In fr and ar, at 1280 and 375 px.
 */

/** The day after `date` (YYYY-MM-DD), by calendar arithmetic. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  for (const width of [1280, 375]) {
    test(`${lang}, ${width} px: a secretary accepts, books a caller, blocks an hour, moves the visit`, async ({
      page,
      accounts,
      signIn,
      request,
    }, testInfo) => {
      const t = translator(lang);
      await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
      const doctor = await accounts.create({ name: `Mehdi ${uniqueLastName()}`, doctor: true });
      const schedule = await saveSchedule(request, doctor.user.token, alwaysOpen);
      await addVisitType(request, doctor.user.token, { label: 'Consultation', duration: 30, price: 250 });
      const secretaryName = `Samira ${uniqueLastName()}`;
      const secretary = await accounts.create({ name: secretaryName });
      const invited = await request.post(`/api/doctors/me/assistants/?lang=${lang}`, {
        headers: { authorization: `Bearer ${doctor.user.token}` },
        data: { email: secretary.email },
      });
      expect(invited.status()).toBe(201);
      let link: string | undefined;
      await expect
        .poll(() => {
          const mail = mailsTo(secretary.email).find((item) => /assistant-invitation\//.test(item.text));
          link = /https?:\/\/[^/\s]+(\/(?:fr|en|ar)\/assistant-invitation\/[\w-]+)/.exec(mail?.text ?? '')?.[1];
          return link;
        })
        .toBeDefined();

      // The invitation: signed in as herself, she accepts and lands on the doctor's agenda.
      await signIn(secretary);
      await page.goto(link!.replace(/^\/(fr|en|ar)\//, `/${lang}/`));
      await page.getByRole('button', { name: t('Assistants.accept') }).click();
      await expect(page).toHaveURL(/section=agenda.*doctor=\d+/);
      const doctorId = Number(new URL(page.url()).searchParams.get('doctor'));

      // Tomorrow's day view: a free cell at 10:00 books the patient who phoned.
      const day = nextDay(schedule.today);
      await page.goto(`/${lang}/profile?section=agenda&view=day&date=${day}&doctor=${doctorId}`);
      const grid = page.getByRole('grid');
      await expect(grid).toBeVisible();
      await grid.locator('[role="gridcell"].is-free[aria-label*=", 10:00,"]').first().click();
      const booking = page.getByRole('dialog', { name: t('Desk.book.title') });
      await expect(booking).toBeVisible();
      await booking.getByRole('button', { name: t('Desk.book.newPatient') }).click();
      await booking.getByLabel(t('Desk.book.name'), { exact: true }).fill('Khadija Rami');
      await booking.getByLabel(t('Desk.book.phone'), { exact: true }).fill('0612 34 56');
      await booking.getByRole('button', { name: t('Desk.book.confirm') }).click();
      // A wrong number is refused under its field; what was typed stays.
      await expect(booking.getByText(t('Error.invalid_phone'), { exact: false })).toBeVisible();
      await expect(booking.getByLabel(t('Desk.book.name'), { exact: true })).toHaveValue('Khadija Rami');
      await booking.getByLabel(t('Desk.book.phone'), { exact: true }).fill('06 12 34 56 78');
      await page.screenshot({ path: testInfo.outputPath(`desk-book-${lang}-${width}.png`) });
      await booking.getByRole('button', { name: t('Desk.book.confirm') }).click();
      await expect(booking).toBeHidden();
      await closeToast(page, t('Desk.book.done', { name: 'Khadija Rami' }));
      const visit = page.locator('.agenda-grid-appointment', { hasText: 'Khadija Rami' });
      await expect(visit).toBeVisible();
      await expect(visit).toContainText('+212612345678');

      // An hour blocked at noon.
      await page.getByRole('button', { name: t('Desk.block.title') }).click();
      const block = page.getByRole('dialog', { name: t('Desk.block.title') });
      await block.getByLabel(t('Desk.block.label'), { exact: true }).fill(lang === 'ar' ? 'اجتماع' : 'Réunion');
      await block.getByRole('button', { name: t('Desk.block.confirm') }).click();
      await expect(block).toBeHidden();
      await expect(grid.locator('[role="gridcell"].is-blocked').first()).toBeVisible();

      // The visit moves to 15:00: the old cell is free again.
      await visit.click();
      await page.getByRole('button', { name: t('AgendaGrid.move') }).click();
      const move = page.getByRole('dialog', { name: t('Desk.move.title') });
      await move.getByLabel(t('Desk.move.otherTime'), { exact: true }).fill('15:00');
      await move.getByRole('button', { name: t('Desk.move.confirm') }).click();
      await expect(move).toBeHidden();
      await expect(grid.locator('[role="gridcell"][aria-label*=", 15:00,"]').first()).toHaveAttribute(
        'aria-label',
        /Khadija Rami/,
      );
      // The moved visit says who moved it, in the page's words.
      await page.locator('.agenda-grid-appointment:not(.is-faint)', { hasText: 'Khadija Rami' }).click();
      await expect(page.locator('.agenda-desk-details')).toContainText(
        t('AgendaGrid.lastChange', {
          action: t('AgendaGrid.action.moved'),
          name: secretaryName,
          role: t('AgendaGrid.role.assistant'),
        }),
      );
      await page.screenshot({ path: testInfo.outputPath(`desk-changed-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`desk-day-${lang}-${width}.png`), fullPage: true });

      // The meeting is off: the blocked hour opens its own dialog and is freed.
      await grid.locator('[role="gridcell"].is-blocked').first().click();
      const unblock = page.getByRole('dialog', { name: t('Desk.unblock.title') });
      await expect(unblock).toContainText(lang === 'ar' ? 'اجتماع' : 'Réunion');
      await page.screenshot({ path: testInfo.outputPath(`desk-unblock-${lang}-${width}.png`) });
      await unblock.getByRole('button', { name: t('AgendaGrid.unblock') }).click();
      await expect(unblock).toBeHidden();
      await closeToast(page, t('Desk.block.undone'));
      await expect(grid.locator('[role="gridcell"].is-blocked')).toHaveCount(0);

      // Another doctor's agenda: refused, by the page and by the server.
      const other = await accounts.create({ name: `Yasmine ${uniqueLastName()}`, doctor: true });
      const { doctor_profile: otherPage } = (await (
        await request.get('/api/users/profile/', { headers: { authorization: `Bearer ${other.user.token}` } })
      ).json()) as { doctor_profile: { id: number } };
      await page.goto(`/${lang}/profile?section=agenda&doctor=${otherPage.id}`);
      await expect(page.getByText(t('Error.not_your_agenda'))).toBeVisible();
      const refused = await request.get(`/api/doctors/me/agenda/?from=${day}&to=${day}&doctor=${otherPage.id}`, {
        headers: { authorization: `Bearer ${secretary.user.token}` },
      });
      expect(refused.status()).toBe(403);
    });
  }
}
