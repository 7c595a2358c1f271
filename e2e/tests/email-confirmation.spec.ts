import { test, expect } from '../fixtures/booking.ts';
import { confirmationLinkMailedTo } from '../fixtures/outbox.ts';
import {
  closeToast,
  doctorPage,
  escapeRegExp,
  translator,
  uniqueEmail,
  uniqueLastName,
  type Page,
} from '../fixtures/test.ts';

/**
 * The account's address (decision 050): a first booking needs it confirmed, by the link of the welcome
 * mail. A patient who has not opened it is told so inside the booking dialog, gets the link again,
 * leading back to the slot, and books it once the link is opened; the dialog, left open, notices by
 * itself. The confirmation page speaks the reader's language, right to left in Arabic, and says
 * when a link no longer works. A new address asks for the current password and waits for its own
 * link, shown as pending meanwhile.
 */

/** A text of the catalogue as the reader sees it: its <address> tags (rendered by Trans) taken out. */
function shown(text: string): string {
  return text.replace(/<\/?\w+>/g, '');
}

/** The first free slot of the second day that has any: today's may pass the doctor's notice meanwhile. */
async function aSlotOfTheWeek(page: Page, bookingTitle: string) {
  const booking = page.getByRole('region', { name: bookingTitle });
  const slot = booking
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .filter({ has: page.getByRole('button') })
    .nth(1)
    .getByRole('button')
    .first();
  await expect(slot).toBeVisible();
  return { slot, time: ((await slot.textContent()) ?? '').trim() };
}

test('fr, 375 px: an unconfirmed patient confirms the address from the booking dialog and books the slot', async ({
  page,
  accounts,
  signIn,
  bookableDoctor,
  patientsToRelease,
  checkA11y,
}) => {
  const t = translator('fr');
  await page.setViewportSize({ width: 375, height: 740 });
  const { doctor } = await bookableDoctor({ name: `Nadia ${uniqueLastName()}` });
  const patient = await accounts.create({ name: 'Salma Idrissi', confirmed: false });
  patientsToRelease.push(patient);
  await signIn(patient);
  await page.goto(doctorPage('fr', doctor));

  const { slot, time } = await aSlotOfTheWeek(page, t('Booking.title'));
  await slot.click();
  const dialog = page.getByRole('dialog', { name: t('Booking.confirmTitle') });
  await dialog.getByLabel(t('Booking.reason')).fill('Contrôle annuel');
  await dialog.getByRole('button', { name: t('Booking.confirm') }).click();

  // The server refuses a first booking from an address not confirmed: the dialog says what to do.
  const step = page.getByRole('dialog', { name: t('Booking.confirmEmailTitle') });
  await expect(step.getByText(shown(t('Booking.confirmEmailText', { email: patient.email })))).toBeVisible();
  // The address is a box of its own (read with a space before the full stop): the description names it.
  await expect(step).toHaveAccessibleDescription(new RegExp(escapeRegExp(patient.email)));
  await expect(step.getByRole('heading', { name: t('Booking.confirmEmailTitle') })).toBeFocused();
  await expect(step).toContainText(time);
  await checkA11y();
  await step.getByRole('button', { name: t('Booking.sendLinkAgain') }).click();
  await expect(step.getByRole('status')).toHaveText(shown(t('Booking.linkSentAgain', { email: patient.email })));

  // The new link leads back to this slot (the welcome link did not); the patient opens it in
  // another tab, still signed in.
  let link = '';
  await expect
    .poll(async () => (link = await confirmationLinkMailedTo(patient.email)))
    .toMatch(/^\/fr\/confirm-email\/[^/]+\/[^/?]+\?next=/);
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { level: 1, name: t('Pages.confirmEmail') })).toBeVisible();
  await expect(mailTab.getByRole('status')).toHaveText(shown(t('Account.emailConfirmedAs', { email: patient.email })));
  await checkA11y(mailTab);

  // The dialog left open in the first tab notices by itself: back to the confirmation, reason kept.
  await page.bringToFront();
  await expect(dialog.getByRole('status')).toHaveText(t('Booking.emailNowConfirmed'));
  await expect(dialog.getByLabel(t('Booking.reason'))).toHaveValue('Contrôle annuel');
  await expect(dialog).toContainText(time);
  await expect(dialog.getByRole('button', { name: t('Booking.confirm') })).toBeVisible();

  // Continue, in the tab of the link: the doctor's page with the same slot's confirmation; one click books.
  await mailTab.bringToFront();
  await mailTab.getByRole('link', { name: t('Account.continue') }).click();
  const again = mailTab.getByRole('dialog', { name: t('Booking.confirmTitle') });
  await expect(again).toContainText(time);
  await again.getByRole('button', { name: t('Booking.confirm') }).click();
  const booked = mailTab.getByRole('dialog', { name: t('Booking.bookedTitle') });
  await expect(booked.getByRole('status')).toHaveText(t('Booking.confirmedText'));
  await checkA11y(mailTab);
  await mailTab.close();
});

test('ar, 1280 px: the confirmation page speaks Arabic, right to left, and says when a link no longer works', async ({
  page,
  accounts,
  checkA11y,
}) => {
  const t = translator('ar');
  await page.setViewportSize({ width: 1280, height: 800 });
  const patient = await accounts.create({ name: 'Omar Tazi', confirmed: false });
  // The welcome link, read in Arabic: the same link below /ar/.
  const link = (await confirmationLinkMailedTo(patient.email)).replace(/^\/(fr|en|ar)\//, '/ar/');
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: t('Pages.confirmEmail') })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(shown(t('Account.emailConfirmedAs', { email: patient.email })));
  await checkA11y();
  // Without `next`, Continue leads home.
  await page.getByRole('link', { name: t('Account.continue') }).click();
  await expect(page).toHaveURL(/\/ar\/$/);

  // A link spent, or never sent: the translated error and the way to the account, where a new one is asked for.
  for (const address of [link, '/ar/confirm-email/abc/def']) {
    await page.goto(address);
    await expect(page.getByRole('alert')).toHaveText(t('Error.invalid_confirmation_link'));
    await expect(page.getByRole('link', { name: t('Account.goToAccount') })).toHaveAttribute('href', '/ar/profile');
  }
  await checkA11y();
});

test('fr: the profile sends the link again, and a new address needs the current password and waits for its link', async ({
  page,
  accounts,
  signIn,
  checkA11y,
}) => {
  const t = translator('fr');
  const account = await accounts.create({ name: 'Karima Alaoui', confirmed: false });
  await signIn(account);
  await page.goto('/fr/profile');
  await expect(page.getByRole('heading', { level: 1, name: t('Profile.account') })).toBeVisible();

  // Not confirmed yet: the profile says so and sends the link again.
  await expect(page.getByText(shown(t('Account.emailNotConfirmed', { email: account.email })))).toBeVisible();
  await page.getByRole('button', { name: t('Account.sendLinkAgain') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: shown(t('Account.linkSentTo', { email: account.email })) }),
  ).toBeVisible();
  await checkA11y();

  // Another address: the current password is asked for, checked here and by the server.
  const emailField = page.getByLabel(t('Account.email'), { exact: true });
  const password = page.getByLabel(t('Account.currentPassword'));
  const save = page.getByRole('button', { name: t('Account.save'), exact: true });
  await expect(password).toHaveCount(0);
  const newEmail = uniqueEmail('patient');
  await emailField.fill(newEmail);
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await save.click();
  await expect(page.getByText(t('Error.current_password_required'))).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill('not my password 1');
  await save.click();
  await expect(page.getByText(t('Error.wrong_current_password'))).toBeVisible();
  await checkA11y();
  await password.fill(account.password);
  await save.click();
  await closeToast(page, t('Messages.profileUpdated'));

  // The sign-in address stays until the new one's link is opened; the profile shows the one waiting.
  const pending = page.getByText(shown(t('Account.pendingEmail', { email: newEmail })));
  await expect(pending).toBeVisible();
  await expect(emailField).toHaveValue(account.email);
  await expect(password).toHaveCount(0);
  await page.reload();
  await expect(pending).toBeVisible();
  await checkA11y();

  // The link of the new address: it becomes the sign-in address, confirmed.
  await page.goto(await confirmationLinkMailedTo(newEmail));
  await expect(page.getByRole('status')).toHaveText(shown(t('Account.emailConfirmedAs', { email: newEmail })));
  await page.goto('/fr/profile');
  await expect(emailField).toHaveValue(newEmail);
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('Account.sendLinkAgain') })).toHaveCount(0);
});
