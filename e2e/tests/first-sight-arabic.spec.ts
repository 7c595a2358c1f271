import type { APIRequestContext } from '@playwright/test';
import { searchPageSize, ZDoctor, type Locale, type TDoctor } from '@tabib/shared';
import { book, slotAhead } from '../fixtures/agenda.ts';
import { expect, test, type BookableDoctor } from '../fixtures/booking.ts';
import { doctorPage, translator, uniqueLastName, type Page, type Translate } from '../fixtures/test.ts';

/**
 * Arabic that does not leak Latin (decision 055): an Arabic page names a doctor and their city in
 * Arabic wherever it names them (My appointments, My reviews, the header, the initials of a doctor
 * without a photo), as cards and doctor pages do; and Arabic searches match with or without the
 * article ("قلب" finds what "القلب" finds).
 */

const arabicNames = { first: 'فؤاد', last: 'العلمي' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The test's doctor gets a practice in Rabat and its names in Arabic script, as the profile form sends them. */
async function practiseInRabatWithArabicNames(request: APIRequestContext, doctor: BookableDoctor): Promise<TDoctor> {
  const saved = await request.put('/api/users/profile/', {
    headers: bearer(doctor.account.user.token),
    multipart: {
      address: JSON.stringify({ street: '12 avenue Mohammed V', city: 'Rabat', postal_code: '10000' }),
      doctor_profile: JSON.stringify({
        speciality: 'Cardiologue',
        first_name_ar: arabicNames.first,
        last_name_ar: arabicNames.last,
      }),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const answer = await request.get(`/api/doctors/slug/${doctor.doctor.slug}/`);
  return ZDoctor.parse(await answer.json());
}

/** The name and city a page of `lang` shows for the test's doctor. */
function shownNames(lang: Locale, firstName: string, lastName: string) {
  return lang === 'ar'
    ? {
        first: arabicNames.first,
        last: arabicNames.last,
        full: `${arabicNames.first} ${arabicNames.last}`,
        city: 'الرباط',
      }
    : { first: firstName, last: lastName, full: `${firstName} ${lastName}`, city: 'Rabat' };
}

test('My appointments, My reviews, the header and the initials name the doctor in Arabic on Arabic pages, as written on French ones', async ({
  page,
  request,
  api,
  accounts,
  signIn,
  bookableDoctor,
  patientsToRelease,
}) => {
  const lastName = uniqueLastName();
  const doctor = await bookableDoctor({ name: `Fouad ${lastName}` });
  const listing = await practiseInRabatWithArabicNames(request, doctor);
  const patient = await accounts.create({ name: 'Samira Tazi' });
  patientsToRelease.push(patient);
  const slot = await slotAhead(request, listing.id, { hours: 3 });
  await book(request, patient.user.token, {
    doctor: listing.id,
    visit_type: doctor.visitTypes[0]!.id,
    start: slot.start,
    reason: '',
  });
  await api.writeReview(patient, {
    doctor: listing.id,
    doctor_type: listing.doctor_type,
    rating: 5,
    review: 'Très à l’écoute.',
  });
  const doctorSession = await api.login({ username: doctor.account.email, password: doctor.account.password });

  // Arabic first: what leaked Latin before (decision 055); French keeps the name as written.
  for (const lang of ['ar', 'fr'] as const) {
    const t = translator(lang);
    const shown = shownNames(lang, 'Fouad', lastName);

    // My appointments: the doctor's name and city as the doctor's page shows them.
    await signIn(patient);
    await page.goto(`/${lang}/profile?section=appointments`);
    const appointment = page.getByRole('article').filter({ hasText: shown.full });
    await expect(appointment.getByRole('link', { name: t('Booking.doctorName', { name: shown.full }) })).toBeVisible();
    await expect(appointment).toContainText(shown.city);
    if (lang === 'ar') await expect(appointment).not.toContainText(/Fouad|Rabat/);

    // My reviews.
    await page.goto(`/${lang}/profile?section=ratings`);
    await expect(
      page.getByRole('link', { name: t('Doctor.name', { firstName: shown.first, lastName: shown.last }) }),
    ).toBeVisible();

    // The doctor's own header, signed in after the names were given, and the initials on their page (no photo).
    await signIn({ ...doctor.account, user: doctorSession });
    await page.goto(doctorPage(lang, listing));
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: t('Doctor.name', { firstName: shown.first, lastName: shown.last }) }),
    ).toBeVisible();
    await expectInitials(page, lang === 'ar' ? 'ف\u2009ع' : `F${lastName[0]!.toUpperCase()}`);
  }
});

/** The initials drawn for a doctor without a photo: decoration, hidden from assistive technology. */
async function expectInitials(page: Page, initials: string): Promise<void> {
  await expect(page.locator('main svg.doctor-initials text').first()).toHaveText(initials);
}

/** The result cards under the heading that names the search, "قلب في المغرب" (decision 053). */
function results(page: Page, t: Translate) {
  return page
    .getByRole('region', { name: t('Directory.headingSpeciality', { speciality: 'قلب' }) })
    .getByRole('article');
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an Arabic search without the article finds the doctors the article finds', async ({ page, api }) => {
      const t = translator('ar');
      const withArticle = await api.searchDoctors({ specialty: 'القلب', lang: 'ar' });
      expect(withArticle.doctors.length).toBeGreaterThan(0);

      await page.goto('/ar/');
      await page.getByRole('combobox', { name: t('Search.speciality') }).fill('قلب');
      await page.getByRole('button', { name: t('Search.submit') }).click();
      await expect(page).toHaveURL(/[?&]specialty=/);
      const cards = results(page, t);
      await expect(cards).toHaveCount(Math.min(withArticle.doctors.length, searchPageSize));
      await expect(cards.first()).toContainText('القلب');
      await expect(page.getByText(t('Search.noResults'))).toHaveCount(0);
    });
  });
}
