import { blogPageSize } from '@tabib/shared';
import { foundPage, missingPage, movedPage, type PagePlan, type PagePlanInput } from '../../lib/page-plan.ts';
import { paths } from '../../lib/paths.ts';
import { blogCardsOptions } from './api/get-blog-cards.ts';
import { blogPostOptions } from './api/get-blog-post.ts';
import {
  blogPostsParameter,
  cardsOfPages,
  firstRange,
  rangesOfCount,
  requestedCardCount,
  searchWithCardCount,
} from './blog-list-pages.ts';
import { isCanonicalSlug, parseBlogId } from './blog-paths.ts';

/** The blog's list as the server renders it: `?languages=all` and `?posts=N` ("Load more" without the script). */
export async function planBlogList({ url, locale, loaders }: PagePlanInput): Promise<PagePlan> {
  const languages = url.searchParams.get('languages') === 'all' ? 'all' : 'page';
  const language = languages === 'page' ? locale : undefined;
  const first = await loaders.blogCards(firstRange, locale, language);
  // ?posts=N: the N newest cards, N a count the button reaches.
  const count = requestedCardCount(url.searchParams, first.total);
  if (url.searchParams.get(blogPostsParameter) !== (count > blogPageSize ? String(count) : null)) {
    return movedPage(`${paths.blogList(locale)}${searchWithCardCount(url.searchParams, count)}`);
  }
  // The later cards in one read, handed over in the ranges the API answers (at most 50).
  const [, ...later] = rangesOfCount(count);
  const rest = later.length
    ? await loaders.blogCards({ offset: blogPageSize, limit: count - blogPageSize }, locale, language)
    : first;
  const pages = [
    first,
    ...later.map(({ offset, limit }) => ({
      cards: rest.cards.slice(offset - blogPageSize, offset - blogPageSize + limit),
      total: rest.total,
    })),
  ];
  const answer = {
    key: blogCardsOptions(locale, languages).queryKey,
    data: { pages, pageParams: [firstRange, ...later] },
  };
  return foundPage([answer], { posts: cardsOfPages(pages) });
}

/** An article, /{lang}/blog/{slug}/{id}: 404 for no such post, moved when the slug is not its title's. */
export async function planBlogPost({ locale, params, loaders }: PagePlanInput): Promise<PagePlan> {
  const id = parseBlogId(params.blogId);
  if (id === null) return missingPage();
  const key = blogPostOptions(id, locale).queryKey;
  const post = await loaders.blogPost(id, locale);
  if (!post) return missingPage(key, 'blog_not_found');
  if (!isCanonicalSlug(params.blogSlug ?? '', post.title)) return movedPage(paths.blogPost(locale, post));
  return foundPage([{ key, data: post }], { post });
}
