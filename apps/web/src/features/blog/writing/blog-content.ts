import { z } from 'zod';
import { blogContentMaxBytes, ZBlogBody } from '@tabib/shared';

/**
 * True when the editor's HTML holds neither text nor an image: '<p></p>' from an emptied editor,
 * or an empty heading or list item left behind (product.md §5: content is required).
 */
export function isBlogContentEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, ' ');
  return text.trim() === '';
}

/**
 * The content without the empty paragraphs that end it: the editor keeps one after a final image or
 * list so the author can type on, and it has no place in the published article.
 */
export function withoutTrailingEmptyLines(html: string): string {
  // One line at a time: a single repeated pattern would backtrack across every empty line in the post.
  const emptyLineAtEnd = /<p(?:\s[^>]*)?>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>\s*$/i;
  let result = html;
  while (emptyLineAtEnd.test(result)) result = result.replace(emptyLineAtEnd, '');
  return result;
}

/** The content's size as sent: the server's 200 KB limit counts UTF-8 bytes, not characters. */
export function blogContentBytes(html: string): number {
  return new Blob([html]).size;
}

/**
 * The blog form: the contract's title rules (required, at most 200 characters) and content that
 * is not empty and fits blogContentMaxBytes. Messages are the keys of Error.*, as the server's.
 */
export const ZBlogForm = z.object({
  title: ZBlogBody.shape.title,
  content: z
    .string()
    .refine((html) => !isBlogContentEmpty(html), { error: 'blog_content_required' })
    .refine((html) => blogContentBytes(html) <= blogContentMaxBytes, { error: 'blog_content_too_large' }),
});
export type BlogFormValues = z.input<typeof ZBlogForm>;

/** Refusals about the content as a whole, shown under the editor rather than above the form. */
const contentErrorKeys = new Set([
  'blog_content_too_large',
  'payload_too_large',
  'invalid_image',
  'image_too_many_pixels',
]);

/**
 * Where a refused post's errors go (product.md §10: inline, under the fields): the field errors the
 * server names (`body.title`, `body.content`), and a too-large or not-an-image answer under the
 * content. Empty when the error belongs above the form.
 */
export function blogErrorPlaces(key: string, fields: Record<string, string>): { title?: string; content?: string } {
  const places: { title?: string; content?: string } = {};
  const title = fields['body.title'];
  const content = fields['body.content'] ?? (contentErrorKeys.has(key) ? key : undefined);
  if (title) places.title = title;
  if (content) places.content = content;
  return places;
}
