import { z } from 'zod';
import { blogExcerptMaxLength, blogListDefaultLimit, blogListMaxLimit, blogTitleMaxLength } from '../constants.ts';
import { locales } from '../locales.ts';
import { hasVisibleText } from '../text.ts';
import { ZId } from './common.ts';

export const ZBlogIdParams = z.object({ id: ZId });

/**
 * Query of GET /api/users/blogs/: newest first, `limit` posts from `offset`. `view=card` leaves out
 * the HTML content (a list of cards needs only title, summary and image: lighter on a cheap phone);
 * the default answers full posts, as the old client expects. `language` keeps the posts of one
 * language. The total (of the posts the filter keeps) is in `X-Total-Count`.
 */
export const ZBlogListQuery = z.object({
  limit: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(blogListMaxLimit, { error: 'invalid_value' })
    .default(blogListDefaultLimit),
  offset: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(1_000_000, { error: 'invalid_value' })
    .default(0),
  view: z.enum(['full', 'card'], { error: 'invalid_value' }).default('full'),
  /** Only the posts written in this language (decision 035); all languages when absent. */
  language: z.enum(locales, { error: 'invalid_value' }).optional(),
});

/**
 * Body of POST and PUT /api/users/blogs/ (product.md §7: {author, title, content}). `author`
 * is accepted and ignored: the token decides who writes. `excerpt` and `lang` are optional
 * additions; without `lang` the server recognises Arabic, French or English from the text.
 */
export const ZBlogBody = z.object({
  author: z.unknown().optional(),
  title: z
    .string({ error: 'blog_title_required' })
    .trim()
    .refine(hasVisibleText, { error: 'blog_title_required' })
    .max(blogTitleMaxLength, { error: 'blog_title_too_long' }),
  content: z.string({ error: 'blog_content_required' }).refine((html) => html.trim() !== '', {
    error: 'blog_content_required',
  }),
  excerpt: z.string().trim().max(blogExcerptMaxLength, { error: 'too_long' }).optional(),
  lang: z.enum(locales, { error: 'invalid_value' }).optional(),
});
export type TBlogBody = z.infer<typeof ZBlogBody>;

/** The author as readers see them; `doctor` links to their page when they keep a doctor profile. */
export const ZBlogAuthor = z.object({
  name: z.string(),
  is_doctor: z.boolean(),
  doctor: z.object({ slug: z.string(), speciality_slug: z.string() }).nullable(),
});

/**
 * Who reads a post (decision 056): everyone once `published`; only its author and staff while its
 * author's doctor page waits for verification (`pending_verification`, decision 038) or after a
 * moderator hid it (`hidden`, decision 039).
 */
export const blogStatuses = ['published', 'pending_verification', 'hidden'] as const;
export const ZBlogStatus = z.enum(blogStatuses);
export type TBlogStatus = z.infer<typeof ZBlogStatus>;

/**
 * A post card: what the list shows. `summary` is the start of the plain text (up to 160
 * characters, enough for the 70-character card, the 100-character preview and the 150-character
 * meta description); `image` is the first image of the content (a stored /media address, or an
 * http(s) or data: one), or null.
 */
export const ZBlogCard = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  lang: z.enum(locales),
  author: z.string().describe("The author's user id, as a string (product.md §4)"),
  author_details: ZBlogAuthor,
  created_at: z.string(),
  updated_at: z.string(),
  status: ZBlogStatus,
});
export type TBlogCard = z.infer<typeof ZBlogCard>;

/** A whole post: the card plus its sanitised HTML content. */
export const ZBlogPost = ZBlogCard.extend({ content: z.string() });
export type TBlogPost = z.infer<typeof ZBlogPost>;

/** GET /api/users/blogs/: whole posts (`view=full`, the default) or cards (`view=card`). */
export const ZBlogList = z.array(z.union([ZBlogPost, ZBlogCard]));

/** GET /api/users/blogs/my_blogs/: the author's own posts, whole. */
export const ZBlogPosts = z.array(ZBlogPost);
