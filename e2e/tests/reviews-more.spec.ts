import { closeToast, expect, test } from '../fixtures/test.ts';

/**
 * A doctor's reviews past the first page of 20, and the review form of a viewer who already
 * reviewed the doctor: "Edit your review", filled with it, saving replaces it.
 */

const reviewsPerPage = 20;

test('"More reviews" appends the next 20 and hands the focus to the first new one', async ({
  page,
  doctors,
  checkA11y,
}) => {
  const doctor = await doctors.reviewed(reviewsPerPage);
  const shownAfterMore = Math.min(doctor.rating.count, 2 * reviewsPerPage);
  await page.goto(`/fr/${doctor.speciality_slug}/${doctor.slug}`);
  await expect(page.getByText(`${doctor.rating.count} avis`, { exact: true })).toBeVisible();

  // The reviews are articles in the list items (the doctor's page is an article too, outside any list).
  const reviews = page.getByRole('listitem').getByRole('article');
  await expect(reviews).toHaveCount(reviewsPerPage);
  await expect(page.getByText(`20 avis sur ${doctor.rating.count}`, { exact: true })).toBeVisible();
  const more = page.getByRole('button', { name: "Plus d'avis" });
  await checkA11y();

  // The first try fails (the network is down): the error is said, the button offers to try again.
  const secondPage = (url: URL) => url.pathname === '/api/doctors/reviews/' && url.searchParams.get('page') === '2';
  await page.route(secondPage, (route) => route.abort('internetdisconnected'), { times: 1 });
  await more.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible de joindre le serveur' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Réessayer' });
  await expect(retry).toBeVisible();
  await expect(reviews).toHaveCount(reviewsPerPage);
  await checkA11y();

  // While the page loads, the button says so and stays where the focus is.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    secondPage,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  await retry.click();
  const loading = page.getByRole('button', { name: 'Chargement...' });
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading).toHaveAttribute('aria-disabled', 'true');
  await expect(loading).toBeFocused();
  release();
  await expect(reviews).toHaveCount(shownAfterMore);
  await expect(reviews.nth(reviewsPerPage)).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible de joindre le serveur' })).toBeHidden();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: `${shownAfterMore} avis sur` })).toHaveText(
    `${shownAfterMore} avis sur ${doctor.rating.count}`,
  );
  await expect(page.getByRole('button', { name: /Plus d'avis|Réessayer/ })).toHaveCount(
    doctor.rating.count > shownAfterMore ? 1 : 0,
  );
  await checkA11y();
});

test('a reviewer comes back: "Edit your review" opens their review, saving replaces it', async ({
  page,
  doctors,
  accounts,
  api,
  signIn,
  checkA11y,
}) => {
  const { doctor } = await doctors.listed('Hind');
  const name = `Dr. Hind ${doctor.last_name}`;
  const account = await accounts.create({ name: 'Mehdi Lahlou' });
  // The first review is sent through the API: sending one through the form is reviews.spec.ts.
  await api.writeReview(account, {
    doctor: doctor.id,
    doctor_type: doctor.doctor_type,
    rating: 3.5,
    review: 'Ponctuel et attentif.',
  });
  await signIn(account);
  await page.goto(`/fr/${doctor.speciality_slug}/${doctor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('1 avis', { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: `Votre avis sur ${name}` });

  await page.getByRole('button', { name: 'Modifier votre avis' }).click();
  await expect(page.getByRole('button', { name: 'Annuler', expanded: true })).toBeVisible();
  await expect(form.getByRole('slider')).toHaveAttribute('aria-valuenow', '3.5');
  await expect(form.getByRole('textbox')).toHaveValue('Ponctuel et attentif.');
  const note = /^Vous avez évalué ce médecin le \d{1,2} \S+ \d{4}\. L'envoi remplace votre avis\.$/;
  await expect(page.getByText(note)).toBeVisible();
  await expect(form).toHaveAccessibleDescription(note);
  await checkA11y();

  await form.getByRole('slider').press('ArrowRight');
  await form.getByRole('textbox').fill('Ponctuel, attentif, je recommande.');
  await form.getByRole('button', { name: "Envoyer l'avis" }).click();
  await closeToast(page, 'Votre avis a été envoyé avec succès !');
  await expect(form).toBeHidden();
  await expect(page.getByText('1 avis', { exact: true })).toBeVisible();
  await expect(page.getByText('4,0 sur 5')).toBeVisible();
  const reviews = page.getByRole('listitem').getByRole('article');
  await expect(reviews).toHaveCount(1);
  await expect(reviews).toContainText('Ponctuel, attentif, je recommande.');
  await page.getByRole('button', { name: 'Modifier votre avis' }).click();
  await expect(form.getByRole('slider')).toHaveAttribute('aria-valuenow', '4');
  await expect(form.getByRole('textbox')).toHaveValue('Ponctuel, attentif, je recommande.');

  // Signed out, back on the page (no reload: answers remembered in memory), the review is not there.
  await page.getByRole('banner').getByRole('button', { name: 'Mehdi Lahlou' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Écrire un avis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier votre avis' })).toBeHidden();
  await expect(page.getByText(note)).toBeHidden();
});
