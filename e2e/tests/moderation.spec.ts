import type { Locale } from '@tabib/shared';
import { moderatorCredentials } from '../fixtures/api.ts';
import { translator } from '../fixtures/catalogues.ts';
import { doctorPage, expect, test } from '../fixtures/test.ts';

/**
 * Decision 039: a patient reports a review from the doctor's page, a moderator hides it in the admin
 * area, and the doctor's rating summary no longer counts it. In French and Arabic.
 */

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`${lang}: a patient reports a review, a moderator hides it, the summary changes`, async ({
    page,
    staffPage,
    doctors,
    accounts,
    api,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    const { doctor } = await doctors.listed('Salma');
    const marker = `faux certificats ${Date.now()}`;
    const author = await accounts.create({ name: 'Omar Tazi' });
    await api.writeReview(author, { doctor: doctor.id, doctor_type: doctor.doctor_type, rating: 1, review: marker });
    const fair = await accounts.create({ name: 'Hind Saadi' });
    await api.writeReview(fair, {
      doctor: doctor.id,
      doctor_type: doctor.doctor_type,
      rating: 5,
      review: 'Très à l’écoute.',
    });

    await signIn(await accounts.create({ name: 'Nadia Amrani' }));
    await page.goto(doctorPage(lang, doctor));
    await expect(page.getByText(t('Rating.count_two')).first()).toBeVisible();
    const review = page.getByRole('listitem').filter({ hasText: marker });
    await review.getByRole('button', { name: t('Report.report') }).click();
    const dialog = page.getByRole('dialog', { name: t('Report.titleReview') });
    await expect(dialog).toBeVisible();
    await checkA11y();
    // No reason chosen: said so, nothing sent.
    await dialog.getByRole('button', { name: t('Report.send') }).click();
    await expect(dialog.getByText(t('Report.reasonRequired'))).toBeVisible();
    await dialog.getByLabel(t('Report.reasons.false_information')).check();
    await dialog.getByLabel(t('Report.note')).fill('Propose des certificats de complaisance.');
    await dialog.getByRole('button', { name: t('Report.send') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: t('Report.thanks') })).toBeVisible();

    const staff = await staffPage(moderatorCredentials);
    await staff.goto(`/${lang}/admin/reports`);
    const item = staff.getByRole('article').filter({ hasText: marker });
    await expect(item).toContainText(t('Report.reasons.false_information'));
    await expect(item).toContainText('Propose des certificats de complaisance.');
    await checkA11y(staff);
    await item.getByRole('button', { name: t('Admin.action.hide'), exact: true }).click();
    const hide = staff.getByRole('dialog', { name: t('Admin.actionTitle.hide') });
    await hide.getByRole('button', { name: t('Admin.action.hide'), exact: true }).click();
    await expect(hide.getByText(t('Error.reason_required'))).toBeVisible();
    await hide.getByLabel(t('Admin.reason')).fill('Accusation sans fondement contre le médecin.');
    await checkA11y(staff);
    await hide.getByRole('button', { name: t('Admin.action.hide'), exact: true }).click();
    await expect(hide).toBeHidden();
    await expect(item).toContainText(t('Admin.hidden'));

    // The patient's page: one review left, the hidden one gone from the list.
    await page.reload();
    await expect(page.getByText(t('Rating.count_one')).first()).toBeVisible();
    await expect(page.getByText('Très à l’écoute.')).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
  });
}
