import { blogContentMaxBytes, type Locale, type TBlogBody, type TBlogCard, type TBlogPost } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Forbidden, NotFound, PayloadTooLarge } from '../../errors.ts';
import { blogImageKeyPattern, type BlogImageStore } from '../../media/blog-image-store.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { prepareBlogContent, storedImageKeys, type PreparedContent } from './blog-content.ts';
import { presentCard, presentPost, statusOf } from './blog-presenter.ts';
import {
  countBlogPosts,
  deleteBlogPostRow,
  findBlogPost,
  findBlogPosts,
  findBlogPostsByAuthor,
  insertBlogPost,
  isImageKeyShown,
  updateBlogPostRow,
  type BlogPostRow,
} from './blog-repository.ts';

/** What is stored may be at most this large, whatever escaping added to what was sent. */
const storedContentMaxBytes = 2 * blogContentMaxBytes;
/** Whole posts weigh up to 400 KB each: at most 20 per answer; cards up to the schema's 50. */
const fullPostsMaxLimit = 20;

export interface BlogServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  blogImages: BlogImageStore;
}

export interface ListBlogPostsOptions {
  limit: number;
  offset: number;
  /** `card` leaves the HTML out (product.md §5: a list needs title, summary and image). */
  view: 'full' | 'card';
  /** Only the posts written in this language. */
  language?: Locale | undefined;
}

/** A write names the author (the token's account, whatever `author` says) and the post's body. */
export interface WriteBlogPostOptions {
  authorId: number;
  body: TBlogBody;
}

/** The signed-in reader of a post, when there is one. */
export interface BlogReader {
  userId: number;
  isStaff: boolean;
}

function mayRead(row: BlogPostRow, reader: BlogReader | undefined): boolean {
  const status = statusOf(row);
  if (status === 'published' || reader?.isStaff) return true;
  return status === 'pending_verification' && reader?.userId === row.authorId;
}

export interface ChangeBlogPostOptions {
  authorId: number;
  id: number;
}

/** The blog of product.md §5 and §7 (decision 016). */
export function createBlogService({ database, catalog, blogImages }: BlogServiceDependencies) {
  const { db } = database;

  /** Newest first, with the number of all posts for X-Total-Count. */
  async function listBlogPosts(
    options: ListBlogPostsOptions,
  ): Promise<{ posts: Array<TBlogPost | TBlogCard>; total: number }> {
    const withContent = options.view === 'full';
    const limit = withContent ? Math.min(options.limit, fullPostsMaxLimit) : options.limit;
    const [rows, total] = await Promise.all([
      findBlogPosts(db, { limit, offset: options.offset, withContent, language: options.language }),
      countBlogPosts(db, options.language),
    ]);
    const posts = await Promise.all(
      rows.map((row) => (withContent ? presentPost(row, catalog) : presentCard(row, catalog))),
    );
    return { posts, total };
  }

  async function listMyBlogPosts(options: { authorId: number }): Promise<TBlogPost[]> {
    const rows = await findBlogPostsByAuthor(db, options.authorId);
    return Promise.all(rows.map((row) => presentPost(row, catalog)));
  }

  /**
   * GET /api/users/blogs/{id}/: a public post for everyone. A post waiting for its author's
   * verification is also shown to its author, as a preview, and to staff; a hidden one to staff
   * (decision 056). Anyone else gets the 404 of a post that does not exist.
   */
  async function getBlogPost(options: { id: number; reader?: BlogReader | undefined }): Promise<TBlogPost> {
    const row = await findBlogPost(db, options.id, { publicOnly: false });
    if (!row || !mayRead(row, options.reader)) throw new NotFound('blog_not_found');
    return presentPost(row, catalog);
  }

  async function createBlogPost(options: WriteBlogPostOptions): Promise<TBlogPost> {
    const { authorId, body } = options;
    const prepared = await prepare(authorId, body);
    const id = await insertBlogPost(db, { authorId, title: body.title, excerpt: body.excerpt ?? '', ...prepared });
    return presentPost(await loadPost(id), catalog);
  }

  /** Replaces title and content of the user's own post; another user's post is 403. */
  async function updateBlogPost(options: ChangeBlogPostOptions & { body: TBlogBody }): Promise<TBlogPost> {
    const { authorId, id, body } = options;
    const previous = await findOwnPost(options);
    const prepared = await prepare(authorId, body, previous.title);
    await updateBlogPostRow(db, id, {
      title: body.title,
      ...(body.excerpt === undefined ? {} : { excerpt: body.excerpt }),
      ...prepared,
    });
    await removeUnusedImages(authorId, previous.content ?? '', prepared.content);
    return presentPost(await loadPost(id), catalog);
  }

  async function deleteBlogPost(options: ChangeBlogPostOptions): Promise<void> {
    const previous = await findOwnPost(options);
    await deleteBlogPostRow(db, options.id);
    await removeUnusedImages(options.authorId, previous.content ?? '', '');
  }

  async function prepare(authorId: number, body: TBlogBody, previousTitle?: string): Promise<PreparedContent> {
    // The limit of decision 016 is on what the author sends, images included (413 above it).
    if (Buffer.byteLength(body.content, 'utf8') > blogContentMaxBytes)
      throw new PayloadTooLarge('blog_content_too_large');
    const storedNow: string[] = [];
    try {
      const prepared = await prepareBlogContent({
        html: body.content,
        title: body.title,
        lang: body.lang,
        previousTitle,
        images: {
          measure: (image) => blogImages.measure(image),
          store: async (image) => {
            const stored = await blogImages.save(image, authorId);
            storedNow.push(stored.key);
            return stored;
          },
        },
      });
      // Escaping can make the stored HTML larger than what was sent ('<' becomes '&lt;'): bounded too.
      if (Buffer.byteLength(prepared.content, 'utf8') > storedContentMaxBytes) {
        throw new PayloadTooLarge('blog_content_too_large');
      }
      return prepared;
    } catch (error) {
      // A refused image, content too large or empty: the images this attempt stored belong to no post.
      await Promise.all(storedNow.map((key) => blogImages.remove(key)));
      throw error;
    }
  }

  async function loadPost(id: number): Promise<BlogPostRow> {
    const row = await findBlogPost(db, id, { publicOnly: false });
    if (!row) throw new Error(`blog post ${id} vanished after saving`);
    return row;
  }

  /** 404 when the post does not exist, 403 when it belongs to someone else (product.md §10). */
  async function findOwnPost(options: ChangeBlogPostOptions): Promise<BlogPostRow> {
    const row = await findBlogPost(db, options.id, { publicOnly: false });
    if (!row) throw new NotFound('blog_not_found');
    if (row.authorId !== options.authorId) throw new Forbidden('not_blog_author');
    return row;
  }

  /**
   * Deletes the stored images the previous version showed and no post shows any more, when they
   * are the author's own (a post may show another author's /media address; it never deletes it).
   * Runs after the row changed, so the check sees the new state.
   */
  async function removeUnusedImages(authorId: number, before: string, after: string): Promise<void> {
    const kept = storedImageKeys(after);
    for (const key of storedImageKeys(before)) {
      if (kept.has(key) || blogImageKeyPattern.exec(key)?.[1] !== String(authorId)) continue;
      // The same address may have been pasted into another post (the author's or anyone's).
      if (!(await isImageKeyShown(db, key))) await blogImages.remove(key);
    }
  }

  return {
    listBlogPosts,
    listMyBlogPosts,
    getBlogPost,
    createBlogPost,
    updateBlogPost,
    deleteBlogPost,
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
