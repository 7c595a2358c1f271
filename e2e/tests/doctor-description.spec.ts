import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility.ts';
import { signInWithStorage } from '../fixtures/accounts.ts';
import { createDoctorAccount } from '../fixtures/blogs.ts';

/**
 * A doctor's description is written with the same rich-text editor as articles (issue 6), and
 * patients read it formatted, sanitised, on the doctor's page.
 */
test('a doctor formats their description with the editor and patients read it on their page (fr)', async ({
  page,
  request,
}) => {
  const { user } = await createDoctorAccount(request, 'Rachid Alami');
  await signInWithStorage(page, user);
  await page.goto('/fr/profile');
  await page.getByLabel('Spécialité').fill('Cardiologie');
  const editor = page.getByRole('textbox', { name: 'Présentation' });
  await editor.click();
  await page.keyboard.type('Consultations du lundi au vendredi. ');
  const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' });
  await toolbar.getByRole('button', { name: 'Gras' }).click();
  // The button hands the focus back to the text; type once it is there, as a person would.
  await expect(toolbar.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Urgences le samedi');
  await expect(editor.locator('strong')).toHaveText('Urgences le samedi');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour avec succès !')).toBeVisible();

  const profile = await request.get('/api/users/profile/', { headers: { authorization: `Bearer ${user.token}` } });
  const { doctor_profile: doctor } = (await profile.json()) as {
    doctor_profile: { slug: string; description: string };
  };
  expect(doctor.description).toContain('<strong>Urgences le samedi</strong>');

  await page.goto(`/fr/cardiologie/${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rachid Alami');
  await expect(page.locator('strong', { hasText: 'Urgences le samedi' })).toBeVisible();
  await expectAccessible(page);
});
