import type { APIRequestContext } from '@playwright/test';
import { blogSlug, ZPersonalData } from '@tabib/shared';
import { doctorPage, expect, test, translator, uniqueTitle, type Account, type Page } from '../fixtures/test.ts';

/**
 * Reporting a review or a post to the moderators (decision 039), in French and Arabic.
 * What the moderators then do is moderation.spec.ts; here, what the reader sees: the button, the
 * dialog, the thanks, and sign-in first when signed out. The reports are read back from the
 * reporter's own data (GET /api/users/profile/data/ lists them).
 */

/** How the list names a review's author: first-strong isolates around "Omar T.". */
const isolated = (author: string) => `\u2068${author}\u2069`;

for (const lang of ['fr', 'ar'] as const) {
  test(`a patient reports a review from the doctor's page, not their own (${lang})`, async ({
    page,
    request,
    doctors,
    accounts,
    api,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    const { doctor } = await doctors.listed('Amina');
    const author = await accounts.create({ name: 'Omar Tazi' });
    const reported = await api.writeReview(author, {
      doctor: doctor.id,
      doctor_type: doctor.doctor_type,
      rating: 1,
      review: `Il vend des certificats (${lang}).`,
    });
    const reporter = await accounts.create({ name: 'Nadia Amrani' });
    await api.writeReview(reporter, {
      doctor: doctor.id,
      doctor_type: doctor.doctor_type,
      rating: 5,
      review: `Très à l’écoute (${lang}).`,
    });
    await signIn(reporter);

    await page.goto(doctorPage(lang, doctor));
    const own = page.getByRole('listitem').filter({ hasText: `Très à l’écoute (${lang}).` });
    await expect(own).toBeVisible();
    // One's own review is not reported: the list says nothing to report on it.
    await expect(own.getByRole('button', { name: t('Report.report') })).toHaveCount(0);
    const report = page
      .getByRole('listitem')
      .filter({ hasText: reported.review })
      .getByRole('button', { name: t('Report.reviewLabel', { author: isolated('Omar T.') }) });
    await expect(report).toHaveText(t('Report.report'));

    // The dialog: the reasons as radio buttons in a named group, the first focused.
    await report.click();
    const dialog = page.getByRole('dialog', { name: t('Report.titleReview') });
    await expect(dialog).toBeVisible();
    const reasons = dialog.getByRole('group', { name: t('Report.reason') });
    await expect(reasons.getByRole('radio')).toHaveCount(6);
    await expect(reasons.getByRole('radio', { name: t('Report.reasons.spam') })).toBeFocused();
    await checkA11y();
    // Cancel (Escape in Arabic) sends nothing and gives the focus back.
    if (lang === 'fr') await dialog.getByRole('button', { name: t('Report.cancel') }).click();
    else await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();

    // No reason chosen: said so, nothing sent. Then a reason and a note, sent.
    await report.click();
    await dialog.getByRole('button', { name: t('Report.send') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('Report.reasonRequired'));
    await checkA11y();
    await reasons.getByRole('radio', { name: t('Report.reasons.conflict_of_interest') }).check();
    const note = dialog.getByRole('textbox', { name: t('Report.note') });
    await expect(note).toHaveAccessibleDescription(t('Report.noteHint'));
    await expect(note).toHaveAttribute('maxlength', '500');
    await note.fill('Un concurrent du cabinet voisin.');
    await dialog.getByRole('button', { name: t('Report.send') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: t('Report.thanks') })).toBeVisible();
    await expect(report).toBeFocused();

    const reports = await reportsOf(request, reporter);
    expect(reports).toEqual([
      expect.objectContaining({
        target_type: 'review',
        target_id: reported.id,
        reason: 'conflict_of_interest',
        note: 'Un concurrent du cabinet voisin.',
      }),
    ]);
  });
}

test('signed out, Report on a review leads to sign-in and back to the doctor (fr)', async ({
  page,
  doctors,
  accounts,
  api,
}) => {
  const t = translator('fr');
  const { doctor } = await doctors.listed('Amina');
  const author = await accounts.create({ name: 'Omar Tazi' });
  await api.writeReview(author, { doctor: doctor.id, doctor_type: doctor.doctor_type, rating: 2, review: 'Bof.' });
  const reader = await accounts.create({ name: 'Nadia Amrani' });

  await page.goto(doctorPage('fr', doctor));
  await page.getByRole('link', { name: t('Report.reviewLabel', { author: isolated('Omar T.') }) }).click();
  await expect(page).toHaveURL(`/fr/login?after=${encodeURIComponent(doctorPage('fr', doctor))}`);
  await page.getByLabel(t('Account.email')).fill(reader.email);
  await page.getByLabel(t('Account.password')).fill(reader.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('Account.signIn') })
    .click();
  await expect(page).toHaveURL(doctorPage('fr', doctor));
  await expect(
    page.getByRole('button', { name: t('Report.reviewLabel', { author: isolated('Omar T.') }) }),
  ).toBeVisible();
});

test('a reader reports a post; its author sees no Report, a signed-out visitor signs in first (ar)', async ({
  page,
  request,
  accounts,
  posts,
  checkA11y,
}) => {
  const t = translator('ar');
  const writer = await accounts.create({ name: 'Nawal Kettani', doctor: true });
  const post = await posts.write(writer, {
    title: uniqueTitle('الصيام ومرض السكري'),
    content: '<p>استشر طبيبك قبل رمضان.</p>',
    lang: 'ar',
  });
  const address = `/ar/blog/${blogSlug(post.title)}/${post.id}`;
  const reportPost = page.getByRole('link', { name: t('Report.postLabel', { title: post.title }) });

  // Signed out: a link to sign in, back to the post.
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(reportPost).toHaveAttribute('href', `/ar/login?after=${encodeURIComponent(address)}`);

  const reader = await accounts.create({ name: 'Youssef Alami' });
  await signInHere(page, reader);
  const report = page.getByRole('button', { name: t('Report.postLabel', { title: post.title }) });
  await report.click();
  const dialog = page.getByRole('dialog', { name: t('Report.titlePost') });
  await dialog.getByRole('radio', { name: t('Report.reasons.false_information') }).check();
  await checkA11y();
  await dialog.getByRole('button', { name: t('Report.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('Report.thanks') })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await reportsOf(request, reader)).toEqual([
    expect.objectContaining({ target_type: 'post', target_id: post.id, reason: 'false_information', note: '' }),
  ]);

  // The author reads their own post without a Report button.
  await signInHere(page, writer);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(report).toHaveCount(0);
});

/** The page signed in as `account` from now on, as the `signIn` fixture does before the first visit. */
async function signInHere(page: Page, account: Account): Promise<void> {
  await page.evaluate((info) => window.localStorage.setItem('userInfo', info), JSON.stringify(account.user));
  await page.reload();
}

/** The reports an account sent, as its own data lists them. */
async function reportsOf(request: APIRequestContext, account: Account) {
  const response = await request.get('/api/users/profile/data/', {
    headers: { authorization: `Bearer ${account.user.token}` },
  });
  expect(response.status()).toBe(200);
  return ZPersonalData.parse(await response.json()).reports;
}
