import { mkdirSync } from 'node:fs';
import type { Locale } from '@tabib/shared';
import { expect, test, translator, type Page, type Translate } from '../fixtures/test.ts';

/**
 * The practical filters of decision 076 on the search, in French and in Arabic, on a phone and a
 * desktop: CNSS-AMO and Saturday chosen, carried by the address, kept by a reload (the server
 * renders them), cleared in one step; under 920 px they sit behind one "Filters (n)" button. Read
 * only: nothing to clean up. Screenshots go to /work/shots/search/ when it can be written.
 */

const shots = process.env.SHOTS_DIR ?? '/work/shots/search';

async function screenshot(page: Page, name: string): Promise<void> {
  try {
    mkdirSync(shots, { recursive: true });
  } catch {
    return;
  }
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The "Filters (n)" button: shown under 920 px only, where it is found by its role. */
function filtersButton(page: Page) {
  return page.locator('.search-form .filters-toggle');
}

function resultCount(t: Translate, lang: Locale, count: number): string {
  // i18next says none with `_zero` in every language (French's plural rules put 0 with 1).
  const form = count === 0 ? 'zero' : new Intl.PluralRules(lang).select(count);
  return t(`Search.resultCount_${form}`, { total: count });
}

for (const lang of ['fr', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`CNSS-AMO and Saturday: in the address, kept by a reload, cleared in one step (${lang}, ${width} px)`, async ({
      page,
      api,
      checkA11y,
    }) => {
      const t = translator(lang);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/`);
      const coverage = page.getByLabel(t('Search.filters.coverage'));
      const open = page.getByLabel(t('Search.filters.open'));
      const toggle = filtersButton(page);

      if (width < 920) {
        // One tap away: the fields are hidden until the button opens the panel.
        await expect(coverage).toBeHidden();
        await expect(toggle).toHaveText(t('Search.filters.toggle'));
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await page.getByRole('button', { name: t('Search.filters.toggle'), exact: true }).click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(toggle).toBeHidden();
      }
      await expect(coverage).toBeVisible();
      // The cover names are in the page's language, grouped by kind.
      await expect(coverage.locator('optgroup')).toHaveCount(4);
      await expect(coverage.locator('option[value="cnss-amo"]')).toHaveText(
        lang === 'fr' ? 'CNSS-AMO (salariés)' : 'التأمين الإجباري عن المرض للأجراء',
      );
      // The fields come alive once their chunk has come: the button counts what was chosen.
      await expect(async () => {
        await coverage.selectOption('cnss-amo');
        await open.selectOption('saturday');
        await expect(toggle).toHaveText(t('Search.filters.toggleChosen', { total: '2' }), { timeout: 1000 });
      }).toPass();
      await checkA11y();
      await screenshot(page, `filters-open-${lang}-${width}`);

      await page.getByRole('button', { name: t('Search.submit') }).click();
      await expect(page).toHaveURL(/[?&]coverage=cnss-amo/);
      await expect(page).toHaveURL(/[?&]open=saturday/);
      const expected = await api.searchDoctors({ coverage: 'cnss-amo', open: 'saturday', lang });
      const countText = resultCount(t, lang, expected.count);
      await expect(page.locator('.result-count')).toHaveText(countText);
      await screenshot(page, `filters-applied-${lang}-${width}`);

      // A reload keeps them: the server renders the filtered answer and the chosen values.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain(countText);
      expect(html).toMatch(/<option value="cnss-amo" selected="">/);
      await page.reload();
      await expect(page.locator('.result-count')).toHaveText(countText);
      await expect(coverage).toHaveValue('cnss-amo');
      await expect(open).toHaveValue('saturday');
      if (width < 920) await expect(toggle).toHaveText(t('Search.filters.toggleChosen', { total: '2' }));

      // One step clears them all, whether doctors were found or not.
      await page
        .getByRole('link', { name: t('Search.clearFilters') })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await expect(coverage).toHaveValue('');
      await expect(open).toHaveValue('');
      if (width < 920) await expect(toggle).toHaveText(t('Search.filters.toggle'));
      await page.goBack();
      await expect(page).toHaveURL(/[?&]coverage=cnss-amo/);
      await expect(coverage).toHaveValue('cnss-amo');
    });
  }
}

test('a refused filter is said in the reader language, never a 5xx', async ({ page }) => {
  const t = translator('ar');
  const answer = await page.request.get('/api/doctors/doctor-search/?coverage=cnops&lang=ar');
  expect(answer.status()).toBe(400);
  expect(JSON.stringify(await answer.json())).toContain(t('Error.unknown_coverage'));
});
