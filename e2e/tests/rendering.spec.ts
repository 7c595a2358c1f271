import type { Page } from '@playwright/test';
import { layoutShift, throttle } from '../fixtures/page-stability.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Public pages rendered on the server (decision 046), read only: on a slow phone nothing
 * moves while they load, and without JavaScript a doctor's page and an article show everything.
 * (Every test of the suite also fails on a React hydration error: fixtures/test.ts.)
 */

type Listed = {
  slug: string;
  last_name: string;
  speciality_slug: string;
  city_slug: string;
  rating: { count: number };
};

/**
 * A doctor who takes bookings and has reviews: the page with the most to load. Other tests add
 * bookable doctors without reviews meanwhile, who come first by soonest slot.
 */
async function bookableReviewedDoctor(page: Page, lang: 'fr' | 'ar'): Promise<Listed> {
  for (let currentPage = 1; currentPage <= 10; currentPage += 1) {
    const answer = await page.request.get(
      `/api/doctors/doctor-search/?order=soonest&lang=${lang}&currentPage=${currentPage}`,
    );
    const { doctors } = (await answer.json()) as { doctors: Listed[] };
    // A demo doctor: other tests' doctors (named by uniqueLastName) may have no phone to reveal.
    const found = doctors.find((candidate) => candidate.rating.count > 0 && !candidate.last_name.startsWith('Tabibi'));
    if (found) return found;
  }
  throw new Error('no bookable doctor with reviews in the demo data');
}

async function publicPages(page: Page, lang: 'fr' | 'ar'): Promise<string[]> {
  const doctor = await bookableReviewedDoctor(page, lang);
  const [post] = (await (await page.request.get('/api/users/blogs/?view=card&limit=1')).json()) as Array<{
    id: number;
  }>;
  // The article's slug is put right by a permanent redirect.
  return [
    `/${lang}/`,
    `/${lang}/${doctor.speciality_slug}/${doctor.slug}`,
    `/${lang}/doctors/${doctor.speciality_slug}/${doctor.city_slug}`,
    `/${lang}/doctors/${doctor.city_slug}?page=2`,
    `/${lang}/blog`,
    `/${lang}/blog/x/${post!.id}`,
    `/${lang}/about`,
  ];
}

for (const lang of ['fr', 'ar'] as const) {
  test(`${lang}: home, a doctor, directory pages, the blog, an article and about load on a slow phone without moving`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 412, height: 823 });
    await throttle(page, { cpu: true });
    for (const path of await publicPages(page, lang)) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator('h1')).toBeVisible();
      const shift = await layoutShift(page, 1500);
      expect(shift, `layout shift of ${path}`).toBeLessThanOrEqual(0.05);
    }
  });
}

test("signed in, a doctor's page fills in the reader's parts (phone, follow) without moving", async ({
  page,
  accounts,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn(await accounts.create({ name: 'Nadia Slaoui' }));
  await page.setViewportSize({ width: 412, height: 823 });
  await throttle(page, { cpu: true });
  for (const lang of ['fr', 'ar'] as const) {
    const doctor = await bookableReviewedDoctor(page, lang);
    await page.goto(`/${lang}/${doctor.speciality_slug}/${doctor.slug}`, { waitUntil: 'load' });
    await expect(page.locator('h1')).toBeVisible();
    // Signed in, Call reveals the phone on the page (a button) instead of leading to sign in.
    await expect(page.locator('.doctor-page .doctor-call button').first()).toBeAttached();
    const shift = await layoutShift(page, 1500);
    expect(shift, `layout shift of a signed-in reader's doctor page (${lang})`).toBeLessThanOrEqual(0.05);
  }
});

test('signed in, a rendered page and the profile raise no Content-Security-Policy violation', async ({
  page,
  accounts,
  signIn,
}) => {
  // zod 4 probes `new Function` before its first schema unless jitless (decision 050): the
  // probe's EvalError is caught, but the browser reports a violation of script-src each time.
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await signIn(await accounts.create({ name: 'Amal Ouazzani' }));
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  // A page the server rendered, hydrated for a signed-in reader; then the profile, whose forms
  // build the shared schemas before they show.
  await page.goto('/fr/');
  await expect(page.locator('h1')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/fr/profile');
  await expect(page.getByLabel('Téléphone')).toBeVisible();
  expect(await violations()).toEqual([]);
});

/**
 * Counts the Intl formatters and segmenters the page makes: a page's first one loads ICU data, a
 * long task on a phone; hydrating takes the server's strings instead (lib/intl-format.ts).
 */
async function countFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { formattersMade: string[] }).formattersMade = made;
    const constructors = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'Segmenter']) {
      constructors[name] = new Proxy(constructors[name]!, {
        construct(target, args: unknown[]) {
          made.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args) as object;
        },
      });
    }
  });
}

for (const lang of ['fr', 'ar'] as const) {
  test(`${lang}: every kind of public page hydrates without a warning`, async ({ page }) => {
    // The fixture fails the test on any React hydration error and waits for <html data-hydrated>.
    await countFormatters(page);
    const pages = [
      ...(await publicPages(page, lang)),
      ...['terms', 'privacy', 'cookies-policy', 'contact'].map((name) => `/${lang}/${name}`),
      `/${lang}/blog?languages=all`,
      `/${lang}/no/such/page`,
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const made = await page.evaluate(() => (window as unknown as { formattersMade: string[] }).formattersMade);
      expect(made, `Intl formatters made while hydrating ${path}`).toEqual([]);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a doctor's page and an article show their whole content", async ({ page }) => {
    const [, doctorPage, , , , article] = await publicPages(page, 'fr');
    await page.goto(doctorPage!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dr.');
    // The rating, the week of slots, the address: what the page holds is in its HTML.
    await expect(page.locator('.doctor-practical')).toBeVisible();
    await expect(page.locator('.booking-week')).toBeVisible();
    await expect(page.locator('.booking-day').first()).toBeVisible();
    await expect(page.locator('.rating-distribution')).toBeVisible();
    // The reviews are open in the page's HTML (decision 058), so they read without the script.
    const reviews = page.getByRole('listitem').getByRole('article');
    await expect(reviews.first()).toBeVisible();
    await expect(reviews.first().locator('.review-author')).toContainText('Par ');

    await page.goto(article!);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.blog-post-content p').first()).toBeVisible();
    expect(await page.locator('.blog-post-content').innerText()).not.toBe('');
  });

  test('every review of a doctor can be read: "More reviews" is a link to one page more', async ({ page, doctors }) => {
    const doctor = await doctors.reviewed(40);
    await page.goto(`/fr/${doctor.speciality_slug}/${doctor.slug}`);
    const reviews = page.getByRole('listitem').getByRole('article');
    await expect(reviews).toHaveCount(20);
    await page.getByRole('link', { name: "Plus d'avis" }).click();
    // The same page with 40 reviews, the list open, at the first new review.
    await expect(page).toHaveURL(/\?reviews=2#reviews-page-2$/);
    await expect(reviews).toHaveCount(40);
    await expect(reviews.nth(20)).toBeInViewport();
    await expect(page.getByText(`40 avis sur ${doctor.rating.count}`, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: "Plus d'avis" }).click();
    await expect(reviews).toHaveCount(Math.min(60, doctor.rating.count));
  });

  test('every post of the blog can be reached: "Load more" is a link to three cards more', async ({ page }) => {
    await page.goto('/fr/blog?languages=all');
    const cards = page.locator('.blog-list > li');
    await expect(cards).toHaveCount(6);
    const more = page.getByRole('link', { name: "Afficher plus d'articles" });
    await more.click();
    // The same list with 9 cards, at the first new one, which opens its post.
    await expect(page).toHaveURL(/\/fr\/blog\?languages=all&posts=9#posts-from-7$/);
    await expect(cards).toHaveCount(9);
    await expect(cards.nth(6)).toBeInViewport();
    await more.click();
    await expect(cards).toHaveCount(12);
    const title = (await cards.nth(11).getByRole('heading').innerText()).trim();
    await cards.nth(11).getByRole('link').click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(title);
  });
});
