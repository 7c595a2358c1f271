import type { Locale } from '@tabib/shared';
import { adminCredentials, moderatorCredentials } from '../fixtures/api.ts';
import { translator } from '../fixtures/catalogues.ts';
import { doctorPage, escapeRegExp, expect, test, uniqueLastName, type Translate } from '../fixtures/test.ts';

/**
 * The admin area (decision 038) in French and Arabic: refused to patients, the verification queue with
 * the private scan, a rejection and an approval, the reports queue with a review hidden, the log
 * for admins; axe on every page.
 */

/** Any plural form of a text: counts shared with the tests running beside this one may be anything. */
const anyPlural = (t: Translate, key: string) =>
  new RegExp(['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => escapeRegExp(t(`${key}_${form}`))).join('|'));

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`${lang}: the admin area is refused to a patient and to a signed-out visitor`, async ({
    page,
    accounts,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    await page.goto(`/${lang}/admin/`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?after=`));
    await signIn(await accounts.create({ name: 'Karima Fassi' }));
    await page.goto(`/${lang}/admin/verifications`);
    await expect(page.getByRole('heading', { level: 1, name: t('Admin.forbiddenTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('NotFound.home') })).toHaveAttribute('href', `/${lang}/`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await checkA11y();
    // The API refuses it too: the page is only the visible half.
    const token = (await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'))) as {
      token: string;
    };
    const answer = await page.request.get('/api/admin/', { headers: { Authorization: `Bearer ${token.token}` } });
    expect(answer.status()).toBe(403);
  });

  test(`${lang}: a moderator reads the scan, rejects a request with a reason and approves another; the admin reads the log`, async ({
    page,
    staffPage,
    accounts,
    api,
    checkA11y,
  }) => {
    const t = translator(lang);
    const rejectedName = uniqueLastName();
    const rejected = await accounts.create({ name: `Anas ${rejectedName}`, doctor: true, pending: true });
    await api.submitVerification(rejected, { ordre_number: '55123', inpe_number: '998877665' });
    const approvedName = uniqueLastName();
    const approved = await accounts.create({ name: `Leila ${approvedName}`, doctor: true, pending: true });
    await api.submitVerification(approved, { ordre_number: '66234', inpe_number: '887766554' });
    const reason = `Le numéro INPE ne correspond pas à la carte (${rejectedName}).`;

    const staff = await staffPage(moderatorCredentials);
    await staff.goto(`/${lang}/admin/`);
    await expect(staff.getByRole('heading', { level: 1, name: t('Admin.overviewTitle') })).toBeVisible();
    await expect(staff.getByRole('link', { name: anyPlural(t, 'Admin.pendingVerifications') })).toBeVisible();
    await expect(staff.getByRole('link', { name: t('Admin.nav.log') })).toHaveCount(0);
    await checkA11y(staff);

    await staff
      .getByRole('navigation', { name: t('Admin.sections') })
      .getByRole('link', { name: t('Admin.nav.verifications') })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: t('Admin.verificationsTitle') })).toBeVisible();
    const first = staff.getByRole('article').filter({ hasText: rejected.email });
    await expect(first).toContainText('55123');
    await expect(first).toContainText('998877665');
    await first.getByRole('button', { name: t('Admin.showDocument') }).click();
    const scan = first.getByRole('img', {
      name: t('Admin.documentAlt', { name: t('Doctor.name', { firstName: 'Anas', lastName: rejectedName }) }),
    });
    await expect(scan).toBeVisible();
    expect(await scan.getAttribute('src')).toMatch(/^blob:/);
    await checkA11y(staff);

    // Rejecting needs a reason, checked before anything is sent.
    await first.getByRole('button', { name: t('Admin.reject') }).click();
    const rejection = staff.getByRole('dialog');
    await rejection.getByRole('button', { name: t('Admin.reject') }).click();
    await expect(rejection.getByText(t('Error.reason_required'))).toBeVisible();
    await rejection.getByLabel(t('Admin.reason')).fill(reason);
    await checkA11y(staff);
    await rejection.getByRole('button', { name: t('Admin.reject') }).click();
    await expect(rejection).toBeHidden();
    await expect(first).toBeHidden();
    expect(await api.verificationStatus(rejected)).toMatchObject({ status: 'rejected', reason, public: false });

    const second = staff.getByRole('article').filter({ hasText: approved.email });
    await second.getByRole('button', { name: t('Admin.approve') }).click();
    const approval = staff.getByRole('dialog', {
      name: t('Admin.approveTitle', { name: t('Doctor.name', { firstName: 'Leila', lastName: approvedName }) }),
    });
    await approval.getByRole('button', { name: t('Admin.approve') }).click();
    await expect(approval).toBeHidden();
    await expect(second).toBeHidden();
    expect(await api.verificationStatus(approved)).toMatchObject({ status: 'verified', public: true });

    // The decided requests are under their tabs.
    await staff.getByRole('link', { name: t('Admin.status.rejected') }).click();
    await expect(staff.getByRole('article').filter({ hasText: rejected.email })).toContainText(reason);

    // The log is the admins': a moderator who types its address gets the 403 page.
    await staff.goto(`/${lang}/admin/log`);
    await expect(staff.getByRole('heading', { level: 1, name: t('Admin.forbiddenTitle') })).toBeVisible();

    // The approved doctor's page answers, and the search finds it.
    const found = await api.searchDoctors({ doctor_name: approvedName });
    const doctor = found.doctors.find((candidate) => candidate.last_name === approvedName);
    if (!doctor) throw new Error(`the approved doctor ${approvedName} is not found by the search`);
    const answer = await page.goto(doctorPage(lang, doctor));
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(approvedName);

    const admin = await staffPage(adminCredentials);
    await admin.goto(`/${lang}/admin/`);
    await admin.getByRole('link', { name: t('Admin.nav.log') }).click();
    await expect(admin.getByRole('heading', { level: 1, name: t('Admin.logTitle') })).toBeVisible();
    const rejectedRow = admin.getByRole('row').filter({ hasText: reason });
    await expect(rejectedRow).toContainText(t('Admin.logAction.verification_reject'));
    const approvedRow = admin.getByRole('row').filter({
      has: admin.getByRole('cell', { name: t('Admin.logTarget.doctor', { id: doctor.id }), exact: true }),
    });
    await expect(approvedRow).toContainText(t('Admin.logAction.verification_approve'));
    await checkA11y(admin);
  });

  test(`${lang}: a review reported through the API is hidden from the reports queue; the admin reads it in the log`, async ({
    page,
    staffPage,
    doctors,
    accounts,
    api,
    checkA11y,
  }) => {
    const t = translator(lang);
    const { doctor } = await doctors.listed('Salma');
    const marker = `publicité déguisée ${uniqueLastName()}`;
    const author = await accounts.create({ name: 'Omar Tazi' });
    const review = await api.writeReview(author, {
      doctor: doctor.id,
      doctor_type: doctor.doctor_type,
      rating: 1,
      review: marker,
    });
    const fair = await accounts.create({ name: 'Hind Saadi' });
    await api.writeReview(fair, {
      doctor: doctor.id,
      doctor_type: doctor.doctor_type,
      rating: 5,
      review: 'Très clair.',
    });
    const reporter = await accounts.create({ name: 'Nadia Amrani' });
    await api.report(reporter, {
      target_type: 'review',
      target_id: review.id,
      reason: 'spam',
      note: 'Lien vers une autre clinique.',
    });
    const reason = `Publicité pour une clinique (${review.id}).`;

    await page.goto(doctorPage(lang, doctor));
    await expect(page.getByText(marker)).toBeVisible();

    const staff = await staffPage(moderatorCredentials);
    await staff.goto(`/${lang}/admin/`);
    await staff
      .getByRole('navigation', { name: t('Admin.sections') })
      .getByRole('link', { name: t('Admin.nav.reports') })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: t('Admin.reportsTitle') })).toBeVisible();
    const item = staff.getByRole('article').filter({ hasText: marker });
    await expect(item).toContainText(t('Report.reasons.spam'));
    await expect(item).toContainText('Lien vers une autre clinique.');
    await expect(item).toContainText(author.email);
    await expect(
      item.getByRole('heading', { name: t('Admin.reviewOf', { name: `${doctor.first_name} ${doctor.last_name}` }) }),
    ).toBeVisible();
    await checkA11y(staff);

    await item.getByRole('button', { name: t('Admin.action.hide'), exact: true }).click();
    const hide = staff.getByRole('dialog', { name: t('Admin.actionTitle.hide') });
    await hide.getByLabel(t('Admin.reason')).fill(reason);
    await checkA11y(staff);
    await hide.getByRole('button', { name: t('Admin.action.hide'), exact: true }).click();
    await expect(hide).toBeHidden();
    await expect(item).toContainText(t('Admin.hidden'));
    await expect(item.getByRole('button', { name: t('Admin.action.restore'), exact: true })).toBeVisible();

    // Gone from the doctor's public reviews; the other one stays.
    await page.reload();
    await expect(page.getByText('Très clair.')).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);

    const admin = await staffPage(adminCredentials);
    await admin.goto(`/${lang}/admin/log`);
    await expect(admin.getByRole('heading', { level: 1, name: t('Admin.logTitle') })).toBeVisible();
    const row = admin.getByRole('row').filter({
      has: admin.getByRole('cell', { name: t('Admin.logTarget.review', { id: review.id }), exact: true }),
    });
    await expect(row).toContainText(t('Admin.logAction.review_hide'));
    await expect(row).toContainText(reason);
    await checkA11y(admin);
  });
}
