import { expect, test } from '../fixtures/test.ts';

/**
 * The demo data reads as real (decision 051): a demo doctor's reviews are dated before today, so the
 * newest is not from the future, and none of their texts appears twice on the page.
 */

for (const { lang, width } of [
  { lang: 'fr', width: 1280 },
  { lang: 'ar', width: 375 },
] as const) {
  test(`a demo doctor's reviews are dated up to today and each says something of its own (${lang}, ${width} px)`, async ({
    page,
    doctors,
    checkA11y,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    const doctor = await doctors.reviewed(12);
    await page.goto(`/${lang}/${doctor.speciality_slug}/${doctor.slug}`);

    // The reviews are articles in the list items (the doctor's page is an article too, outside any list).
    const reviews = page.getByRole('listitem').getByRole('article');
    await expect(reviews.first()).toBeVisible();
    const shown = await reviews.count();
    expect(shown).toBeGreaterThan(10);

    // Newest first: the first review's date, and so every one's, is not after today.
    const endOfToday = new Date();
    endOfToday.setUTCHours(23, 59, 59, 999);
    const firstDate = await reviews.first().locator('time').getAttribute('datetime');
    expect(Date.parse(firstDate ?? '')).toBeLessThanOrEqual(endOfToday.getTime());
    for (const date of await reviews
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))) {
      expect(Date.parse(date ?? '')).toBeLessThanOrEqual(endOfToday.getTime());
    }

    // Some reviews are a rating without words; those with words never repeat one another.
    const texts = (await reviews.locator('.review-text').allTextContents()).map((text) => text.trim());
    expect(texts.length).toBeGreaterThan(3);
    expect(new Set(texts).size).toBe(texts.length);
    await checkA11y();
  });
}
