import type { Browser, Page } from '@playwright/test';
import type { Locale } from '@tabib/shared';
import { adminCredentials, moderatorCredentials } from '../fixtures/api.ts';
import { translator } from '../fixtures/catalogues.ts';
import { expect, test, tinyPng, type Api } from '../fixtures/test.ts';

/**
 * The admin area (issue 12) in French and Arabic: refused to patients, the verification queue with
 * the private scan and a rejection, the reports queue, the log for admins; axe on every page.
 */

async function staffPage(
  browser: Browser,
  api: Api,
  credentials: { username: string; password: string },
): Promise<Page> {
  const staff = await api.login(credentials);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(staff));
  return page;
}

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
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await checkA11y();
    // The API refuses it too: the page is only the visible half.
    const token = (await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'))) as {
      token: string;
    };
    const answer = await page.request.get('/api/admin/', { headers: { Authorization: `Bearer ${token.token}` } });
    expect(answer.status()).toBe(403);
  });

  test(`${lang}: a moderator reads the scan and rejects a request with a reason; the admin reads the log`, async ({
    browser,
    request: http,
    accounts,
    api,
    checkA11y,
  }) => {
    const t = translator(lang);
    const doctor = await accounts.create({ name: 'Anas Berrada', doctor: true, pending: true });
    const sent = await http.post('/api/users/profile/verification/', {
      headers: { Authorization: `Bearer ${doctor.user.token}` },
      multipart: {
        ordre_number: '55123',
        inpe_number: '998877665',
        document: { name: 'carte.png', mimeType: 'image/png', buffer: tinyPng },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    const staff = await staffPage(browser, api, moderatorCredentials);
    try {
      await staff.goto(`/${lang}/admin/`);
      await expect(staff.getByRole('heading', { level: 1, name: t('Admin.overviewTitle') })).toBeVisible();
      // The count of waiting requests leads to the queue (the doctor above waits there at least).
      await expect(staff.locator(`.admin-counts a[href="/${lang}/admin/verifications"]`)).toContainText(/[1-9]/);
      await expect(staff.getByRole('link', { name: t('Admin.nav.log') })).toHaveCount(0);
      await checkA11y(staff);

      await staff
        .getByRole('navigation', { name: t('Admin.sections') })
        .getByRole('link', { name: t('Admin.nav.verifications') })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: t('Admin.verificationsTitle') })).toBeVisible();
      const request = staff.getByRole('article').filter({ hasText: doctor.email });
      await expect(request).toContainText('55123');
      await request.getByRole('button', { name: t('Admin.showDocument') }).click();
      const scan = request.getByRole('img', {
        name: t('Admin.documentAlt', { name: t('Doctor.name', { firstName: 'Anas', lastName: 'Berrada' }) }),
      });
      await expect(scan).toBeVisible();
      expect(await scan.getAttribute('src')).toMatch(/^blob:/);
      await checkA11y(staff);

      await request.getByRole('button', { name: t('Admin.reject') }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByRole('button', { name: t('Admin.reject') }).click();
      await expect(dialog.getByText(t('Error.reason_required'))).toBeVisible();
      await dialog.getByLabel(t('Admin.reason')).fill('Le numéro INPE ne correspond pas à la carte.');
      await checkA11y(staff);
      await dialog.getByRole('button', { name: t('Admin.reject') }).click();
      await expect(request).toBeHidden();
      const status = await staff.request.get('/api/users/profile/verification/', {
        headers: { Authorization: `Bearer ${doctor.user.token}` },
      });
      expect(await status.json()).toMatchObject({
        status: 'rejected',
        reason: 'Le numéro INPE ne correspond pas à la carte.',
      });

      await staff.getByRole('link', { name: t('Admin.nav.reports') }).click();
      await expect(staff.getByRole('heading', { level: 1, name: t('Admin.reportsTitle') })).toBeVisible();
      // The demo data's reported reviews.
      await expect(staff.getByRole('article').first()).toBeVisible();
      await checkA11y(staff);

      // The log is the admins': a moderator who types its address gets the 403 page.
      await staff.goto(`/${lang}/admin/log`);
      await expect(staff.getByRole('heading', { level: 1, name: t('Admin.forbiddenTitle') })).toBeVisible();
    } finally {
      await staff.context().close();
    }

    const admin = await staffPage(browser, api, adminCredentials);
    try {
      await admin.goto(`/${lang}/admin/`);
      await admin.getByRole('link', { name: t('Admin.nav.log') }).click();
      await expect(admin.getByRole('heading', { level: 1, name: t('Admin.logTitle') })).toBeVisible();
      const row = admin.getByRole('row').filter({ hasText: 'Le numéro INPE ne correspond pas à la carte.' });
      await expect(row).toContainText(t('Admin.logAction.verification_reject'));
      await checkA11y(admin);
    } finally {
      await admin.context().close();
    }
  });
}
