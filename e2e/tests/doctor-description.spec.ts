import { expect, test } from '../fixtures/test.ts';

/**
 * A doctor's description is written with the same rich-text editor as articles (decision 016), and
 * patients read it formatted, sanitised, on the doctor's page.
 */
test('a doctor formats their description with the editor and patients read it on their page (fr)', async ({
  page,
  accounts,
  signIn,
  api,
  checkA11y,
}) => {
  const account = await accounts.create({ name: 'Rachid Alami', doctor: true });
  await signIn(account);
  await page.goto('/fr/profile');
  // A doctor's page needs a speciality, a city and a phone (decision 056).
  await page.getByRole('combobox', { name: 'Spécialité' }).fill('Cardiologie');
  await page.getByLabel('Ville', { exact: true }).fill('Casablanca');
  await page.getByLabel('Téléphone', { exact: true }).fill('0522 10 20 30');
  const editor = page.getByRole('textbox', { name: 'Présentation' });
  await editor.click();
  // Prose arrives as one insertion; the keystrokes that matter come after the toolbar's button.
  await page.keyboard.insertText('Consultations du lundi au vendredi. ');
  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' });
  await toolbar.getByRole('button', { name: 'Gras' }).click();
  // The button hands the focus back to the text; type once it is there, as a person would.
  await expect(toolbar.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Urgences le samedi');
  await expect(editor.locator('strong')).toHaveText('Urgences le samedi');
  await checkA11y();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour avec succès !')).toBeVisible();

  const { doctor_profile: doctor } = await api.profile(account);
  if (!doctor) throw new Error('a doctor account keeps its doctor profile');
  expect(doctor.description).toContain('<strong>Urgences le samedi</strong>');

  await page.goto(`/fr/cardiologie/${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rachid Alami');
  await expect(page.locator('strong', { hasText: 'Urgences le samedi' })).toBeVisible();
  await checkA11y();
});
