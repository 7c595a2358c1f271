import { blogPageIncrement, blogPageSize, ZBlogCard, type TBlogCard } from '@tabib/shared';
import {
  blogCardLink,
  blogCards,
  escapeRegExp,
  expect,
  test,
  translator,
  uniqueTitle,
  type Account,
  type Accounts,
  type Page,
} from '../fixtures/test.ts';

/**
 * Reading the blog (decision 016), in French and in Arabic. The e2e server seeds posts in fr, en and ar;
 * a journey about one post writes its own through the `posts` fixture (deleted afterwards), since
 * other tests publish and delete theirs at the same time.
 */

const fr = translator('fr');
const ar = translator('ar');

function author(accounts: Accounts): Promise<Account> {
  return accounts.create({ name: 'Nawal Kettani', doctor: true });
}

/** The blog list's request for the cards from `offset` on, as the web app sends it. */
function listAnswer(page: Page, offset: number): Promise<TBlogCard[]> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/users/blogs/' && url.searchParams.get('offset') === String(offset);
    })
    .then(async (response) => ZBlogCard.array().parse(await response.json()));
}

test('the list shows 6 posts, then 3 more per "Load more", each a BlogPosting (fr)', async ({ page, checkA11y }) => {
  // All languages: the demo has 8 French posts, too few for a second page of 3 in French alone.
  // The first cards come in the page's HTML (decision 046): no request for them.
  await page.goto('/fr/blog?languages=all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('Blog.listTitle'));
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(fr('Blog.listTitle'))));
  await expect(blogCards(page)).toHaveCount(blogPageSize);
  const hrefs = await blogCards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  const shown = new Set(hrefs.map((href) => Number(href.split('/').pop())));
  expect(shown.size).toBe(blogPageSize);
  await checkA11y();

  const nextPage = listAnswer(page, blogPageSize);
  await page.getByRole('button', { name: fr('Blog.loadMore') }).click();
  const next = await nextPage;
  expect(next).toHaveLength(blogPageIncrement);
  // Other tests publish meanwhile: a post published since the first page shifts the next one, and
  // the list leaves out the card it already shows (offset paging, appendNew of the blog feature).
  const added = next.filter((card) => !shown.has(card.id)).length;
  await expect(blogCards(page)).toHaveCount(blogPageSize + added);
  // The keyboard goes on from the first new card.
  await expect(blogCards(page).nth(blogPageSize).getByRole('link')).toBeFocused();
  // Microdata has no role: its attributes are what search engines read.
  for (const card of await blogCards(page).all()) {
    await expect(card).toHaveAttribute('itemtype', 'https://schema.org/BlogPosting');
    await expect(card.locator('[itemprop="headline"]')).not.toBeEmpty();
    await expect(card.locator('[itemprop="datePublished"]')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  }
  await checkA11y();
});

test('a post opens with the keyboard, with its title and description in the page head (fr)', async ({
  page,
  accounts,
  posts,
  checkA11y,
}) => {
  const post = await posts.write(await author(accounts), {
    title: uniqueTitle('Hypertension : mesurer sa tension chez soi'),
    content: '<p>Une mesure le matin et une le soir, assis, au calme, pendant trois jours.</p>',
    excerpt: 'Trois jours de mesures à la maison disent plus qu’une consultation.',
    lang: 'fr',
  });
  await page.goto('/fr/blog');
  const link = await blogCardLink(page, post.title);

  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/fr/blog/[^/]+/${post.id}$`));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(article).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(post.title)));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
  // Link previews read the server's HTML (decision 046): the list's own preview tags are gone once
  // the app shows the post, and the post's come with its page.
  await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.reload();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+/fr/blog/[^/]+/${post.id}$`),
  );
  await checkA11y();

  await page.getByRole('link', { name: fr('Blog.backToList') }).click();
  await expect(page).toHaveURL(/\/fr\/blog$/);
});

test('an unknown post says so, and an address with an old slug is corrected (fr)', async ({
  page,
  accounts,
  posts,
  checkA11y,
}) => {
  const post = await posts.write(await author(accounts), {
    title: uniqueTitle('Le diabète de type 2 au quotidien'),
    content: '<p>Marcher trente minutes par jour aide déjà.</p>',
    lang: 'fr',
  });
  await page.goto('/fr/blog/article-disparu/2147483647');
  await expect(page.getByText(fr('Blog.notFound'))).toBeVisible();
  await checkA11y();

  // An id that is not a number names no post: nothing is asked of the API.
  const asked: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/users/blogs/')) asked.push(call.url());
  });
  await page.goto('/fr/blog/article/pas-un-nombre');
  await expect(page.getByText(fr('Blog.notFound'))).toBeVisible();
  expect(asked).toEqual([]);

  await page.goto(`/fr/blog/ancien-titre/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveURL(new RegExp(`/fr/blog/(?!ancien-titre)[^/]+/${post.id}$`));
});

test('an Arabic post reads right to left, in the Arabic blog and inside the French one (ar)', async ({
  page,
  accounts,
  posts,
  checkA11y,
}) => {
  const post = await posts.write(await author(accounts), {
    title: uniqueTitle('الوقاية من ضربات الشمس'),
    content: '<p>اشرب الماء بانتظام وتجنّب الخروج في منتصف النهار.</p>',
    lang: 'ar',
  });

  // The French blog lists French posts; the Arabic one is among all languages, in its own direction.
  await page.goto('/fr/blog');
  await expect(page.getByRole('link', { name: fr('Blog.pageLanguage') })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: fr('Blog.allLanguages') }).click();
  await expect(page).toHaveURL(/\/fr\/blog\?languages=all$/);
  const frenchCard = (await blogCardLink(page, post.title)).getByRole('heading', { level: 2 });
  await expect(frenchCard).toHaveAttribute('lang', 'ar');
  await expect(frenchCard).toHaveAttribute('dir', 'rtl');
  await expect(frenchCard).toHaveCSS('direction', 'rtl');

  await page.goto('/ar/blog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('Blog.listTitle'));
  await checkA11y();

  await (await blogCardLink(page, post.title)).click();
  await expect(page).toHaveURL(new RegExp(`/ar/blog/[^/]+/${post.id}$`));
  const article = page.getByRole('article');
  await expect(article).toHaveAttribute('lang', 'ar');
  await expect(article).toHaveAttribute('dir', 'rtl');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(post.title)));
  await expect(article.getByRole('heading', { level: 1 })).toHaveCSS('direction', 'rtl');
  await checkA11y();
});
