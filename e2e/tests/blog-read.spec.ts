import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility.ts';

/**
 * Reading the blog (issue 6), in French and in Arabic. The e2e server seeds posts in fr, en and ar,
 * and other tests may publish more at the same time: the journeys rely on "newest first" only and
 * ask the API which posts there are.
 */

type Lang = 'fr' | 'ar';
type Catalogue = Record<string, Record<string, string>>;
interface BlogCard {
  id: number;
  title: string;
  excerpt: string;
  summary: string;
  lang: 'fr' | 'en' | 'ar';
}

async function catalogueOf(request: APIRequestContext, lang: Lang): Promise<Catalogue> {
  const response = await request.get(`/locales/${lang}/translation.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Catalogue;
}

async function newestCards(request: APIRequestContext): Promise<BlogCard[]> {
  const response = await request.get('/api/users/blogs/?view=card&limit=50');
  expect(response.ok()).toBe(true);
  return (await response.json()) as BlogCard[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The cards of the list: each is an article. */
function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** Shows the card of post `id`, pressing "Load more" until it is there. */
async function showCard(page: Page, t: Catalogue, id: number) {
  const link = page.locator(`a.blog-card-link[href$="/${id}"]`);
  const loadMore = page.getByRole('button', { name: t.Blog?.loadMore });
  await expect(cards(page).first()).toBeVisible();
  for (let click = 0; click < 20 && !(await link.isVisible()); click += 1) {
    const before = await cards(page).count();
    await loadMore.click();
    await expect(cards(page)).not.toHaveCount(before);
  }
  await expect(link).toBeVisible();
  return link;
}

test('the list shows 6 posts, then 3 more per "Load more", each a BlogPosting (fr)', async ({ page, request }) => {
  const t = await catalogueOf(request, 'fr');
  await page.goto('/fr/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Blog?.listTitle ?? '');
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(t.Blog?.listTitle ?? '')));
  await expect(cards(page)).toHaveCount(6);
  await expectAccessible(page);

  await page.getByRole('button', { name: t.Blog?.loadMore }).click();
  await expect(cards(page)).toHaveCount(9);
  // The keyboard goes on from the first new card.
  await expect(cards(page).nth(6).getByRole('link')).toBeFocused();
  for (const card of await cards(page).all()) {
    await expect(card).toHaveAttribute('itemtype', 'https://schema.org/BlogPosting');
    await expect(card.locator('[itemprop="headline"]')).not.toBeEmpty();
    await expect(card.locator('[itemprop="datePublished"]')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  }
  await expectAccessible(page);
});

test('a post opens with the keyboard, with its title and description in the page head (fr)', async ({
  page,
  request,
}) => {
  const t = await catalogueOf(request, 'fr');
  await page.goto('/fr/blog');
  const firstLink = cards(page).first().getByRole('link');
  const title = (await cards(page).first().getByRole('heading', { level: 2 }).innerText()).trim();

  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/blog\/[^/]+\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const post = (await (await request.get(`/api/users/blogs/${id}/`)).json()) as BlogCard;
  expect(post.title).toBe(title);

  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article).toHaveAttribute('lang', post.lang);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt || /.+/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: t.Blog?.backToList }).click();
  await expect(page).toHaveURL(/\/fr\/blog$/);
});

test('an unknown post says so, and an address with an old slug is corrected (fr)', async ({ page, request }) => {
  const t = await catalogueOf(request, 'fr');
  await page.goto('/fr/blog/article-disparu/2147483647');
  await expect(page.getByText(t.Blog?.notFound ?? '')).toBeVisible();
  await expectAccessible(page);

  // An id that is not a number names no post: nothing is asked of the API.
  const asked: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/users/blogs/')) asked.push(call.url());
  });
  await page.goto('/fr/blog/article/pas-un-nombre');
  await expect(page.getByText(t.Blog?.notFound ?? '')).toBeVisible();
  expect(asked).toEqual([]);

  const [newest] = await newestCards(request);
  await page.goto(`/fr/blog/ancien-titre/${newest?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest?.title ?? '');
  await expect(page).toHaveURL(new RegExp(`/fr/blog/(?!ancien-titre)[^/]+/${newest?.id}$`));
});

test('an Arabic post reads right to left, in the Arabic blog and inside the French one (ar)', async ({
  page,
  request,
}) => {
  const arabicPost = (await newestCards(request)).find((card) => card.lang === 'ar');
  if (!arabicPost) throw new Error('the demo data has no Arabic post');

  const fr = await catalogueOf(request, 'fr');
  await page.goto('/fr/blog');
  const frenchCard = await showCard(page, fr, arabicPost.id);
  await expect(frenchCard.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'ar');
  await expect(frenchCard.getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'rtl');
  await expect(frenchCard.getByRole('heading', { level: 2 })).toHaveCSS('direction', 'rtl');

  const t = await catalogueOf(request, 'ar');
  await page.goto('/ar/blog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Blog?.listTitle ?? '');
  await expectAccessible(page);

  await (await showCard(page, t, arabicPost.id)).click();
  await expect(page).toHaveURL(new RegExp(`/ar/blog/[^/]+/${arabicPost.id}$`));
  const article = page.getByRole('article');
  await expect(article).toHaveAttribute('lang', 'ar');
  await expect(article).toHaveAttribute('dir', 'rtl');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(arabicPost.title);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(arabicPost.title)));
  await expect(article.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
  await expectAccessible(page);
});
