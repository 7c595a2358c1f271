import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createDoctorAccount } from '../fixtures/blogs.ts';

/**
 * Every XSS polyglot of fixtures/corpora, stored as a post (as its title and its content) through
 * the API, then opened in Chromium: no dialog may open, no script may run, no error may be thrown.
 * alert(), confirm() and prompt() open dialogs; a payload that ran would also reach the console.
 */
const polyglots = readFileSync(join(import.meta.dirname, '../../fixtures/corpora/patt-XSS_Polyglots.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** Collects what a running payload would leave behind: dialogs, page errors, console errors. */
function watchForScripts(page: Page): string[] {
  const signs: string[] = [];
  page.on('dialog', async (dialog) => {
    signs.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('pageerror', (error) => signs.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // An image that cannot load (no network here) is the browser refusing, not a script running;
    // a script-src violation, by contrast, would be counted.
    if (message.type() === 'error' && !/^Failed to load resource|directive: "img-src/.test(text))
      signs.push(`console error: ${text}`);
  });
  return signs;
}

test('the XSS polyglots, stored as posts, run nothing in the list or on their pages', async ({ page, request }) => {
  test.setTimeout(120_000);
  expect(polyglots).toHaveLength(16);
  const { user } = await createDoctorAccount(request, 'Samir Bennani');
  const stored: Array<{ id: number; payload: string }> = [];
  for (const payload of polyglots) {
    const response = await request.post('/api/users/blogs/', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { author: String(user.id), title: payload.slice(0, 200), content: payload },
    });
    // Refused only as empty once the unsafe parts are gone; never a 5xx.
    expect([201, 400], payload).toContain(response.status());
    if (response.status() === 201) stored.push({ id: ((await response.json()) as { id: number }).id, payload });
  }
  expect(stored.length).toBeGreaterThan(0);

  const signs = watchForScripts(page);
  await page.goto('/fr/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.blog-card').first()).toBeVisible();
  for (const { id, payload } of stored) {
    await page.goto(`/fr/blog/x/${id}`);
    await expect(page.locator('article h1'), payload).toHaveText(payload.slice(0, 200).trim());
    // Give timers, image errors and event handlers a moment to fire if anything slipped through.
    await page.locator('article').hover();
    await page.waitForTimeout(150);
  }
  expect(signs).toEqual([]);
});
