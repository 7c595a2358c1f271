import { eq, sql } from 'drizzle-orm';
import { blogContentMaxBytes, slugifySpeciality, type TBlogBody, type TBlogCard, type TBlogPost } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { AppError, Forbidden, NotFound } from '../../errors.ts';
import { blogImageKeyPattern, type BlogImageStore } from '../../media/blog-image-store.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { prepareBlogContent, storedImageKeys } from './blog-content.ts';
import { findBlogPost, type BlogPostRow } from './blog-repository.ts';

/** What is stored may be at most this large, whatever escaping added to what was sent. */
const storedContentMaxBytes = 2 * blogContentMaxBytes;

export interface BlogDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  blogImages: BlogImageStore;
}

/** Creates a post by the signed-in user (the token decides the author, whatever `author` says). */
export async function createBlogPost(deps: BlogDependencies, authorId: number, body: TBlogBody): Promise<TBlogPost> {
  const prepared = await prepare(deps, authorId, body);
  const [saved] = await deps.database.db
    .insert(blogPosts)
    .values({ authorId, title: body.title, excerpt: body.excerpt ?? '', ...prepared })
    .returning({ id: blogPosts.id });
  return presentPost(deps, await loadPost(deps, saved?.id));
}

/** Replaces title and content of the user's own post; another user's post is 403. */
export async function updateBlogPost(
  deps: BlogDependencies,
  authorId: number,
  id: number,
  body: TBlogBody,
): Promise<TBlogPost> {
  const previous = await ownPost(deps, authorId, id);
  const prepared = await prepare(deps, authorId, body, previous.title);
  await deps.database.db
    .update(blogPosts)
    .set({
      title: body.title,
      ...(body.excerpt === undefined ? {} : { excerpt: body.excerpt }),
      ...prepared,
      updatedAt: sql`now()`,
    })
    .where(eq(blogPosts.id, id));
  await removeUnusedImages(deps, authorId, previous.content ?? '', prepared.content);
  return presentPost(deps, await loadPost(deps, id));
}

export async function deleteBlogPost(deps: BlogDependencies, authorId: number, id: number): Promise<void> {
  const previous = await ownPost(deps, authorId, id);
  await deps.database.db.delete(blogPosts).where(eq(blogPosts.id, id));
  await removeUnusedImages(deps, authorId, previous.content ?? '', '');
}

export async function presentPost(deps: Pick<BlogDependencies, 'catalog'>, row: BlogPostRow): Promise<TBlogPost> {
  return { ...(await presentCard(deps, row)), content: row.content ?? '' };
}

export async function presentCard(deps: Pick<BlogDependencies, 'catalog'>, row: BlogPostRow): Promise<TBlogCard> {
  const speciality = row.doctorSpecialityId ? await deps.catalog.specialityById(row.doctorSpecialityId) : undefined;
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    summary: row.summary,
    image: row.image,
    lang: row.lang,
    author: String(row.authorId),
    author_details: {
      name: `${row.authorFirstName} ${row.authorLastName}`.trim(),
      is_doctor: row.authorIsDoctor,
      doctor: row.doctorSlug
        ? { slug: row.doctorSlug, speciality_slug: slugifySpeciality(speciality?.labels.fr) }
        : null,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function prepare(deps: BlogDependencies, authorId: number, body: TBlogBody, previousTitle?: string) {
  // The limit of issue 6 is on what the author sends, images included (413 above it).
  if (Buffer.byteLength(body.content, 'utf8') > blogContentMaxBytes) throw new AppError(413, 'blog_content_too_large');
  const storedNow: string[] = [];
  try {
    const prepared = await prepareBlogContent({
      html: body.content,
      title: body.title,
      lang: body.lang,
      previousTitle,
      images: {
        measure: (image) => deps.blogImages.measure(image),
        store: async (image) => {
          const stored = await deps.blogImages.save(image, authorId);
          storedNow.push(stored.key);
          return stored;
        },
      },
    });
    // Escaping can make the stored HTML larger than what was sent ('<' becomes '&lt;'): bounded too.
    if (Buffer.byteLength(prepared.content, 'utf8') > storedContentMaxBytes) {
      throw new AppError(413, 'blog_content_too_large');
    }
    return prepared;
  } catch (error) {
    // A refused image, content too large or empty: the images this attempt stored belong to no post.
    await Promise.all(storedNow.map((key) => deps.blogImages.remove(key)));
    throw error;
  }
}

async function loadPost(deps: BlogDependencies, id: number | undefined): Promise<BlogPostRow> {
  const row = id === undefined ? undefined : await findBlogPost(deps.database.db, id);
  if (!row) throw new Error(`blog post ${id} vanished after saving`);
  return row;
}

/** 404 when the post does not exist, 403 when it belongs to someone else (product.md §10). */
async function ownPost(deps: BlogDependencies, authorId: number, id: number): Promise<BlogPostRow> {
  const row = await findBlogPost(deps.database.db, id);
  if (!row) throw new NotFound('blog_not_found');
  if (row.authorId !== authorId) throw new Forbidden('not_blog_author');
  return row;
}

/**
 * Deletes the stored images the previous version showed and no post shows any more,
 * when they are the author's own (a post may show another author's /media address; it never
 * deletes it). Runs after the row changed, so the `elsewhere` check sees the new state.
 */
async function removeUnusedImages(deps: BlogDependencies, authorId: number, before: string, after: string) {
  const kept = storedImageKeys(after);
  for (const key of storedImageKeys(before)) {
    if (kept.has(key) || blogImageKeyPattern.exec(key)?.[1] !== String(authorId)) continue;
    // The same address may have been pasted into another post (the author's or anyone's).
    const [elsewhere] = await deps.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(sql`strpos(${blogPosts.content}, ${key}) > 0`)
      .limit(1);
    if (!elsewhere) await deps.blogImages.remove(key);
  }
}
