import type { TFunction } from 'i18next';
import { blogCardSummaryLength, isTabibImageAddress, metaDescriptionLength, type TBlogCard } from '@tabib/shared';
import { excerpt } from '../../../lib/text-excerpt.ts';

/** The product's static icon, as PNG (link previews ignore SVG): the share image of a post without one. */
export const productIconPath = '/images/icon-512.png';

/**
 * The post image a page may show (product.md §2): Tabib's own only, a stored image (/media/…) or an
 * inline data:image; an address on another server would tell it who reads the page (decision 048).
 */
export function displayableImage(image: string | null): string | null {
  return image && isTabibImageAddress(image) ? image : null;
}

/**
 * The smaller variant of a stored image for narrow cards: the server keeps every image at 300 and
 * 600 pixels wide (product.md §9), named …-300.webp and …-600.webp.
 */
export function responsiveImage(src: string): { src: string; srcSet?: string } {
  const stored = /^(\/media\/.+)-600\.webp$/.exec(src);
  return stored ? { src, srcSet: `${stored[1]}-300.webp 300w, ${src} 600w` } : { src };
}

/** An address usable outside the page (share tags, structured data): root-relative ones get the origin. */
export function absoluteAddress(address: string, origin: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : address;
}

/** The card text: the author's excerpt, else the start of the post, cut to 70 characters (section 9). */
export function cardSummary(card: Pick<TBlogCard, 'excerpt' | 'summary'>): string {
  return excerpt(card.excerpt || card.summary, blogCardSummaryLength);
}

/** Meta description: the excerpt, else the first 150 characters of the text (product.md §2). */
export function metaDescription(post: Pick<TBlogCard, 'excerpt' | 'summary'>): string {
  return post.excerpt || excerpt(post.summary, metaDescriptionLength);
}

/** The image a shared link of the post previews: its own, else the product icon; always absolute. */
export function shareImage(post: Pick<TBlogCard, 'image'>, origin: string): string {
  const own = displayableImage(post.image);
  const usable = own && !own.startsWith('data:') ? own : productIconPath;
  return absoluteAddress(usable, origin);
}

/** The author as a reader sees them, "Dr." first for a doctor (product.md §1). */
export function authorName(t: TFunction, author: TBlogCard['author_details']): string {
  return author.is_doctor ? t('Blog.doctorName', { name: author.name }) : author.name;
}
