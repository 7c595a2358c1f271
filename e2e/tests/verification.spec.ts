import type { Page } from '@playwright/test';
import type { Locale } from '@tabib/shared';
import { moderatorCredentials } from '../fixtures/api.ts';
import { translator } from '../fixtures/catalogues.ts';
import { expect, test, tinyPng, uniqueLastName } from '../fixtures/test.ts';

/**
 * Decision 038: a new doctor is invisible until a moderator has checked the Ordre card. The doctor
 * sends the numbers and the scan from the profile, a moderator approves it in the admin area, and
 * the page is public with its "Verified" badge. A listing nobody owns offers "Claim this page".
 */

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`${lang}: a doctor sends the Ordre card, a moderator approves, the page shows "Verified"`, async ({
    page,
    staffPage,
    accounts,
    api,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    const lastName = uniqueLastName();
    const doctor = await accounts.create({ name: `Yasmine ${lastName}`, doctor: true, pending: true });
    const { doctor_profile: own } = await api.profile(doctor);
    if (!own) throw new Error('a doctor account has a page');
    // Pending: the page answers 404 to the public.
    expect((await page.request.get(`/api/doctors/slug/${own.slug}/`)).status()).toBe(404);

    await signIn(doctor);
    await page.goto(`/${lang}/profile?section=verification`);
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.verification') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('Verification.state.unsubmitted') })).toBeVisible();
    await expect(page.getByText(t('Verification.completeProfile'))).toBeVisible();
    await checkA11y();

    // Nothing filled in: each mistake under its field, nothing sent.
    const send = page.getByRole('button', { name: t('Verification.submit') });
    await send.click();
    await expect(page.getByText(t('Error.ordre_number_required'))).toBeVisible();
    await expect(page.getByText(t('Error.document_required'))).toBeVisible();

    await page.getByLabel(t('Verification.ordreNumber')).fill('31415');
    await page.getByLabel(t('Verification.inpeNumber')).fill('271828182');
    await page
      .getByLabel(t('Verification.document'))
      .setInputFiles({ name: 'carte-ordre.png', mimeType: 'image/png', buffer: tinyPng });
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: t('Verification.sent') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('Verification.state.submitted') })).toBeVisible();

    // The moderator, in a browser of their own, approves it in the admin area.
    await approveInAdminArea(await staffPage(moderatorCredentials), lang, doctor.email);

    // The doctor's status, and the public page with its badge.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: t('Verification.state.verified') })).toBeVisible();
    const answer = await page.request.get(`/api/doctors/slug/${own.slug}/`);
    expect(answer.status()).toBe(200);
    const published = (await answer.json()) as { verified: boolean; speciality_slug?: string };
    expect(published.verified).toBe(true);
    const listed = await api.searchDoctors({ doctor_name: lastName });
    const card = listed.doctors.find((found) => found.slug === own.slug);
    expect(card?.verified).toBe(true);
    await page.goto(`/${lang}/?doctor_name=${encodeURIComponent(doctor.user.last_name)}`);
    const heading = page.getByRole('heading', { level: 3 }).filter({ hasText: doctor.user.last_name });
    await expect(heading.first()).toContainText(t('Doctor.verified'));
  });

  test(`${lang}: a listing nobody owns offers "Claim this page" to its doctor`, async ({
    page,
    accounts,
    api,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    // The last page of the ranking holds the listings with fewest reviews (decision 051: most
    // doctors have a few); each language claims a listing of its own.
    const { totalPages } = await api.searchDoctors({ currentPage: 1 });
    const { doctors } = await api.searchDoctors({ currentPage: totalPages - 1 });
    const unowned = doctors.filter((found) => found.doctor_type === 'doctor');
    const listing = unowned[lang === 'fr' ? 0 : 1];
    if (!listing) throw new Error('the demo data has listings nobody owns');
    const doctor = await accounts.create({
      name: `${listing.first_name} ${listing.last_name}`,
      doctor: true,
      pending: true,
    });
    await signIn(doctor);
    await page.goto(`/${lang}/${listing.speciality_slug}/${listing.slug}`);
    await expect(page.getByText(t('Doctor.claimQuestion'))).toBeVisible();
    await page.getByRole('link', { name: t('Doctor.claimLink') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.verification') })).toBeVisible();
    const name = t('Doctor.name', { firstName: listing.first_name, lastName: listing.last_name });
    await expect(page.getByText(t('Verification.claimIntro', { name }))).toBeVisible();
    await checkA11y();
    await page.getByLabel(t('Verification.ordreNumber')).fill('16180');
    await page.getByLabel(t('Verification.inpeNumber')).fill('339887498');
    await page
      .getByLabel(t('Verification.document'))
      .setInputFiles({ name: 'carte-ordre.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: t('Verification.submitClaim') }).click();
    await expect(page.getByText(t('Verification.claimWaiting', { name }))).toBeVisible();
  });
}

/** Finds the doctor's request in the verification queue of the admin area and approves it. */
async function approveInAdminArea(staff: Page, lang: Locale, email: string) {
  const t = translator(lang);
  await staff.goto(`/${lang}/admin/verifications`);
  const request = staff.getByRole('article').filter({ hasText: email });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: t('Admin.approve') }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: t('Admin.approve') }).click();
  await expect(request).toBeHidden();
}
