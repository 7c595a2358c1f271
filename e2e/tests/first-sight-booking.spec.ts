import { ZAppointment, ZAvailability, type Locale } from '@tabib/shared';
import { test, expect } from '../fixtures/booking.ts';
import { doctorPage, translator, uniqueLastName } from '../fixtures/test.ts';
import { moderatorCredentials } from '../fixtures/api.ts';

/**
 * Booking details (decision 058), in French and Arabic: the dialog names the visit type and the
 * reason differently; the confirmation gives the address and a calendar file; after a move, the old
 * appointment says where it went instead of "Cancelled by you"; a cancelled one offers to book
 * again. On a wide screen, the doctor's Call hint does not say "Tap"; the moderators' destructive
 * buttons are in the danger colour.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const street = '12, rue Patrice Lumumba';

const journeys = [
  { lang: 'fr', width: 1280, height: 800 },
  { lang: 'ar', width: 375, height: 740 },
] as const satisfies readonly { lang: Locale; width: number; height: number }[];

for (const { lang, width, height } of journeys) {
  test(`${lang}, ${width} px: distinct labels, address and calendar file when booked; moved and cancelled items say so`, async ({
    page,
    request,
    accounts,
    signIn,
    bookableDoctor,
    patientsToRelease,
  }) => {
    const t = translator(lang);
    await page.setViewportSize({ width, height });
    const { doctor, account: doctorAccount } = await bookableDoctor({ name: `Meryem ${uniqueLastName()}` });
    const moved = await request.put('/api/users/profile/', {
      headers: bearer(doctorAccount.user.token),
      data: { address: { street, city: 'Rabat', postal_code: '10000' } },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const patient = await accounts.create({ name: 'Nour Bennani' });
    patientsToRelease.push(patient);
    await signIn(patient);

    await page.goto(doctorPage(lang, doctor));
    const booking = page.getByRole('region', { name: t('Booking.title') });
    const slot = booking
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
      .filter({ has: page.getByRole('button') })
      .nth(1)
      .getByRole('button')
      .first();
    await slot.click();
    const dialog = page.getByRole('dialog', { name: t('Booking.confirmTitle') });
    // "Type de consultation" for the visit type, "Motif de la visite" for the reason: not two "Motif".
    const visitTypeTerm = dialog.locator('dt').filter({ hasText: t('Booking.visitType') });
    await expect(visitTypeTerm).toBeVisible();
    const reasonField = dialog.getByLabel(t('Booking.reason'));
    await expect(reasonField).toBeVisible();
    const firstWord = (text: string) => text.trim().split(/\s+/)[0];
    const reasonLabel = await dialog.locator(`label[for="${await reasonField.getAttribute('id')}"]`).innerText();
    expect(firstWord(reasonLabel)).not.toBe(firstWord(await visitTypeTerm.innerText()));

    const bookedAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/appointments/' && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('Booking.confirm') }).click();
    const appointment = ZAppointment.parse(await (await bookedAnswer).json());
    const booked = page.getByRole('dialog', { name: t('Booking.bookedTitle') });
    await expect(booked.locator('dt').filter({ hasText: t('Booking.addressLabel') })).toBeVisible();
    await expect(booked).toContainText(street);
    const calendarAnswer = page.waitForResponse((response) => response.url().includes('/calendar.ics'));
    const download = page.waitForEvent('download');
    await booked.getByRole('button', { name: t('Booking.calendarFile') }).click();
    expect((await calendarAnswer).headers()['content-type']).toContain('text/calendar');
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    // Moved to another day's slot, then that one cancelled: two items in the past list.
    const free = ZAvailability.parse(
      await (
        await request.get(`/api/doctors/${doctor.id}/availability/?days=7&visit_type=${appointment.visit_type}`)
      ).json(),
    );
    const target = free.days.filter((day) => day.date !== appointment.local_date && day.slots.length > 0)[1]!.slots[0]!;
    const movedTo = ZAppointment.parse(
      await (
        await request.post(`/api/appointments/${appointment.id}/reschedule/`, {
          headers: bearer(patient.user.token),
          data: { start: target.start },
        })
      ).json(),
    );
    const cancelled = await request.post(`/api/appointments/${movedTo.id}/cancel/`, {
      headers: bearer(patient.user.token),
      data: {},
    });
    expect(cancelled.status()).toBe(200);

    await page.goto(`/${lang}/profile?section=appointments`);
    const past = page.getByRole('region', { name: t('Booking.past') }).getByRole('article');
    await expect(past).toHaveCount(2);
    const statuses = past.locator('.appointment-status');
    const movedPrefix = t('Booking.rescheduledTo', { when: '' }).trim();
    const movedItem = past.filter({ hasText: movedPrefix });
    await expect(movedItem).toHaveCount(1);
    await expect(movedItem.locator('.appointment-status')).toContainText(movedTo.local_time);
    await expect(movedItem.getByRole('link', { name: t('Booking.bookAgain') })).toHaveCount(0);
    await expect(statuses.filter({ hasText: t('Booking.status.cancelled_by_patient') })).toHaveCount(1);

    const cancelledItem = past.filter({ hasText: t('Booking.status.cancelled_by_patient') });
    await cancelledItem.getByRole('link', { name: t('Booking.bookAgain') }).click();
    await expect(page).toHaveURL(new RegExp(`${doctorPage(lang, doctor)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(doctor.last_name);
  });

  test(`${lang}: on a wide screen the Call hint says click, not tap; danger buttons for the moderators`, async ({
    page,
    accounts,
    api,
    signIn,
    doctors,
    staffPage,
  }) => {
    const t = translator(lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    // A demo doctor: its phone is known, so a signed-in reader reveals it with Call.
    const doctor = await doctors.reviewed(0);
    await signIn(await accounts.create({ name: 'Aya Lahlou' }));
    await page.goto(doctorPage(lang, doctor));
    await expect(page.getByRole('button', { name: t('Doctor.call') })).toBeVisible();
    await expect(page.getByText(t('Doctor.callRevealHint'))).toBeHidden();
    await expect(page.getByText(t('Doctor.callRevealHintPointer'))).toBeVisible();

    const pendingName = uniqueLastName();
    const pending = await accounts.create({ name: `Ilyas ${pendingName}`, doctor: true, pending: true });
    await api.submitVerification(pending, { ordre_number: '77345', inpe_number: '776655443' });
    const staff = await staffPage(moderatorCredentials);
    await staff.setViewportSize({ width: 1280, height: 800 });
    await staff.goto(`/${lang}/admin/verifications`);
    const item = staff.getByRole('article').filter({ hasText: pending.email });
    const reject = item.getByRole('button', { name: t('Admin.reject') });
    const approve = item.getByRole('button', { name: t('Admin.approve') });
    await expect(reject).toBeVisible();
    const colours = async (button: typeof reject) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, border: style.borderInlineStartColor };
      });
    // The danger red (#b42318), in the text and the border, unlike the safe action beside it.
    expect(await colours(reject)).toEqual({ color: 'rgb(180, 35, 24)', border: 'rgb(180, 35, 24)' });
    expect((await colours(approve)).color).not.toBe('rgb(180, 35, 24)');
    // The reason's hint names who reads it: the doctor, by name, in the refusal e-mail.
    await reject.click();
    const rejection = staff.getByRole('dialog');
    await expect(rejection).toContainText(
      t('Admin.reasonHintRejection', { name: t('Doctor.name', { firstName: 'Ilyas', lastName: pendingName }) }),
    );
  });
}
