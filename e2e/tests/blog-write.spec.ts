import { blogCardLink, closeToast, expect, test, tinyPng, uniqueTitle, type Page } from '../fixtures/test.ts';

/**
 * Writing articles from the profile (decision 016): the rich-text editor's toolbar, the form's inline
 * validation, the confirmation dialog, and the published article, in French and Arabic. Authors are
 * doctor accounts of the `accounts` fixture, signed in through storage; their posts are deleted
 * after each test.
 */

async function openBlogs(page: Page, lang: 'fr' | 'ar', heading: string): Promise<void> {
  await page.goto(`/${lang}/profile?section=blogs`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('write an article with the toolbar, publish it and read it in public', async ({
  page,
  accounts,
  signIn,
  checkA11y,
}) => {
  await signIn(await accounts.create({ name: 'Hind Lahlou', doctor: true }));
  const title = uniqueTitle('Bien dormir pour protéger son cœur');

  await openBlogs(page, 'fr', 'Mes articles');
  await expect(page.getByText('Aucun article', { exact: true })).toBeVisible();
  await checkA11y();

  // Add Blog opens the form on its title; the same button now reads Cancel.
  const toggle = page.getByRole('button', { name: 'Ajouter un article' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const form = page.getByRole('form', { name: 'Nouvel article' });
  await expect(form.getByLabel('Titre', { exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Annuler' })).toHaveAttribute('aria-expanded', 'true');
  const editor = form.getByRole('textbox', { name: 'Contenu' });
  const toolbar = form.getByRole('toolbar', { name: 'Mise en forme' });
  await expect(editor).toBeVisible();
  await checkA11y();

  await form.getByLabel('Titre', { exact: true }).fill(title);
  await editor.click();
  await toolbar.getByRole('button', { name: 'Titre de niveau 2' }).click();
  await expect(toolbar.getByRole('button', { name: 'Titre de niveau 2' })).toHaveAttribute('aria-pressed', 'true');
  // A toolbar button hands the focus back to the text a frame later: type once it is there.
  await expect(editor).toBeFocused();
  await page.keyboard.type('Les bonnes habitudes');
  await page.keyboard.press('Enter');
  // Prose arrives as one insertion (as pasted or dictated): keystrokes matter after the toolbar only.
  await page.keyboard.insertText('Un sommeil régulier protège le cœur. En savoir plus : ');

  // The link asks for its address in a dialog, not window.prompt.
  await toolbar.getByRole('button', { name: 'Lien' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Adresse du lien' });
  const address = linkDialog.getByLabel('Adresse (https://, mailto: ou tel:)');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(linkDialog.getByRole('alert')).toContainText('https://');
  await checkA11y();
  await address.fill('https://example.org');
  await address.press('Enter');
  await expect(linkDialog).toBeHidden();
  await expect(editor.getByRole('link', { name: 'https://example.org' })).toHaveAttribute(
    'href',
    'https://example.org',
  );
  await expect(editor).toBeFocused();

  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Liste à puces' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('Se coucher à heure fixe');
  await expect(toolbar.getByRole('button', { name: 'Liste à puces' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // The toolbar is one Tab stop, walked with the arrows (WAI-ARIA toolbar pattern).
  const imageButton = toolbar.getByRole('button', { name: 'Image' });
  await toolbar.getByRole('button', { name: 'Lien' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(imageButton).toBeFocused();
  await page.keyboard.press('Enter');
  const imageDialog = page.getByRole('dialog', { name: 'Insérer une image' });
  await expect(imageDialog).toBeVisible();
  await checkA11y();
  await imageDialog
    .getByLabel('Fichier image')
    .setInputFiles({ name: 'sommeil.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(imageDialog.getByRole('alert')).toHaveText(/n'est pas une image/);
  await imageDialog
    .getByLabel('Fichier image')
    .setInputFiles({ name: 'sommeil.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(imageDialog).toBeHidden();
  const image = editor.getByRole('img');
  await expect(image).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
  await expect(image).toHaveAttribute('alt', `${title} - image`);

  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article publié !' })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(toggle).toBeFocused();
  await closeToast(page, 'Article publié !');
  const item = page.getByRole('article', { name: title });
  await expect(item).toContainText('Un sommeil régulier protège le cœur.');
  await expect(page.getByText('Aucun article', { exact: true })).toBeHidden();
  await checkA11y();

  // In public: the card in the list, then the article with its heading, list, link and stored image.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Blog' }).click();
  await (await blogCardLink(page, title)).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
  await expect(article.getByRole('heading', { level: 2, name: 'Les bonnes habitudes' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Se coucher à heure fixe' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'https://example.org' })).toHaveAttribute(
    'href',
    'https://example.org',
  );
  await expect(article.getByRole('img', { name: `${title} - image` })).toHaveAttribute('src', /^\/media\/blog\//);
  await checkA11y();
});

test('rename an article, then delete it after a confirmation that can be cancelled', async ({
  page,
  accounts,
  posts,
  signIn,
  checkA11y,
}) => {
  // The article is written through the API: writing it is the journey above.
  const author = await accounts.create({ name: 'Hind Lahlou', doctor: true });
  const title = uniqueTitle('Bien dormir pour protéger son cœur');
  await posts.write(author, {
    title,
    content:
      '<h2>Les bonnes habitudes</h2><p>Un sommeil régulier protège le cœur.</p><ul><li>Se coucher à heure fixe</li></ul>',
    lang: 'fr',
  });
  await signIn(author);
  await openBlogs(page, 'fr', 'Mes articles');

  // Update fills the form in edit mode; the list shows the new title.
  const update = page.getByRole('button', { name: `Modifier l'article « ${title} »` });
  await update.click();
  const editForm = page.getByRole('form', { name: "Modifier l'article" });
  const titleField = editForm.getByLabel('Titre', { exact: true });
  await expect(titleField).toHaveValue(title);
  await expect(titleField).toBeFocused();
  await expect(editForm.getByRole('textbox', { name: 'Contenu' }).getByRole('listitem')).toHaveText(
    'Se coucher à heure fixe',
  );
  const renamed = uniqueTitle('Le sommeil et le cœur');
  await titleField.fill(renamed);
  await editForm.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article mis à jour !' })).toBeVisible();
  await expect(editForm).toBeHidden();
  await expect(page.getByRole('article', { name: renamed })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Modifier l'article « ${renamed} »` })).toBeFocused();

  // Delete asks first: Cancel keeps the article, Delete removes it.
  const remove = page.getByRole('button', { name: `Supprimer l'article « ${renamed} »` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cet article ?' });
  await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer cet article ?');
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByRole('article', { name: renamed })).toBeVisible();

  await remove.click();
  await page
    .getByRole('dialog', { name: 'Supprimer cet article ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Article supprimé.' })).toBeVisible();
  await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
  await expect(page.getByText('Aucun article', { exact: true })).toBeVisible();
  await checkA11y();
});

test('an empty form says what is missing under the fields and keeps what was typed', async ({
  page,
  accounts,
  signIn,
  checkA11y,
}) => {
  await signIn(await accounts.create({ name: 'Omar Bennani', doctor: true }));
  await openBlogs(page, 'fr', 'Mes articles');
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const form = page.getByRole('form', { name: 'Nouvel article' });
  const title = form.getByLabel('Titre', { exact: true });
  const editor = form.getByRole('textbox', { name: 'Contenu' });
  await expect(editor).toBeVisible();

  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/users/blogs/')) posts.push(sent.url());
  });
  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(form.getByRole('alert')).toHaveText('Le titre et le contenu sont obligatoires !');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toHaveAccessibleDescription('Le titre et le contenu sont obligatoires !');
  await expect(title).toBeFocused();
  await checkA11y();

  // A title alone is not enough; what was typed stays.
  await title.fill('Vaccins : le calendrier 2025');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(form.getByRole('alert')).toHaveText('Le titre et le contenu sont obligatoires !');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveValue('Vaccins : le calendrier 2025');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toBeFocused();

  // Over 200 characters, the title is refused with the server's own wording.
  await title.fill('T'.repeat(201));
  await editor.click();
  await page.keyboard.type('Le calendrier vaccinal marocain.');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(form.getByRole('alert')).toHaveText('Le titre doit faire au plus 200 caractères.');
  await expect(editor).toHaveText('Le calendrier vaccinal marocain.');
  expect(posts).toEqual([]);
});

test('in Arabic: an Arabic article reads right to left in the list and on its page', async ({
  page,
  accounts,
  signIn,
  checkA11y,
}) => {
  await signIn(await accounts.create({ name: 'سلمى الإدريسي', doctor: true }));
  const title = uniqueTitle('نصائح للوقاية من ضربات الشمس');

  await openBlogs(page, 'ar', 'مقالاتي');
  await expect(page.getByText('لا توجد مقالات', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة مقال' }).click();
  const form = page.getByRole('form', { name: 'مقال جديد' });
  await form.getByLabel('العنوان', { exact: true }).fill(title);
  const editor = form.getByRole('textbox', { name: 'المحتوى' });
  await editor.click();
  await form.getByRole('toolbar', { name: 'التنسيق' }).getByRole('button', { name: 'عنوان من المستوى 3' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('اشرب الماء بانتظام');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('تجنّب الخروج في منتصف النهار خلال أيام الحر الشديد، وارتدِ قبعة واسعة.');
  await expect(editor.getByRole('paragraph').first()).toHaveJSProperty('dir', 'auto');
  expect(
    await editor
      .getByRole('paragraph')
      .first()
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe('rtl');
  await checkA11y();
  await form.getByRole('button', { name: 'نشر' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'تم نشر المقال!' })).toBeVisible();
  const item = page.getByRole('article', { name: title });
  await expect(item.getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'rtl');
  await expect(item.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'ar');
  // The preview, the start of the text, keeps the article's direction too.
  await expect(item.getByText(/^اشرب الماء بانتظام/)).toHaveAttribute('dir', 'rtl');
  await expect(item.getByRole('button', { name: `تعديل المقال «${title}»` })).toBeVisible();
  await checkA11y();

  // The same article in the French interface keeps its own language and direction.
  await openBlogs(page, 'fr', 'Mes articles');
  const inFrench = page.getByRole('article', { name: title });
  await expect(inFrench.getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'rtl');
  await expect(inFrench.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'ar');

  await inFrench.getByRole('link', { name: title }).click();
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await expect(page.getByRole('heading', { level: 3, name: 'اشرب الماء بانتظام' })).toBeVisible();
  await checkA11y();
});
