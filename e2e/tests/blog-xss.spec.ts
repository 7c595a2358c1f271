import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogCards, expect, test, type Page } from '../fixtures/test.ts';

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

/**
 * Lets what a payload could have set off happen before looking: every image of the page has loaded
 * or failed (an `onerror` runs then), the focus has settled (`autofocus` with `onfocus`), and two
 * frames have passed for the handlers those queued. Deterministic, unlike a fixed wait.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Lazy images (the cards') load only when scrolled to; they carry no handler of the payload's.
    const images = Array.from(document.images).filter((image) => image.loading !== 'lazy');
    await Promise.all(
      images
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
  });
}

// Two halves of eight, one per worker: sixteen fresh page loads in one test would crowd its 30
// seconds on a busy machine (CONTRIBUTING.md, point 8).
const halves = [polyglots.slice(0, 8), polyglots.slice(8)];

for (const [index, half] of halves.entries()) {
  test(`the XSS polyglots (half ${index + 1} of 2), stored as posts, run nothing in the list or on their pages`, async ({
    page,
    accounts,
    posts,
  }) => {
    expect(polyglots).toHaveLength(16);
    const author = await accounts.create({ name: 'Samir Bennani', doctor: true });
    const stored: Array<{ id: number; payload: string }> = [];
    for (const payload of half) {
      // Refused only as empty once the unsafe parts are gone (400); never a 5xx. What is stored is
      // deleted after the test, as every post of the `posts` fixture.
      const post = await posts.attempt(author, { title: payload.slice(0, 200), content: payload });
      if (post) stored.push({ id: post.id, payload });
    }
    expect(stored.length).toBeGreaterThan(0);

    const signs = watchForScripts(page);
    // All languages: a payload's language is whatever the server recognises; the newest posts show.
    await page.goto('/fr/blog?languages=all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(blogCards(page).first()).toBeVisible();
    await settled(page);
    for (const { id, payload } of stored) {
      await page.goto(`/fr/blog/x/${id}`);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 }), payload).toHaveText(payload.slice(0, 200).trim());
      // Handlers that wait for a pointer (onmouseover) get one.
      await article.hover();
      await settled(page);
    }
    expect(signs).toEqual([]);
  });
}
