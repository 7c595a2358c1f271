import type { Locale, TDoctor, TReviewsResult } from '@tabib/shared';
import { test, expect, doctorPage, translator, type Page } from '../fixtures/test.ts';

/**
 * Reviews that work for the reader (decision 058), in French and Arabic, on a phone and a wide
 * screen: the rating and the first reviews are there without a click, a single review shows one
 * row of distribution, the most critical can be read first, the verified visits alone, and the
 * stars to pick are visible before the pointer reaches them.
 */

const widths = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'wide', width: 1280, height: 800 },
] as const;

/** A text of the catalogues in the plural form `count` takes in `lang`, as i18next picks it. */
function plural(lang: Locale, key: string, count: number, values: Record<string, string | number>): string {
  return translator(lang)(`${key}_${new Intl.PluralRules(lang).select(count)}`, values);
}

/** The ratings of the reviews listed, in their order, read from their stars' names. */
async function listedRatings(page: Page): Promise<number[]> {
  const labels = await page
    .locator('.review-list .review .star-rating')
    .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/(\d+(?:[.,]\d)?)/.exec(label)?.[1]?.replace(',', '.')));
}

/** WCAG's contrast ratio of two CSS colours of the form rgb(r, g, b). */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

for (const lang of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  for (const screen of widths) {
    test(`${lang}, ${screen.name}: the rating and the first reviews are on the first screens, open; the most critical first`, async ({
      page,
      doctors,
    }) => {
      const t = translator(lang);
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const doctor = await doctors.reviewed(20);
      await page.goto(doctorPage(lang, doctor));

      // Under the name, on the first screen: the stars and the count, a link to the reviews.
      const ratingLink = page.getByRole('link', {
        name: new RegExp(plural(lang, 'Rating.count', doctor.rating.count, { total: doctor.rating.count })),
      });
      await expect(ratingLink).toBeInViewport();
      // The reviews are open, no "Show reviews" to press, and the first one is within two screens.
      const reviews = page.getByRole('listitem').getByRole('article');
      await expect(reviews.first()).toBeVisible();
      const firstTop = await reviews
        .first()
        .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(firstTop).toBeLessThan(2 * screen.height);
      const section = page.getByRole('region', { name: t('Doctor.reviews') });
      const sectionTop = await section.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(sectionTop).toBeLessThan(1.5 * screen.height);

      // The most critical first: the ratings go up.
      await page.getByLabel(t('Review.sortLabel')).selectOption({ label: t('Review.sort.lowest') });
      await expect
        .poll(async () => {
          const ratings = await listedRatings(page);
          return ratings.length > 1 && ratings.every((rating, index) => index === 0 || ratings[index - 1]! <= rating);
        })
        .toBe(true);
      const ascending = await listedRatings(page);
      expect(ascending[0]).toBeLessThan(ascending.at(-1)!);
    });
  }

  test(`${lang}: "verified visits only" keeps the reviews marked as verified visits`, async ({
    page,
    api,
    request,
  }) => {
    const t = translator(lang);
    // A demo doctor some of whose reviews follow a completed appointment, and some not.
    let found: TDoctor | undefined;
    for (let currentPage = 1; currentPage <= 10 && !found; currentPage += 1) {
      const { doctors } = await api.searchDoctors({ currentPage });
      for (const candidate of doctors.filter((doctor) => doctor.rating.count > 2)) {
        const answer = (await (
          await request.get(`/api/doctors/reviews/?doctor=${candidate.id}&doctor_type=${candidate.doctor_type}`)
        ).json()) as TReviewsResult;
        const verified = answer.verified_count ?? 0;
        if (verified > 0 && verified < answer.count && answer.count <= 20) {
          found = candidate;
          break;
        }
      }
    }
    if (!found) throw new Error('no demo doctor with verified and other reviews');
    await page.goto(doctorPage(lang, found));
    const reviews = page.locator('.review-list .review');
    await expect(reviews).toHaveCount(found.rating.count);
    const badges = reviews.getByText(t('Booking.verifiedVisit'), { exact: true });
    const verifiedCount = await badges.count();
    expect(verifiedCount).toBeGreaterThan(0);
    expect(verifiedCount).toBeLessThan(found.rating.count);

    await page.getByRole('checkbox', { name: t('Review.verifiedOnly') }).check();
    await expect(reviews).toHaveCount(verifiedCount);
    await expect(badges).toHaveCount(verifiedCount);
    await page.getByRole('checkbox', { name: t('Review.verifiedOnly') }).uncheck();
    await expect(reviews).toHaveCount(found.rating.count);
  });

  test(`${lang}: one review shows one row of distribution; the stars to pick are readable before any hover`, async ({
    page,
    doctors,
    accounts,
    api,
    signIn,
    checkA11y,
  }) => {
    const t = translator(lang);
    const { doctor } = await doctors.listed('Sanae');
    const author = await accounts.create({ name: 'Hind Alami' });
    await api.writeReview(author, {
      doctor: doctor.id,
      doctor_type: doctor.doctor_type,
      rating: 4,
      review: 'Très claire.',
    });
    await signIn(await accounts.create({ name: 'Karim Fassi' }));
    await page.goto(doctorPage(lang, doctor));

    const rows = page.getByRole('list', { name: t('Review.distributionLabel') }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(plural(lang, 'Review.starValue', 4, { value: 4 }));
    // With one review there is nothing to order.
    await expect(page.getByLabel(t('Review.sortLabel'))).toHaveCount(0);

    await page.getByRole('button', { name: t('Review.write') }).click();
    const slider = page.getByRole('slider');
    await expect(slider).toBeVisible();
    await page.mouse.move(0, 0);
    const { star, ground } = await slider.evaluate((element) => {
      const svg = element.querySelector('.star-rating-track svg')!;
      const style = getComputedStyle(svg);
      let node: Element | null = element;
      let background = 'rgba(0, 0, 0, 0)';
      while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
        background = getComputedStyle(node).backgroundColor;
        node = node.parentElement;
      }
      const stroke = style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0 ? style.stroke : null;
      return { star: stroke ?? style.fill, ground: background };
    });
    expect(contrast(star, ground)).toBeGreaterThanOrEqual(3);
    await checkA11y();
  });
}
