import { closeToast, doctorPage, expect, test } from '../fixtures/test.ts';

/**
 * Reviews and following (decision 014), in French and Arabic. Each test lists its own doctor (the
 * `doctors.listed` fixture), so counts start at zero and no other test sees them change; the
 * follows are removed after each test, the reviews stay with the test's own doctor.
 */

test('follow a doctor and review it with the keyboard: the page counts the review (fr)', async ({
  page,
  doctors,
  accounts,
  signIn,
  checkA11y,
}) => {
  const { doctor } = await doctors.listed('Zineb');
  const name = `Dr. Zineb ${doctor.last_name}`;
  await signIn(await accounts.create({ name: 'Leila Berrada' }));

  await page.goto(doctorPage('fr', doctor));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Suivre', exact: true });
  await expect(follow).toBeEnabled();
  await expect(page.getByText('Aucun avis', { exact: true })).toBeVisible();
  await checkA11y();

  await follow.click();
  await expect(page.getByRole('status').filter({ hasText: 'Vous suivez ce médecin.' })).toBeVisible();
  const following = page.getByRole('button', { name: 'Médecin suivi' });
  await expect(following).toBeDisabled();
  await page.reload();
  await expect(following).toBeDisabled();

  // The form opens and closes with its button; no rating is refused on the spot.
  const toggle = page.getByRole('button', { name: 'Écrire un avis' });
  await toggle.click();
  const form = page.getByRole('form', { name: `Votre avis sur ${name}` });
  await expect(form).toBeVisible();
  await expect(form.getByPlaceholder('Écrivez votre avis ici...')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(form).toBeHidden();
  await toggle.click();
  await form.getByRole('button', { name: "Envoyer l'avis" }).click();
  await expect(form.getByRole('alert')).toHaveText('Veuillez choisir une note');
  await checkA11y();

  // Keyboard only: the stars are a slider, End then three steps back is 3.5.
  const stars = form.getByRole('slider', { name: 'Votre note' });
  await expect(stars).toBeFocused();
  await page.keyboard.press('End');
  await expect(stars).toHaveAttribute('aria-valuetext', '5 étoiles sur 5');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(stars).toHaveAttribute('aria-valuenow', '3.5');
  await expect(stars).toHaveAttribute('aria-valuetext', '3,5 étoiles sur 5');
  await expect(form.getByRole('alert')).toBeHidden();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Très à l’écoute, explications claires.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Votre avis a été envoyé avec succès !' })).toBeVisible();
  await expect(form).toBeHidden();
  // The toggle keeps the focus and now offers to edit the review just posted.
  await expect(page.getByRole('button', { name: 'Modifier votre avis' })).toBeFocused();
  await expect(page.getByText('1 avis', { exact: true })).toBeVisible();
  // The 3.5 shows as 3.5, not under 4 (decision 034); with one review, its rating's row alone (decision 058).
  const rows = page.getByRole('list', { name: 'Répartition des notes' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toHaveText(/^3,5 étoiles.*1 avis$/);
  const review = page.getByRole('listitem').filter({ hasText: 'Très à l’écoute, explications claires.' });
  await expect(review.getByRole('img', { name: 'Note : 3,5 sur 5' })).toBeVisible();
  await expect(review).toContainText('Leila B.');
  await checkA11y();
});

test('the profile lists the followed doctor and the review: edit the review, unfollow (fr)', async ({
  page,
  doctors,
  accounts,
  api,
  signIn,
  checkA11y,
}) => {
  const { doctor } = await doctors.listed('Zineb');
  const name = `Dr. Zineb ${doctor.last_name}`;
  const account = await accounts.create({ name: 'Leila Berrada' });
  // Following and reviewing through the page is the journey above; here they are the starting point.
  await api.follow(account, doctor);
  await api.writeReview(account, {
    doctor: doctor.id,
    doctor_type: doctor.doctor_type,
    rating: 3.5,
    review: 'Très à l’écoute, explications claires.',
  });
  await signIn(account);

  // Profile: the followed doctor, then the review, edited.
  await page.goto('/fr/profile?section=followingDoctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Médecins suivis' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', doctorPage('fr', doctor));
  await checkA11y();

  await page.getByRole('navigation', { name: 'Sections du profil' }).getByRole('button', { name: 'Mes avis' }).click();
  const mine = page.getByRole('article', { name });
  await expect(mine.getByRole('img', { name: 'Note : 3,5 sur 5' })).toBeVisible();
  await expect(mine).toContainText('Très à l’écoute, explications claires.');
  await checkA11y();
  await mine.getByRole('button', { name: `Modifier votre avis sur ${name}` }).click();
  const editForm = mine.getByRole('form', { name: `Votre avis sur ${name}` });
  await expect(editForm.getByRole('slider')).toHaveAttribute('aria-valuenow', '3.5');
  await expect(editForm.getByRole('textbox')).toHaveValue('Très à l’écoute, explications claires.');
  await editForm.getByRole('slider').press('ArrowRight');
  await editForm.getByRole('textbox').fill('Très à l’écoute. Je recommande.');
  await editForm.getByRole('button', { name: "Envoyer l'avis" }).click();
  await closeToast(page, 'Votre avis a été envoyé avec succès !');
  await expect(mine.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  await expect(mine).toContainText('Je recommande.');

  await page
    .getByRole('navigation', { name: 'Sections du profil' })
    .getByRole('button', { name: 'Médecins suivis' })
    .click();
  await page.getByRole('button', { name: `Ne plus suivre ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vous ne suivez plus ce médecin.' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeHidden();
  await expect(page.getByText('Vous ne suivez encore aucun médecin.')).toBeVisible();

  // The doctor's page knows: one review (replaced, not added), and Follow again.
  await page.goto(doctorPage('fr', doctor));
  await expect(page.getByRole('button', { name: 'Suivre', exact: true })).toBeEnabled();
  await expect(page.getByText('1 avis', { exact: true })).toBeVisible();
  await expect(page.getByText('4,0 sur 5')).toBeVisible();
});

test('in Arabic: a signed-out Follow leads to sign in and back, then a review from the right', async ({
  page,
  doctors,
  accounts,
  checkA11y,
}) => {
  const { doctor } = await doctors.listed('Yassine');
  const name = `د. Yassine ${doctor.last_name}`;
  const account = await accounts.create({ name: 'Imane Chraibi' });

  await page.goto(doctorPage('ar', doctor));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(page).toHaveURL(`/ar/login?after=${encodeURIComponent(doctorPage('ar', doctor))}`);
  await checkA11y();
  await page.getByLabel('البريد الإلكتروني').fill(account.email);
  await page.getByLabel('كلمة المرور').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'تسجيل الدخول' }).click();

  await expect(page).toHaveURL(doctorPage('ar', doctor));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'أنت تتابع هذا الطبيب.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تتابع هذا الطبيب' })).toBeDisabled();

  // Right to left, the arrow pointing left adds stars: seven steps from nothing is 3.5.
  await page.getByRole('button', { name: 'اكتب رأيك' }).focus();
  await page.keyboard.press('Enter');
  const stars = page.getByRole('slider', { name: 'تقييمك' });
  await expect(stars).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(stars).toBeFocused();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(stars).toHaveAttribute('aria-valuetext', '3,5 من 5 نجوم');
  await page.keyboard.press('Tab');
  await page.keyboard.type('طبيب مزيان وكيشرح مزيان.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'تم إرسال رأيك بنجاح!' })).toBeVisible();
  await expect(page.getByText('تقييم واحد', { exact: true })).toBeVisible();
  const rows = page.getByRole('list', { name: 'توزيع التقييمات' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toHaveText(/^3,5 نجمة.*تقييم واحد$/);
  await expect(page.getByText('طبيب مزيان وكيشرح مزيان.')).toBeVisible();
  await checkA11y();
});

test('in Arabic: the profile lists the followed doctor and the review, right to left; unfollow', async ({
  page,
  doctors,
  accounts,
  api,
  signIn,
  checkA11y,
}) => {
  const { doctor } = await doctors.listed('Yassine');
  const name = `د. Yassine ${doctor.last_name}`;
  const account = await accounts.create({ name: 'Imane Chraibi' });
  await api.follow(account, doctor);
  await api.writeReview(account, {
    doctor: doctor.id,
    doctor_type: doctor.doctor_type,
    rating: 3.5,
    review: 'طبيب مزيان وكيشرح مزيان.',
  });
  await signIn(account);

  await page.goto('/ar/profile?section=followingDoctors');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: `إلغاء المتابعة: ${name}` }).click();
  await expect(page.getByText('لا تتابع أي طبيب بعد.')).toBeVisible();
  await page.goto('/ar/profile?section=ratings');
  await expect(page.getByRole('article', { name })).toContainText('طبيب مزيان وكيشرح مزيان.');
  await checkA11y();
});

test('from the panel beside the results, a signed-out reviewer signs in and lands on the doctor', async ({
  page,
  doctors,
  accounts,
  checkA11y,
}) => {
  const { doctor } = await doctors.listed('Salma');
  const name = `Dr. Salma ${doctor.last_name}`;
  const account = await accounts.create({ name: 'Omar Fassi' });

  await page.goto(`/en/?${new URLSearchParams({ doctor_name: doctor.last_name })}`);
  // The results' region is named by what was searched (decision 053).
  await page
    .getByRole('region', { name: `Doctors named “${doctor.last_name}”` })
    .getByRole('link', { name, exact: true })
    .click();
  const panel = page.getByRole('complementary', { name: 'Selected doctor' });
  await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
  await checkA11y();
  await panel.getByRole('button', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(`/en/login?after=${encodeURIComponent(doctorPage('en', doctor))}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(doctorPage('en', doctor));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
  await checkA11y();
});

test('a doctor cannot review their own listing: the refusal is a toast', async ({
  page,
  doctors,
  signIn,
  checkA11y,
}) => {
  const { doctor, account } = await doctors.listed('Karim');
  await signIn(account);
  await page.goto(doctorPage('fr', doctor));
  await page.getByRole('button', { name: 'Écrire un avis' }).click();
  const stars = page.getByRole('slider', { name: 'Votre note' });
  await stars.press('End');
  await page.getByRole('button', { name: "Envoyer l'avis" }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vous ne pouvez pas donner votre avis sur votre propre profil.' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: /Votre avis sur/ })).toBeVisible();
  await expect(page.getByText('Aucun avis', { exact: true })).toBeVisible();
  await checkA11y();
});

// Each half star is a finger-sized target on a phone (decision 034): 24 px wide, 44 px high at least,
// and a tap picks the half under the finger, from the right in Arabic.
for (const { lang, write, label } of [
  { lang: 'fr', write: 'Écrire un avis', label: 'Votre note' },
  { lang: 'ar', write: 'اكتب رأيك', label: 'تقييمك' },
] as const) {
  test(`on a phone, each half star is a 24 px target and a tap picks it (${lang})`, async ({
    page,
    doctors,
    accounts,
    signIn,
  }) => {
    const { doctor } = await doctors.listed('Salma');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(await accounts.create({ name: 'Hiba Tazi' }));
    await page.goto(doctorPage(lang, doctor));
    await page.getByRole('button', { name: write }).click();
    const stars = page.getByRole('slider', { name: label });
    await expect(stars).toBeVisible();
    const box = (await stars.boundingBox())!;
    expect(box.width / 10).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The whole slider fits the phone's width.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    // The seventh half-star target from the inline start is 3.5 stars: a tap in its middle, or 2 px
    // inside either of its edges, picks it (after a tap elsewhere, so each tap changes the value).
    const half = box.width / 10;
    const fromStart = (offset: number) => (lang === 'ar' ? box.width - offset : offset);
    for (const offset of [6 * half + 2, 6.5 * half, 7 * half - 2]) {
      await stars.click({ position: { x: 1, y: box.height / 2 } });
      await expect(stars).not.toHaveAttribute('aria-valuenow', '3.5');
      await stars.click({ position: { x: fromStart(offset), y: box.height / 2 } });
      await expect(stars).toHaveAttribute('aria-valuenow', '3.5');
    }
  });
}

test('on a phone in Arabic, a toast shows under the header, clear of the menu button', async ({
  page,
  doctors,
  accounts,
  signIn,
}) => {
  const { doctor } = await doctors.listed('Nawal');
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(await accounts.create({ name: 'Sara Bennani' }));
  await page.goto(doctorPage('ar', doctor));
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  const toast = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('status').filter({ hasText: 'أنت تتابع هذا الطبيب.' }) });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const menuBox = (await page.getByRole('button', { name: 'القائمة', exact: true }).boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(menuBox.y + menuBox.height);
  expect(toastBox.x).toBeGreaterThanOrEqual(0);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(375);
  // The menu button stays usable while the toast shows.
  await page.getByRole('button', { name: 'القائمة', exact: true }).click();
  await expect(page.getByRole('button', { name: 'إغلاق القائمة' })).toHaveAttribute('aria-expanded', 'true');
});
