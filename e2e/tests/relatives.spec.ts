import { mkdirSync } from 'node:fs';
import { ZAppointment, type Locale } from '@tabib/shared';
import { birthDateAged, isolated, openSecondDaySlot, test, expect } from '../fixtures/booking.ts';
import { doctorPage, translator, uniqueLastName } from '../fixtures/test.ts';

/**
 * My relatives (decision 075), in French and Arabic, on a phone and a desktop: a patient adds a child
 * in the profile, books for the child with one extra choice in the booking dialog, finds "For
 * Yasmine (8 years)" in My appointments, and the doctor's agenda shows the child's name and age with
 * the holder as who booked. Screenshots go to /work/shots/relatives/ (or SHOTS_DIR).
 */
const shots = process.env.SHOTS_DIR ?? '/work/shots/relatives';

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  for (const width of [375, 1280]) {
    test(`${lang}, ${width} px: a patient adds a child, books for her, and the doctor sees her on the agenda`, async ({
      page,
      accounts,
      bookableDoctor,
      patientsToRelease,
      signIn,
      checkA11y,
    }) => {
      mkdirSync(shots, { recursive: true });
      const t = translator(lang);
      const eight = t(lang === 'ar' ? 'Relatives.age_few' : 'Relatives.age_other', { count: 8 });
      await page.setViewportSize({ width, height: 900 });
      const lastName = uniqueLastName();
      const { doctor, account: doctorAccount } = await bookableDoctor({ name: `Nadia ${lastName}` });
      const patient = await accounts.create({ name: `Karim ${lastName}` });
      patientsToRelease.push(patient);
      await signIn(patient);

      // The profile's "My relatives": add the child, the last name already the holder's.
      await page.goto(`/${lang}/profile?section=relatives`);
      await expect(page.getByRole('heading', { level: 1, name: t('Profile.relatives') })).toBeVisible();
      await expect(page.getByText(t('Relatives.empty'))).toBeVisible();
      await page.getByRole('button', { name: t('Relatives.add') }).click();
      const form = page.getByRole('group', { name: t('Relatives.newTitle') });
      await expect(form.getByLabel(t('Relatives.firstName'), { exact: true })).toBeFocused();
      await form.getByLabel(t('Relatives.firstName'), { exact: true }).fill('Yasmine');
      await expect(form.getByLabel(t('Relatives.lastName'), { exact: true })).toHaveValue(lastName);
      await form.getByLabel(t('Relatives.birthDate')).fill(birthDateAged(8));
      await expect(form.getByLabel(t('Relatives.relationshipLabel'))).toHaveValue('child');
      await form.getByRole('button', { name: t('Relatives.add') }).click();
      const list = page.getByRole('list', { name: t('Relatives.listLabel') });
      await expect(list.getByRole('heading', { name: `Yasmine ${lastName}` })).toBeVisible();
      await expect(list).toContainText(
        t('Relatives.summary', { relationship: t('Relatives.relationship.child'), age: eight }),
      );
      await checkA11y();
      await page.screenshot({ path: `${shots}/profile-${lang}-${width}.png`, fullPage: true });

      // The doctor's page: a slot, then "Who is it for?" and the child, one choice more.
      await page.goto(doctorPage(lang, doctor));
      const dialog = await openSecondDaySlot(page, t);
      const forWhom = dialog.getByRole('group', { name: t('Relatives.forWhom') });
      await expect(forWhom.getByRole('radio', { name: t('Relatives.me') })).toBeChecked();
      const child = forWhom.getByRole('radio', {
        name: t('Relatives.nameAge', { name: isolated('Yasmine'), age: eight }),
      });
      await child.check();
      // A child's booking asks no consent.
      await expect(dialog.getByRole('checkbox')).toHaveCount(0);
      await checkA11y();
      await page.screenshot({ path: `${shots}/booking-${lang}-${width}.png` });
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/appointments/' && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: t('Booking.confirm') }).click();
      const appointment = ZAppointment.parse(await (await answer).json());
      const booked = page.getByRole('dialog', { name: t('Booking.bookedTitle') });
      const forYasmine = t('Relatives.forNameAge', { name: isolated('Yasmine'), age: eight });
      await expect(booked).toContainText(forYasmine);

      // My appointments names the child.
      await booked.getByRole('link', { name: t('Booking.myAppointments') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('Profile.appointments') })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: appointment.local_time })).toContainText(forYasmine);

      // The doctor's agenda: the child's name and age, and the holder who booked.
      await signIn(doctorAccount);
      await page.goto(`/${lang}/profile?section=agenda&view=day&date=${appointment.local_date}`);
      const visit = page.locator('.agenda-grid-appointment', { hasText: 'Yasmine' });
      await expect(visit).toContainText(t('Relatives.nameAge', { name: isolated(`Yasmine ${lastName}`), age: eight }));
      await visit.click();
      const panel = page.getByRole('dialog').filter({ hasText: `Karim ${lastName}` });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(t('Relatives.nameAge', { name: isolated(`Yasmine ${lastName}`), age: eight }));
      await checkA11y();
      await page.screenshot({ path: `${shots}/agenda-${lang}-${width}.png` });
    });
  }
}
