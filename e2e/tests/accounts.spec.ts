import { resetRedirectDelayMs } from '@tabib/shared';
import { closeToast, expect, test, tinyPng, uniqueEmail } from '../fixtures/test.ts';

/**
 * Accounts (product.md §3 and §4): these journeys are about the forms, so they sign up and in
 * through them; every other spec signs in through the `signIn` fixture.
 */

test('register, edit the profile with a photo, change the password, log out and back in', async ({
  page,
  checkA11y,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/fr/register');
  await checkA11y();
  await page.getByLabel('Nom complet').fill('Salma Benjelloun');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('first password 1');
  await page.getByLabel('Confirmer le mot de passe').fill('first password 1');
  await page.getByRole('button', { name: 'Créer un compte' }).click();

  await expect(page).toHaveURL(/\/fr\/profile\/?$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Salma Benjelloun' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await checkA11y();

  await page.getByLabel('Téléphone').fill('+212 6 61 22 33 44');
  await page.getByLabel('Femme').check();
  await page.getByLabel('Photo de profil').setInputFiles({ name: 'salma.png', mimeType: 'image/png', buffer: tinyPng });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // Toasts sit over the header's account menu (product.md §9): read, then closed.
  await closeToast(page, 'Profil mis à jour avec succès !');
  await expect(page.getByRole('img', { name: 'Votre photo de profil' })).toHaveAttribute(
    'src',
    /^\/media\/u\d+-[0-9a-f]+-120\.webp$/,
  );

  await page.getByRole('button', { name: 'Mot de passe' }).click();
  await page.getByLabel('Mot de passe actuel').fill('first password 1');
  await page.getByLabel('Nouveau mot de passe').fill('second password 2');
  await page.getByLabel('Confirmer le mot de passe').fill('second password 2');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await closeToast(page, 'Mot de passe mis à jour avec succès !');

  await page.getByRole('banner').getByRole('button', { name: 'Salma Benjelloun' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Se connecter' });
  await expect(signIn).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();

  await signIn.click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('first password 1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe incorrect.' })).toBeVisible();
  await page.getByLabel('Mot de passe').fill('second password 2');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/profile\/?$/);
  await expect(page.getByLabel('Téléphone')).toHaveValue('+212 6 61 22 33 44');
});

test('the form says what is wrong before sending anything', async ({ page, checkA11y }) => {
  await page.goto('/en/register');
  await page.getByLabel('Email').fill('not an email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await checkA11y();
});

test('reset a forgotten password with the link from the mail', async ({
  page,
  accounts,
  api,
  resetLinkMailedTo,
  checkA11y,
}) => {
  const account = await accounts.create({ name: 'Karim Tazi' });
  // The page's clock runs as usual but can be moved on: the 5 seconds below pass at once.
  await page.clock.install();
  await page.goto('/fr/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/fr\/reset-password$/);
  await checkA11y();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Lien de réinitialisation envoyé ! Consultez votre e-mail.')).toBeVisible();
  // product.md §4: home after 5 seconds.
  await page.clock.fastForward(resetRedirectDelayMs);
  await expect(page).toHaveURL(/\/fr\/$/);

  await page.goto(await resetLinkMailedTo(account.email));
  await checkA11y();
  await page.getByLabel('Nouveau mot de passe').fill('reset password 3');
  await page.getByLabel('Confirmer le mot de passe').fill('reset password 3');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe mis à jour avec succès !')).toBeVisible();

  // The new password signs in (api.login fails the test on anything but 200).
  await api.login({ username: account.email, password: 'reset password 3' });
});

test('a guarded page sends a signed-out visitor to sign in and back', async ({ page, accounts }) => {
  const account = await accounts.create({ name: 'Nadia Alaoui' });
  await page.goto('/fr/profile?section=updatePassword');
  await expect(page).toHaveURL(/\/fr\/login\?after=%2Ffr%2Fprofile%3Fsection%3DupdatePassword$/);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/profile\?section=updatePassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe' })).toBeVisible();
});

test('in Arabic: sign up, the name in the header, right to left, sign out', async ({ page, checkA11y }) => {
  await page.goto('/ar/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('الاسم الكامل').fill('يوسف العمراني');
  await page.getByLabel('البريد الإلكتروني').fill(uniqueEmail('ar'));
  await page.getByLabel('كلمة المرور', { exact: true }).fill('كلمة سر طويلة');
  await page.getByLabel('تأكيد كلمة المرور').fill('كلمة سر طويلة');
  await page.getByLabel('أنا طبيب').check();
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(page).toHaveURL(/\/ar\/profile\/?$/);
  const menu = page.getByRole('banner').getByRole('button', { name: 'د. يوسف العمراني' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
  // The speciality suggests entries of the reference list (decision 056): a combobox.
  await expect(page.getByRole('combobox', { name: 'التخصص' })).toBeVisible();
  await checkA11y();
  await menu.click();
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('on a phone in Arabic, the photo field is a whole button beside the round preview', async ({
  page,
  accounts,
  signIn,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(await accounts.create({ name: 'Karima Idrissi' }));
  await page.goto('/ar/profile');
  const button = page.getByText('اختيار صورة', { exact: true });
  await expect(button).toBeVisible();
  // The whole label shows, inside the screen, not the browser's "No file chosen" cut short.
  expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.height).toBeGreaterThanOrEqual(24);
  await checkA11y();

  // The keyboard reaches the field (its button shows the focus); a chosen file shows in the round preview.
  const input = page.getByLabel('صورة الملف الشخصي');
  await input.focus();
  expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await input.setInputFiles({ name: 'karima.png', mimeType: 'image/png', buffer: tinyPng });
  const preview = page.getByRole('img', { name: 'صورة ملفك الشخصي' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // Shown, not refused by the Content-Security-Policy.
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await preview.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
});
