import type { Locale } from '@tabib/shared';
import { test, expect } from '../fixtures/booking.ts';
import { closeToast, doctorPage, escapeRegExp, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * Booking, the patient's side (decision 042), in French and Arabic: a doctor of the test's own is open
 * every day; a patient finds the doctor's next slots in the search, picks one by keyboard on the
 * doctor's page, signs in on the way and comes back to it, gives a mobile number (decision 073: a
 * landline is refused under the field, what was typed kept) and confirms; a second patient, whose
 * page still showed that slot, is told it is taken and offered the next ones; the first finds the
 * appointment in My appointments and cancels it, finds the number in the profile, and is not asked
 * for it again at the next booking. The appointments left are cancelled after the test.
 */

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`${lang}: a patient books a slot by keyboard, a second finds it taken, the first cancels it`, async ({
    page,
    browser,
    accounts,
    bookableDoctor,
    patientsToRelease,
    checkA11y,
  }, testInfo) => {
    const t = translator(lang);
    const lastName = uniqueLastName();
    const { doctor } = await bookableDoctor({ name: `Nadia ${lastName}` });
    const patient = await accounts.create({ name: 'Salma Idrissi' });
    const other = await accounts.create({ name: 'Omar Tazi' });
    patientsToRelease.push(patient, other);
    const doctorName = t('Doctor.name', { firstName: doctor.first_name, lastName: doctor.last_name });

    // The second patient opens the doctor's page first, in a browser of their own.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await otherPage.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(other.user));
    await otherPage.goto(doctorPage(lang, doctor));
    const otherBooking = otherPage.getByRole('region', { name: t('Booking.title') });
    await expect(otherBooking.getByRole('listitem').getByRole('button').first()).toBeVisible();

    // Signed out, the first patient searches doctors free within 24 h: the card shows the next slots.
    await page.goto(`/${lang}/?doctor_name=${lastName}&available_within=1&order=soonest`);
    await expect(page.getByLabel(t('Search.available_within.label'))).toHaveValue('1');
    await expect(page.getByLabel(t('Search.order.label'))).toHaveValue('soonest');
    const card = page.getByRole('article').filter({ hasText: doctorName });
    await expect(card.getByText(t('Booking.nextSlots'))).toBeVisible();
    await checkA11y();
    await card.getByRole('link', { name: t('Booking.moreSlots') }).click();

    // The doctor's page, at its booking part: the visit type, then a week of slots.
    const booking = page.getByRole('region', { name: t('Booking.title') });
    await expect(booking.getByRole('heading', { name: t('Booking.title') })).toBeFocused();
    await expect(booking.getByRole('radio', { name: /Consultation/ })).toBeChecked();
    await expect(booking.getByText(t('Booking.price', { price: '250' }), { exact: false })).toBeVisible();
    // A slot of the second day that has any: today's first ones may pass the doctor's notice meanwhile.
    const days = booking.getByRole('listitem').filter({ has: page.getByRole('heading') });
    const slot = days
      .filter({ has: page.getByRole('button') })
      .nth(1)
      .getByRole('button')
      .first();
    await expect(slot).toBeVisible();
    await checkA11y();
    const slotName = (await slot.getAttribute('aria-label')) ?? '';
    const time = ((await slot.textContent()) ?? '').trim();
    expect(slotName).toContain(time);
    expect(time).toMatch(/^\d\d:\d\d$/);

    // By keyboard: the slot, then sign-in, and back to the same slot's confirmation.
    await slot.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t('Pages.login') })).toBeVisible();
    await page.getByLabel(t('Account.email')).fill(patient.email);
    await page.getByLabel(t('Account.password')).fill(patient.password);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('Booking.confirmTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(doctorName);
    await expect(dialog).toContainText(time);
    await expect(dialog.getByRole('heading', { name: t('Booking.confirmTitle') })).toBeFocused();
    await checkA11y();
    // Who it is for (decision 075): Me, chosen, then "+ Add a relative"; a first booking asks for a
    // mobile number, then the reason.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: t('Relatives.me') })).toBeFocused();
    await expect(dialog.getByRole('radio', { name: t('Relatives.me') })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: t('Relatives.addInline') })).toBeFocused();
    await page.keyboard.press('Tab');
    const phone = dialog.getByLabel(t('Booking.phone'));
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await page.keyboard.type('05 37 12 34 56');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(t('Booking.reason'))).toBeFocused();
    await page.keyboard.type('Douleur au genou');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: t('Booking.confirm') })).toBeFocused();
    await page.keyboard.press('Enter');
    // A landline is not a mobile: said under the field, which keeps what was typed and takes the focus.
    await expect(dialog.getByRole('alert')).toHaveText(t('Error.invalid_phone'));
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('05 37 12 34 56');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: testInfo.outputPath(`booking-phone-${lang}.png`) });
    await checkA11y();
    await phone.fill('06 12 34 56 78');
    await page.keyboard.press('Enter');
    const booked = page.getByRole('dialog', { name: t('Booking.bookedTitle') });
    await expect(booked.getByRole('status')).toHaveText(t('Booking.confirmedText'));
    await checkA11y();

    // The second patient's page still offers the slot: the server refuses it, the next ones are offered.
    await otherBooking.getByRole('button', { name: slotName, exact: true }).click();
    const otherDialog = otherPage.getByRole('dialog', { name: t('Booking.confirmTitle') });
    await otherDialog.getByRole('button', { name: t('Booking.confirm') }).click();
    await expect(otherDialog.getByRole('alert')).toHaveText(t('Error.slot_taken'));
    const alternatives = otherDialog.getByRole('list', { name: t('Booking.nextFreeSlots') });
    await expect(alternatives.getByRole('button').first()).toBeVisible();
    await checkA11y(otherPage);
    await otherDialog.getByRole('button', { name: t('Booking.back') }).click();
    await expect(otherBooking.getByRole('listitem').getByRole('button').first()).toBeVisible();
    await expect(otherBooking.getByRole('button', { name: slotName, exact: true })).toHaveCount(0);
    await otherContext.close();

    // My appointments: the upcoming appointment, then cancelled with a reason.
    await booked.getByRole('link', { name: t('Booking.myAppointments') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.appointments') })).toBeVisible();
    const upcoming = page.getByRole('region', { name: t('Booking.upcoming') });
    const appointment = upcoming.getByRole('article').filter({ hasText: doctorName });
    await expect(appointment).toContainText(new RegExp(escapeRegExp(time)));
    await expect(appointment).toContainText(t('Booking.status.confirmed'));
    await expect(appointment).toContainText('Douleur au genou');
    await expect(appointment.getByRole('button', { name: t('Booking.addToCalendar') })).toBeVisible();
    await checkA11y();
    await appointment.getByRole('button', { name: t('Booking.cancelAppointment') }).click();
    const cancel = page.getByRole('dialog', { name: t('Booking.cancelTitle') });
    await expect(cancel.getByRole('button', { name: t('Booking.keep') })).toBeFocused();
    await cancel.getByLabel(t('Booking.cancelReasonLabel')).fill('Empêchement');
    await checkA11y();
    await cancel.getByRole('button', { name: t('Booking.cancelConfirm') }).click();
    await closeToast(page, t('Booking.cancelled'));
    await expect(upcoming.getByText(t('Booking.noUpcoming'))).toBeVisible();
    const past = page
      .getByRole('region', { name: t('Booking.past') })
      .getByRole('article')
      .filter({ hasText: doctorName });
    await expect(past).toContainText(t('Booking.status.cancelled_by_patient'));
    await expect(past.getByRole('button', { name: t('Booking.cancelAppointment') })).toHaveCount(0);

    // The number is in the profile, and the next booking goes from the heading straight to the reason.
    await page.goto(`/${lang}/profile`);
    await expect(page.getByLabel(t('Account.phone'), { exact: true })).toHaveValue('+212612345678');
    await page.goto(doctorPage(lang, doctor));
    await booking
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
      .filter({ has: page.getByRole('button') })
      .nth(1)
      .getByRole('button')
      .first()
      .click();
    await expect(dialog.getByRole('heading', { name: t('Booking.confirmTitle') })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(t('Booking.reason'))).toBeFocused();
    await expect(dialog.getByLabel(t('Booking.phone'))).toHaveCount(0);
  });
}
