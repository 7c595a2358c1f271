import type { Locale, TScheduleBody } from '@tabib/shared';
import { saveSchedule } from '../fixtures/agenda.ts';
import { searchDoctors } from '../fixtures/api.ts';
import { test, expect } from '../fixtures/booking.ts';
import { closeToast, doctorPage, escapeRegExp, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * Visit types at first sight (decision 054): labels in the reader's language, or marked
 * as written in another; the doctor's order and default, which the booking part preselects; and
 * opening hours on the 24-hour clock whatever the browser's language.
 */

const vaccination = {
  labels: { fr: 'Vaccination', en: 'Vaccination', ar: 'تلقيح' },
  duration: 15,
  price: 150,
  audience: 'all' as const,
};
const consultationInFrench = { labels: { fr: 'Consultation' }, duration: 30, price: 250, audience: 'all' as const };

test.describe('a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("ar: a demo doctor's visit types are named in Arabic, the consultation preselected", async ({
    page,
    request,
    checkA11y,
  }) => {
    const t = translator('ar');
    const { doctors } = await searchDoctors(request, { available_within: 14, lang: 'ar' });
    const demo = doctors.find((doctor) => doctor.next_slots && doctor.next_slots.length > 0);
    if (!demo) throw new Error('the demo has bookable doctors');
    await page.goto(doctorPage('ar', demo));
    const booking = page.getByRole('region', { name: t('Booking.title') });
    const first = booking.getByRole('radio').first();
    await expect(first).toBeChecked();
    await expect(first).toHaveAccessibleName(/^\s*استشارة/);
    await expect(booking.getByRole('group', { name: t('Booking.visitType') })).not.toContainText(/[A-Za-z]{3}/);
    await expect(booking.getByText(t('Doctor.writtenIn', { language: t('Languages.fr') }))).toHaveCount(0);
    await checkA11y();
  });

  test('ar: a label the doctor wrote in French only is shown marked as French', async ({
    page,
    bookableDoctor,
    checkA11y,
  }) => {
    const t = translator('ar');
    const { doctor } = await bookableDoctor({ name: `Karima ${uniqueLastName()}`, visitTypes: [consultationInFrench] });
    await page.goto(doctorPage('ar', doctor));
    const booking = page.getByRole('region', { name: t('Booking.title') });
    const choice = booking.getByRole('radio', { name: /Consultation/ });
    await expect(choice).toBeChecked();
    const label = booking.locator('[lang="fr"]', { hasText: 'Consultation' });
    await expect(label).toHaveAttribute('dir', 'ltr');
    await expect(booking.getByText(t('Doctor.writtenIn', { language: t('Languages.fr') }))).toBeVisible();
    await checkA11y();
  });
});

for (const [lang, width] of [
  ['fr', 1280],
  ['ar', 375],
] as const satisfies ReadonlyArray<readonly [Locale, number]>) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test(`${lang}: the doctor moves a visit type up by keyboard and makes it the default; the booking part preselects it`, async ({
      page,
      bookableDoctor,
      signIn,
      checkA11y,
    }) => {
      const t = translator(lang);
      const { account, doctor } = await bookableDoctor({
        name: `Yasmine ${uniqueLastName()}`,
        visitTypes: [consultationInFrench, vaccination],
      });
      const shown = lang === 'ar' ? 'تلقيح' : 'Vaccination';
      await signIn(account);
      await page.goto(`/${lang}/profile?section=agenda`);
      await page.getByRole('link', { name: t('Agenda.part.visitTypes') }).click();
      const list = page.getByRole('list', { name: t('Agenda.visitTypesTitle') });
      const items = list.getByRole('article');
      await expect(items.nth(0)).toHaveAccessibleName('Consultation');
      await expect(items.nth(1)).toHaveAccessibleName(shown);
      if (lang === 'ar') {
        await expect(items.nth(0)).toContainText(t('Doctor.writtenIn', { language: t('Languages.fr') }));
      }
      await expect(
        page.getByRole('radio', { name: t('Agenda.defaultVisitTypeOf', { label: 'Consultation' }) }),
      ).toBeChecked();
      await checkA11y();

      // By keyboard: the button moves with its visit type and keeps the focus.
      const moveUp = page.getByRole('button', { name: t('Agenda.moveUpOf', { label: shown }) });
      await moveUp.focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(0)).toHaveAccessibleName(shown);
      await expect(items.nth(1)).toHaveAccessibleName('Consultation');
      await expect(moveUp).toBeFocused();
      await expect(moveUp).toHaveAttribute('aria-disabled', 'true');
      await closeToast(page, t('Agenda.orderSaved'));

      const makeDefault = page.getByRole('radio', { name: t('Agenda.defaultVisitTypeOf', { label: shown }) });
      await makeDefault.focus();
      await page.keyboard.press('Space');
      await closeToast(page, t('Agenda.defaultSaved', { label: shown }));
      await expect(makeDefault).toBeChecked();
      await checkA11y();

      // The patient's side: the doctor's order, the default checked.
      await page.goto(doctorPage(lang, doctor));
      const booking = page.getByRole('region', { name: t('Booking.title') });
      const choices = booking.getByRole('radio');
      await expect(choices.nth(0)).toHaveAccessibleName(new RegExp(`^\\s*${escapeRegExp(shown)}`));
      await expect(choices.nth(0)).toBeChecked();
      await expect(choices.nth(1)).not.toBeChecked();
      await checkA11y();
    });
  });
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('fr: opening hours are written on the 24-hour clock, 14:30 and not 2:30 PM', async ({
    page,
    request,
    bookableDoctor,
    signIn,
    checkA11y,
  }) => {
    const t = translator('fr');
    const { account } = await bookableDoctor({ name: `Hind ${uniqueLastName()}` });
    const afternoon: TScheduleBody = {
      weekly: [{ weekday: 1, ranges: [{ start: '14:30', end: '18:00' }] }],
      overrides: [],
      absences: [],
      rules: { min_notice_minutes: 0, horizon_days: 14, requires_confirmation: true, cancel_cutoff_minutes: 0 },
    };
    await saveSchedule(request, account.user.token, afternoon);
    await signIn(account);
    await page.goto('/fr/profile?section=agenda');
    await page.getByRole('link', { name: t('Agenda.part.hours') }).click();
    const from = page.getByRole('textbox', { name: t('Agenda.from'), exact: true }).first();
    await expect(from).toHaveValue('14:30');
    await expect(from).toHaveAccessibleDescription(t('Agenda.timeHint'));
    // Typed as a doctor types it, written back as the clock shows it.
    await from.fill('930');
    await from.blur();
    await expect(from).toHaveValue('09:30');
    await from.fill('14h30');
    await from.blur();
    await expect(from).toHaveValue('14:30');
    await checkA11y();
  });
});
