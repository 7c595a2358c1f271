import { expect, test } from '../fixtures/test.ts';

/**
 * Saving the profile with "I am a doctor" unticked deletes the doctor page with its reviews and
 * followers (decision 013): the profile asks first, in a dialog whose safe choice has the focus.
 */

test('unticking "I am a doctor" asks first: keep changes nothing, delete removes the listing', async ({
  page,
  accounts,
  signIn,
  api,
  checkA11y,
}) => {
  const account = await accounts.create({ name: 'Samira Idrissi', doctor: true });
  const doctorProfile = async () => (await api.profile(account)).doctor_profile;
  expect(await doctorProfile()).not.toBeNull();
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
    'Votre page de médecin, ses avis et ses abonnés seront supprimés. Cette action est irréversible.',
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
  await dialog.getByRole('button', { name: 'Supprimer ma page de médecin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profil mis à jour avec succès !' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  await expect.poll(doctorProfile).toBeNull();

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
  await expect(dialog).toContainText('ستُحذف صفحتك كطبيب والآراء المنشورة عنها ومتابعوها. لا يمكن التراجع عن ذلك.');
  await expect(dialog.getByRole('button', { name: 'الإبقاء على صفحتي كطبيب' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'حذف صفحتي كطبيب' })).toBeVisible();
  await checkA11y();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'حفظ' })).toBeFocused();
  await expect(page.getByLabel('أنا طبيب')).not.toBeChecked();
  expect((await api.profile(account)).doctor_profile).not.toBeNull();
});
