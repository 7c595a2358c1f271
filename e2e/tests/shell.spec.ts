import { escapeRegExp, expect, test, translator } from '../fixtures/test.ts';

/** The shell (product.md §2): languages, static pages, menu, footer, unknown paths. Read only. */

test('/ lands on /fr/ with the French home page', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez le bon médecin près de chez vous');
  await checkA11y();
});

test('switching to Arabic keeps the path, mirrors the page and is remembered', async ({ page, checkA11y }) => {
  await page.goto('/fr/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حول منصة طبيب');
  // The header mirrors: in Arabic the logo sits at the right edge.
  const logo = await page.getByRole('link', { name: 'طبيب، الصفحة الرئيسية' }).boundingBox();
  const viewport = page.viewportSize();
  expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
  await checkA11y();

  // The cookie remembers the choice: / now opens the Arabic home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/$/);
});

const staticPages = ['about', 'terms', 'privacy', 'cookies-policy', 'contact'] as const;

for (const path of staticPages) {
  for (const lang of ['fr', 'en', 'ar'] as const) {
    test(`the ${path} page renders in ${lang}`, async ({ page, checkA11y }) => {
      const title = translator(lang, 'pages')(`${path === 'cookies-policy' ? 'cookies' : path}.title`);
      await page.goto(`/${lang}/${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
      if (path === 'contact') {
        await expect(page.getByRole('link', { name: 'contact@tabib.test' }).first()).toBeVisible();
        // The map's tiles cannot load here (no network): its link stays, and no broken frame shows.
        await expect(page.getByRole('link', { name: translator(lang, 'pages')('contact.mapLink') })).toBeVisible();
        await expect(page.locator('iframe')).toHaveCount(0);
      } else {
        expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      }
      await checkA11y();
    });
  }
}

test('the privacy policy covers law 09-08, the CNDP, the three rights and children under 13', async ({ page }) => {
  await page.goto('/fr/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  const text = await page.getByRole('main').innerText();
  expect(text).toContain('09-08');
  expect(text).toContain('CNDP');
  expect(text).toMatch(/accès/);
  expect(text).toMatch(/rectification/);
  expect(text).toMatch(/opposition/);
  expect(text).toMatch(/13 ans/);
});

for (const { lang, open, close, signInName, signUpName, navigation, doctors } of [
  {
    lang: 'fr',
    open: 'Menu',
    close: 'Fermer le menu',
    signInName: 'Se connecter',
    signUpName: "S'inscrire",
    navigation: 'Navigation principale',
    doctors: 'Médecins',
  },
  {
    lang: 'ar',
    open: 'القائمة',
    close: 'إغلاق القائمة',
    signInName: 'تسجيل الدخول',
    signUpName: 'إنشاء حساب',
    navigation: 'التنقل الرئيسي',
    doctors: 'الأطباء',
  },
] as const) {
  test(`the mobile menu lies over the page at 375 px, keeps the focus and closes with Escape (${lang})`, async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${lang}/`);
    const toggle = page.getByRole('button', { name: open, exact: true });
    const signIn = page.getByRole('banner').getByRole('link', { name: signInName });
    const main = page.getByRole('main');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(signIn).toBeHidden();
    const mainTop = (await main.boundingBox())!.y;

    await toggle.click();
    const closeButton = page.getByRole('button', { name: close });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('navigation', { name: navigation }).getByRole('link', { name: doctors })).toBeVisible();
    // Over the page: the page does not move; the icon is a cross (its bars turned).
    expect((await main.boundingBox())!.y).toBe(mainTop);
    const barTurn = await closeButton
      .locator('.menu-toggle-icon')
      .evaluate((icon) => getComputedStyle(icon, '::before').transform);
    expect(barTurn).not.toBe('none');
    // Sign in and Sign up are buttons of one width.
    const signInBox = (await signIn.boundingBox())!;
    const signUpBox = (await page.getByRole('banner').getByRole('link', { name: signUpName }).boundingBox())!;
    expect(Math.abs(signInBox.width - signUpBox.width)).toBeLessThanOrEqual(1);
    await checkA11y();

    // Tab and Shift+Tab go round the close button and the menu, never into the page behind.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.menu-toggle, .site-menu')))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(signIn).toBeHidden();

    // Open again: a tap beside the menu closes it; a link followed closes it too.
    await toggle.click();
    await page.mouse.click(187, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await signIn.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
    await expect(signIn).toBeHidden();
  });
}

test('the footer carries the partner strip, company links and contact details', async ({ page }) => {
  await page.goto('/en/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Partner sites' }).getByRole('link')).toHaveCount(3);
  for (const name of ['About', 'Contact', 'Terms of use', 'Privacy']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Add a doctor' })).toHaveAttribute('href', '/en/profile');
  await expect(footer.getByRole('link', { name: '+212 5 37 00 00 00' })).toBeVisible();
});

// SOCIAL_URL is set in playwright.config.ts; without it the server writes no link (web-app.test.ts).
for (const [lang, name] of [
  ['fr', 'Notre communauté'],
  ['en', 'Our community'],
  ['ar', 'مجتمعنا'],
] as const) {
  test(`the footer links the community set in SOCIAL_URL, in a new tab (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', 'https://www.facebook.com/groups/tabib.ma');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
}

test('an unknown single segment shows the French home, a deeper unknown path the 404 page', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/12345/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouvez le bon médecin près de chez vous');
  const response = await page.goto('/en/this/is/not/a/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await checkA11y();
});
