import type { Locale } from '@tabib/shared';
import { layoutShift } from '../fixtures/page-stability.ts';
import { expect, test, tinyPng, translator, uniqueLastName, uniqueTitle, type Page } from '../fixtures/test.ts';

/**
 * A new doctor's first steps (decision 056): a checklist with its progress and a banner
 * saying the page is private; the doctor form refuses a page without speciality, city or phone and
 * suggests specialities from the reference list; the name in Arabic script shows on the Arabic
 * preview of the page; the verification request is read-only once sent, its file picker speaks the
 * page's language; a post waiting for verification says so and its author previews it.
 */

const languages = ['fr', 'ar'] as const satisfies readonly Locale[];
const arabicNames = { first: 'يوسف', last: 'العمراني' };

async function openProfile(page: Page, lang: Locale, section?: string) {
  await page.goto(`/${lang}/profile${section ? `?section=${section}` : ''}`);
}

for (const lang of languages) {
  for (const width of [375, 1280]) {
    test(`${lang} at ${width} px: a new doctor is guided to a complete page, previewed in Arabic`, async ({
      page,
      accounts,
      api,
      signIn,
      checkA11y,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const t = translator(lang);
      const doctor = await accounts.create({ name: `Youssef ${uniqueLastName()}`, doctor: true, pending: true });
      await signIn(doctor);
      await openProfile(page, lang);

      // The checklist and the banner: nothing done yet, the page private.
      const checklist = page.getByRole('region', { name: t('Onboarding.title') });
      await expect(checklist).toBeVisible();
      await expect(checklist.getByRole('note')).toContainText(t('Onboarding.privateTitle'));
      const progress = checklist.getByRole('progressbar');
      await expect(progress).toHaveAttribute('value', '0');
      const profileStep = checklist.getByRole('listitem').filter({ hasText: t('Onboarding.step.profile') });
      await expect(profileStep).not.toHaveClass(/is-done/);
      // The checklist's answers arrive after the form: they tick steps and move nothing.
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
      // On a phone the account's sections are one row, so the checklist is on the first screen.
      if (width === 375) {
        const sections = page.getByRole('navigation', { name: t('Profile.sections') });
        expect((await sections.boundingBox())?.height).toBeLessThan(64);
        await expect(progress).toBeInViewport();
        // The row scrolls sideways by itself: the page does not.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await checkA11y();

      // Saved without a speciality, a city or a phone: refused, each field saying what it needs.
      const save = page.getByRole('button', { name: t('Account.save'), exact: true });
      await save.click();
      await expect(page.getByText(t('Error.speciality_required'))).toBeVisible();
      await expect(page.getByText(t('Error.city_required'))).toBeVisible();
      await expect(page.getByText(t('Error.phone_required'))).toBeVisible();

      // The speciality comes from the reference list, suggested as the search does.
      const speciality = page.getByRole('combobox', { name: t('Account.speciality') });
      await speciality.fill('Cardio');
      const suggestion = page
        .getByRole('listbox', { name: t('Account.speciality') })
        .getByRole('option')
        .first();
      await expect(suggestion).toBeVisible();
      const picked = (await suggestion.textContent()) ?? '';
      await suggestion.click();
      await expect(speciality).toHaveValue(picked);
      await page.getByLabel(t('Account.city'), { exact: true }).fill('Casablanca');
      await page.getByLabel(t('Account.phone'), { exact: true }).fill('0522 10 20 30');
      await page.getByLabel(t('Account.firstNameAr'), { exact: true }).fill(arabicNames.first);
      await page.getByLabel(t('Account.lastNameAr'), { exact: true }).fill(arabicNames.last);
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: t('Messages.profileUpdated') })).toBeVisible();
      await expect(profileStep).toHaveClass(/is-done/);
      await expect(progress).toHaveAttribute('value', '1');
      const saved = (await api.profile(doctor)).doctor_profile;
      // The profile answers the speciality in the request's language (French here).
      expect(saved).toMatchObject({
        speciality: lang === 'fr' ? picked : 'Cardiologue',
        first_name_ar: arabicNames.first,
      });

      // The preview of the page, not public yet; on the Arabic side it names the doctor in Arabic.
      await checklist.getByRole('link', { name: t('Onboarding.previewLink') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('Profile.preview') })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t('Onboarding.previewPrivate') })).toBeVisible();
      const shownName = lang === 'ar' ? arabicNames.last : doctor.user.last_name;
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: shownName }).first()).toBeVisible();
      await checkA11y();
    });
  }

  test(`${lang}: the verification request is read-only once sent; its file picker speaks ${lang}`, async ({
    page,
    accounts,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    const doctor = await accounts.create({ name: `Salma ${uniqueLastName()}`, doctor: true, pending: true });
    await signIn(doctor);
    await openProfile(page, lang, 'verification');
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.verification') })).toBeVisible();

    // The picker's button and "no file chosen" are the page's, not the browser's.
    await expect(page.getByText(t('FilePicker.choose'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('FilePicker.none'), { exact: true })).toBeVisible();
    await checkA11y();

    await page.getByLabel(t('Verification.ordreNumber')).fill('31415');
    await page.getByLabel(t('Verification.inpeNumber')).fill('271828182');
    await page
      .getByLabel(t('Verification.document'))
      .setInputFiles({ name: 'carte-ordre.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(page.getByText('carte-ordre.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('Verification.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('Verification.sent') })).toBeVisible();

    // Sent: read-only, until the doctor chooses to correct it.
    await expect(page.getByRole('heading', { level: 2, name: t('Verification.sentTitle') })).toBeVisible();
    await expect(page.getByLabel(t('Verification.ordreNumber'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('Verification.submit') })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: t('Verification.sentTitle') })).toBeVisible();
    await expect(page.getByLabel(t('Verification.ordreNumber'))).toHaveCount(0);
    await checkA11y();
    await page.getByRole('button', { name: t('Verification.correct') }).click();
    await expect(page.getByLabel(t('Verification.ordreNumber'))).toBeVisible();
  });

  test(`${lang}: a post waiting for verification says so, and its author previews it`, async ({
    page,
    accounts,
    posts,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    const author = await accounts.create({ name: `Nadia ${uniqueLastName()}`, doctor: true, pending: true });
    const title = uniqueTitle(lang === 'ar' ? 'النوم الجيد والقلب' : 'Bien dormir pour son cœur');
    const post = await posts.write(author, { title, content: '<p>Sept heures par nuit.</p>' });
    expect(post.status).toBe('pending_verification');
    // Nobody else reads it.
    expect((await page.request.get(`/api/users/blogs/${post.id}/`)).status()).toBe(404);

    await signIn(author);
    await openProfile(page, lang, 'blogs');
    const item = page.getByRole('article', { name: title });
    await expect(item).toContainText(t('MyBlogs.status.pending_verification'));
    await expect(item).not.toContainText(t('MyBlogs.publishedOn', { date: '' }).trim());
    await checkA11y();
    await item.getByRole('link', { name: t('MyBlogs.preview', { title }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('Blog.preview.pending_verification') })).toBeVisible();
    await checkA11y();
    // Reloaded, the page the server renders for visitors gives way to the author's preview.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('Blog.preview.pending_verification') })).toBeVisible();
  });
}
