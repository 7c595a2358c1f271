import { expect, test } from '../fixtures/test.ts';

/**
 * Saving the profile with "I am a doctor" unticked takes the doctor page away from the account
 * (decision 050): a verified page stays in the directory as a listing nobody owns, with its reviews,
 * without the photo and descriptions; a page never verified is deleted; appointments ahead are
 * cancelled. The profile asks first, in a dialog that says so and whose safe choice has the focus.
 */

test('unticking "I am a doctor" asks first: keep changes nothing, leave takes the page away from the account', async ({
  page,
  request,
  accounts,
  signIn,
  api,
  checkA11y,
}) => {
  const account = await accounts.create({ name: 'Samira Idrissi', doctor: true });
  const doctorProfile = async () => (await api.profile(account)).doctor_profile;
  const own = await doctorProfile();
  expect(own).not.toBeNull();
  await signIn(account);
  await page.goto('/fr/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();

  const box = page.getByLabel('Je suis médecin');
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Ne plus figurer comme médecin ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    "Votre page de médecin quittera votre compte. Si elle était vérifiée, elle reste dans l'annuaire sans votre " +
      'photo ni vos descriptions, avec ses avis ; sinon, elle est supprimée. Vos rendez-vous à venir seront ' +
      'annulés et vos patients prévenus par e-mail.',
  );
  const keep = dialog.getByRole('button', { name: 'Garder ma page de médecin' });
  await expect(keep).toBeFocused();
  await checkA11y();

  // Keep: the dialog closes, the form stays as the user left it, nothing was sent.
  await keep.click();
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  await expect(box).not.toBeChecked();
  expect(await doctorProfile()).not.toBeNull();
  await checkA11y();

  await save.click();
  await dialog.getByRole('button', { name: 'Quitter ma page de médecin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profil mis à jour avec succès !' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  await expect.poll(doctorProfile).toBeNull();
  // The page was verified: it stays in the directory, at its address, owned by nobody.
  expect((await request.get(`/api/doctors/slug/${own?.slug ?? ''}/`)).status()).toBe(200);

  // Without a listing any more, saving asks nothing.
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/users/profile/') && response.request().method() === 'PUT',
  );
  await save.click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in Arabic: the dialog speaks Arabic, right to left, and Escape keeps the doctor page', async ({
  page,
  accounts,
  signIn,
  api,
  checkA11y,
}) => {
  const account = await accounts.create({ name: 'Rachid Bennani', doctor: true });
  await signIn(account);
  await page.goto('/ar/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('أنا طبيب').uncheck();
  await page.getByRole('button', { name: 'حفظ' }).click();

  const dialog = page.getByRole('dialog', { name: 'التوقف عن الظهور كطبيب؟' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'ستغادر صفحتك كطبيب حسابك. إذا كانت موثّقة، تبقى في الدليل بدون صورتك وأوصافك، مع تقييماتها؛ وإلا فستُحذف. ' +
      'ستُلغى مواعيدك القادمة ويُبلَّغ مرضاك بالبريد الإلكتروني.',
  );
  await expect(dialog.getByRole('button', { name: 'الإبقاء على صفحتي كطبيب' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'التخلي عن صفحتي كطبيب' })).toBeVisible();
  await checkA11y();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeFocused();
  await expect(page.getByLabel('أنا طبيب')).not.toBeChecked();
  expect((await api.profile(account)).doctor_profile).not.toBeNull();
});
