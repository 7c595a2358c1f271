import { metaDescriptionLength } from '@tabib/shared';
import type { PageHead } from '../../plugins/web-app.ts';

/** The product icon (as PNG: link previews ignore SVG), shared when an article has no image of its own. */
export const defaultShareImage = '/images/icon-512.png';

const articlePath = /^\/(?:fr|en|ar)\/blog\/[^/]+\/(\d{1,10})\/?$/;

/** The post id of an article page /{lang}/blog/{slug}/{id} (product.md §2), or undefined for any other path. */
export function parseArticleId(pathname: string): number | undefined {
  const id = Number(articlePath.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Title, description and share image of an article, written into the HTML so a link shared on
 * WhatsApp or found by a search engine shows the article. The description is the author's excerpt,
 * else the first 150 characters of the text.
 */
export function presentPageHead(post: {
  title: string;
  excerpt: string;
  summary: string;
  image: string | null;
}): PageHead {
  const description = post.excerpt || [...post.summary].slice(0, metaDescriptionLength).join('');
  const image = post.image && /^(https:|\/media\/)/.test(post.image) ? post.image : defaultShareImage;
  return { title: post.title, description, image, type: 'article' };
}
