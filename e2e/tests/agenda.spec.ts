import type { Locale } from '@tabib/shared';
import { addVisitType, alwaysOpen, slotAhead, book, saveSchedule, schedule, visitTypes } from '../fixtures/agenda.ts';
import { closeToast, escapeRegExp, expect, test, translator, uniqueLastName, type Page } from '../fixtures/test.ts';

/**
 * Decision 042, the doctor's side: a doctor sets the weekly hours and a visit type from the profile's
 * Agenda section, and finds them again after a reload; a booking waiting for confirmation is
 * confirmed, then cancelled with a reason, from the agenda.
 */

/** The weekday's name as the page writes it (ar-MA: Moroccan Arabic's Western digits). */
function weekdayName(lang: Locale, weekday: number): string {
  const intlLocale = { fr: 'fr', en: 'en-GB', ar: 'ar-MA' }[lang];
  // 2024-01-01 was a Monday; read and written in UTC, as the page does.
  const date = new Date(Date.UTC(2024, 0, weekday, 12));
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** A weekday's fieldset of the weekly hours. */
function weekdayGroup(page: Page, lang: Locale, weekday: number) {
  return page.getByRole('group', { name: new RegExp(`^${escapeRegExp(weekdayName(lang, weekday))}$`, 'i') });
}

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`${lang}: a doctor sets weekly hours and a visit type, and finds them after a reload`, async ({
    page,
    accounts,
    signIn,
    checkA11y,
    request,
  }) => {
    const t = translator(lang);
    const doctor = await accounts.create({ name: `Nadia ${uniqueLastName()}`, doctor: true });
    await signIn(doctor);
    await page.goto(`/${lang}/profile?section=agenda`);
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.agenda') })).toBeVisible();
    // A new doctor's day on the time grid (decision 068): no appointment yet.
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.locator('.agenda-grid-appointment')).toHaveCount(0);
    await checkA11y();

    // Monday: a morning and an afternoon; Tuesday the same with one press.
    await page.getByRole('link', { name: t('Agenda.part.hours') }).click();
    const monday = weekdayGroup(page, lang, 1);
    const mondayName = weekdayName(lang, 1);
    const addRange = monday.getByRole('button', { name: t('Agenda.addRangeTo', { day: mondayName }) });
    await addRange.click();
    await addRange.click();
    const from = monday.getByLabel(t('Agenda.from'), { exact: true });
    const to = monday.getByLabel(t('Agenda.to'), { exact: true });
    await from.nth(0).fill('08:30');
    await to.nth(0).fill('12:30');
    await from.nth(1).fill('14:00');
    await to.nth(1).fill('18:30');
    const tuesday = weekdayGroup(page, lang, 2);
    await tuesday.getByRole('button', { name: t('Agenda.sameAs', { day: mondayName }) }).click();
    await expect(tuesday.getByLabel(t('Agenda.to'), { exact: true }).nth(1)).toHaveValue('18:30');
    await page.getByLabel(t('Agenda.requiresConfirmation')).check();
    await page.getByLabel(t('Agenda.minNotice')).selectOption('60');
    await checkA11y();

    // An end before its start is refused under the range, before anything is sent.
    await to.nth(1).fill('13:00');
    await page.getByRole('button', { name: t('Agenda.save') }).click();
    await expect(monday.getByText(t('Error.invalid_range'))).toBeVisible();
    await to.nth(1).fill('18:30');
    await page.getByRole('button', { name: t('Agenda.save') }).click();
    await closeToast(page, t('Agenda.saved'));

    const saved = await schedule(request, doctor.user.token);
    const ranges = (weekday: number) => saved.weekly.find((day) => day.weekday === weekday)?.ranges;
    const expected = [
      { start: '08:30', end: '12:30' },
      { start: '14:00', end: '18:30' },
    ];
    expect(ranges(1)).toEqual(expected);
    expect(ranges(2)).toEqual(expected);
    expect(ranges(3) ?? []).toEqual([]);
    expect(saved.rules).toMatchObject({ min_notice_minutes: 60, requires_confirmation: true });

    await page.reload();
    await expect(weekdayGroup(page, lang, 2).getByLabel(t('Agenda.from'), { exact: true }).nth(1)).toHaveValue('14:00');
    await expect(page.getByLabel(t('Agenda.requiresConfirmation'))).toBeChecked();

    // A visit type in the doctor's words.
    await page.getByRole('link', { name: t('Agenda.part.visitTypes') }).click();
    await expect(page.getByText(t('Agenda.noVisitTypes'))).toBeVisible();
    await page.getByRole('button', { name: t('Agenda.addVisitType') }).click();
    const label = lang === 'ar' ? 'استشارة أولى' : 'Première consultation';
    await page
      .getByLabel(t('Agenda.visitTypeLabelIn', { language: t(`Languages.${lang}`) }), { exact: true })
      .fill(label);
    await page.getByLabel(t('Agenda.duration'), { exact: true }).fill('20');
    await page.getByLabel(t('Agenda.priceLabel'), { exact: true }).fill('250');
    await page.getByRole('radio', { name: t('Agenda.audience.new') }).check();
    await checkA11y();
    await page.getByRole('button', { name: t('Agenda.saveVisitType') }).click();
    await closeToast(page, t('Agenda.visitTypeAdded'));
    expect(await visitTypes(request, doctor.user.token)).toEqual([
      expect.objectContaining({ label, duration: 20, price: 250, audience: 'new' }),
    ]);

    await page.reload();
    const item = page.getByRole('article', { name: label });
    await expect(item).toBeVisible();
    await expect(item).toContainText(t('Agenda.audience.new'));
    await expect(item).toContainText('250');
  });

  test(`${lang}: a doctor confirms a booking from the agenda, then cancels it with a reason`, async ({
    page,
    accounts,
    api,
    signIn,
    checkA11y,
    request,
  }) => {
    const t = translator(lang);
    const doctor = await accounts.create({ name: `Omar ${uniqueLastName()}`, doctor: true });
    const patient = await accounts.create({ name: `Salma ${uniqueLastName()}` });
    const { doctor_profile: listing } = await api.profile(doctor);
    if (!listing) throw new Error('a doctor account has a listing');
    await saveSchedule(request, doctor.user.token, alwaysOpen);
    const visitType = await addVisitType(request, doctor.user.token, { label: 'Suivi', duration: 30, price: null });
    // Hours ahead: the appointment must not start while the test runs (cancelling is before the start).
    const slot = await slotAhead(request, listing.id, { hours: 3, visit_type: visitType.id });
    const booked = await book(request, patient.user.token, {
      doctor: listing.id,
      visit_type: visitType.id,
      start: slot.start,
      reason: 'Douleurs au genou',
    });
    expect(booked.status).toBe('pending');

    await signIn(doctor);
    await page.goto(`/${lang}/profile?section=agenda&view=week&date=${booked.local_date}`);
    // The grid's cell of the appointment opens its details (decision 068).
    await page
      .getByRole('gridcell', { name: new RegExp(`${escapeRegExp(booked.local_time)}–`) })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const appointment = page
      .getByRole('dialog')
      .getByRole('article', { name: new RegExp(escapeRegExp(booked.local_time)) });
    await expect(appointment).toContainText(patient.user.first_name);
    await expect(appointment).toContainText('Douleurs au genou');
    await expect(appointment).toContainText(t('Agenda.status.pending'));
    await checkA11y();

    await appointment.getByRole('button', { name: t('Agenda.action.confirm') }).click();
    await expect(appointment).toContainText(t('Agenda.status.confirmed'));
    // The pressed button is gone: the appointment holds the focus (closing the toast moves it).
    await expect(appointment).toBeFocused();
    await closeToast(page, t('Agenda.done.confirm'));

    // Cancelling needs a reason: the patient reads it.
    await appointment.getByRole('button', { name: t('Agenda.action.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: t('Agenda.dialog.cancel.title') });
    await expect(dialog.getByRole('button', { name: t('Agenda.dialog.keep') })).toBeFocused();
    await dialog.getByRole('button', { name: t('Agenda.dialog.cancel.confirm') }).click();
    await expect(dialog.getByText(t('Error.cancel_reason_required'))).toBeVisible();
    await checkA11y();
    await dialog.getByLabel(t('Agenda.dialog.reasonRequired')).fill('Urgence au cabinet');
    await dialog.getByRole('button', { name: t('Agenda.dialog.cancel.confirm') }).click();
    await expect(dialog).toBeHidden();
    await closeToast(page, t('Agenda.done.cancel'));
    await expect(appointment).toContainText(t('Agenda.status.cancelled_by_doctor'));
    await expect(appointment).toContainText('Urgence au cabinet');
  });
}
