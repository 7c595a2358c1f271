import { readFile } from 'node:fs/promises';
import { ZPersonalData } from '@tabib/shared';
import { closeToast, doctorPage, expect, test, translator } from '../fixtures/test.ts';

/**
 * Profile → My data (law 09-08, decision 037), in French and Arabic: a patient downloads
 * everything Tabib holds about them, then deletes the account and keeps their review as "Former
 * patient". The review goes to a doctor the test listed itself, so no other test sees it.
 */

for (const lang of ['fr', 'ar'] as const) {
  test(`download my data, then delete my account and keep my review anonymised (${lang})`, async ({
    page,
    doctors,
    accounts,
    api,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    const { doctor } = await doctors.listed('Nadia');
    const patient = await accounts.create({ name: 'Karima Alaoui' });
    const text = `Cabinet calme, médecin attentif (${lang}).`;
    await api.writeReview(patient, { doctor: doctor.id, doctor_type: doctor.doctor_type, rating: 4, review: text });
    await signIn(patient);

    await page.goto(`/${lang}/profile?section=myData`);
    await expect(page.getByRole('heading', { level: 1, name: t('Profile.myData') })).toBeVisible();
    await expect(page.getByText(t('MyData.downloadText'))).toBeVisible();
    await expect(page.getByText(t('MyData.deleteText'))).toBeVisible();
    await checkA11y();

    // The file the server names, with the account and its review in it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('MyData.download') }).click();
    const download = await downloading;
    const name = download.suggestedFilename();
    expect(name).toMatch(/^tabib-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = ZPersonalData.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(data.account.email).toBe(patient.email);
    expect(data.account.password).toBe('set');
    expect(data.reviews).toEqual([expect.objectContaining({ doctor: doctor.id, rating: 4, review: text })]);
    await closeToast(page, t('MyData.downloaded', { name }));

    // Deletion asks in a dialog whose safe choice has the focus; "keep anonymised" is the default.
    const deleteButton = page.getByRole('button', { name: t('MyData.delete') });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: t('MyData.confirmTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('MyData.confirmText'));
    await expect(dialog.getByRole('button', { name: t('MyData.keep') })).toBeFocused();
    const reviewsChoice = dialog.getByRole('group', { name: t('MyData.reviewsChoice') });
    await expect(reviewsChoice.getByRole('radio', { name: t('MyData.reviewsAnonymise') })).toBeChecked();
    await expect(reviewsChoice.getByRole('radio', { name: t('MyData.reviewsDelete') })).not.toBeChecked();
    await checkA11y();

    // Keep (Escape in Arabic) changes nothing and gives the focus back.
    if (lang === 'fr') await dialog.getByRole('button', { name: t('MyData.keep') }).click();
    else await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    // A wrong password is said under its field; nothing is lost.
    await deleteButton.click();
    const password = dialog.getByLabel(t('MyData.password'));
    await password.fill('not my password');
    await dialog.getByRole('button', { name: t('MyData.confirmDelete') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('Error.wrong_password'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    await expect(reviewsChoice.getByRole('radio', { name: t('MyData.reviewsAnonymise') })).toBeChecked();
    expect((await api.profile(patient)).email).toBe(patient.email);
    await checkA11y();

    await password.fill(patient.password);
    await dialog.getByRole('button', { name: t('MyData.confirmDelete') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('MyData.deleted') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
    await expect(page.getByRole('banner').getByRole('link', { name: t('Layout.signIn') })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();

    // The review stays on the doctor's page, by "Former patient".
    await page.goto(doctorPage(lang, doctor));
    const review = page.getByRole('listitem').filter({ hasText: text });
    await expect(review).toContainText(t('Doctor.reviewBy', { author: `\u2068${t('Review.formerPatient')}\u2069` }));
    await expect(review).not.toContainText('Karima');

    // The old password no longer signs in.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('Layout.signIn') })
      .click();
    await page.getByLabel(t('Account.email')).fill(patient.email);
    await page.getByLabel(t('Account.password')).fill(patient.password);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('Account.signIn') })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: t('Error.invalid_credentials') })).toBeVisible();
  });
}
