import { expectAccessible } from '../fixtures/accessibility.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Directory pages (decision 047): from a doctor's page to the doctors of the
 * same speciality in the same city, through their pages, to a nearby city and another speciality.
 */
type Listed = { slug: string; speciality_slug: string; city_slug: string; address: { city: string } };
type Directory = {
  count: number;
  totalPages: number;
  doctors: Listed[];
  cities: Array<{ slug: string; label: string }>;
};

test('a doctor page leads to its speciality in its city, which pages through its doctors and links nearby cities', async ({
  page,
}) => {
  const { doctors } = (await (await page.request.get('/api/doctors/doctor-search/?lang=fr')).json()) as {
    doctors: Listed[];
  };
  const doctor = doctors[0]!;
  await page.goto(`/fr/${doctor.speciality_slug}/${doctor.slug}`);
  await page.getByRole('link', { name: `Tous les praticiens de cette spécialité à ${doctor.address.city}` }).click();
  await expect(page).toHaveURL(`/fr/doctors/${doctor.speciality_slug}/${doctor.city_slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(doctor.address.city);
  await expect(page.getByRole('link', { name: /Dr\./ }).first()).toBeVisible();
  await expectAccessible(page);

  // All doctors of a city with more than one page of them: page 2 by its link, the heading focused
  // for a screen reader.
  let city: Directory | undefined;
  let citySlug = '';
  for (const listed of doctors) {
    const answer = (await (
      await page.request.get(`/api/doctors/directory/${listed.city_slug}/?lang=ar`)
    ).json()) as Directory;
    if (answer.totalPages > 1) [city, citySlug] = [answer, listed.city_slug];
    if (city) break;
  }
  expect(city, 'a city with more than one page of doctors').toBeDefined();
  await page.goto(`/ar/doctors/${citySlug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(heading).toHaveText(/^أطباء في /);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'صفحات النتائج' }).getByRole('link', { name: 'الصفحة 2' }).click();
  await expect(page).toHaveURL(`/ar/doctors/${citySlug}?page=2`);
  await expect(heading).toBeFocused();
  const second = (await (
    await page.request.get(`/api/doctors/directory/${citySlug}/?lang=ar&currentPage=2`)
  ).json()) as Directory;
  await expect(page.locator('.doctor-list > li')).toHaveCount(second.doctors.length);

  // A nearby city, in the page's language.
  const nearby = city!.cities[0]!;
  await page.getByRole('link', { name: nearby.label, exact: true }).click();
  await expect(page).toHaveURL(`/ar/doctors/${nearby.slug}`);
  await expect(heading).toHaveText(`أطباء في ${nearby.label}`);
});

test('an unknown speciality shows the not-found page; the older address of a speciality moves to its page', async ({
  page,
}) => {
  const response = await page.goto('/en/doctors/astrologist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/fr/cardiologue');
  await expect(page).toHaveURL('/fr/doctors/cardiologue');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardiologue au Maroc');
});
