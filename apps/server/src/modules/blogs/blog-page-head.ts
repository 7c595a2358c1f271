import { eq } from 'drizzle-orm';
import { metaDescriptionLength } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import type { PageHead } from '../../plugins/web-app.ts';

/** The product icon (as PNG: link previews ignore SVG), shared when an article has no image of its own. */
export const defaultShareImage = '/images/icon-512.png';

const articlePath = /^\/(?:fr|en|ar)\/blog\/[^/]+\/(\d{1,10})\/?$/;

/**
 * Title, description and share image of /{lang}/blog/{slug}/{id}, written into the HTML so a link
 * shared on WhatsApp or found by a search engine shows the article. The description is the
 * author's excerpt, else the first 150 characters of the text.
 */
export async function describeBlogPage(db: Db, pathname: string): Promise<PageHead | null | undefined> {
  const id = Number(articlePath.exec(pathname)?.[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [post] = await db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, summary: blogPosts.summary, image: blogPosts.image })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!post) return null;
  const description = post.excerpt || [...post.summary].slice(0, metaDescriptionLength).join('');
  const image = post.image && /^(https:|\/media\/)/.test(post.image) ? post.image : defaultShareImage;
  return { title: post.title, description, image, type: 'article' };
}
