import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Locale } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { blogPosts, doctors, users } from '../../db/schema/index.ts';

/** A post row with what readers see of its author. */
export interface BlogPostRow {
  id: number;
  authorId: number;
  title: string;
  content: string | null;
  excerpt: string;
  summary: string;
  image: string | null;
  lang: Locale;
  createdAt: Date;
  updatedAt: Date;
  authorFirstName: string;
  authorLastName: string;
  authorIsDoctor: boolean;
  doctorSlug: string | null;
  doctorSpecialityId: number | null;
  /** When a moderator hid the post (decision 039). */
  hiddenAt: Date | null;
  /** Whether the author's doctor page is public (true for an author without one). */
  authorPagePublic: boolean;
}

const { content: contentColumn, ...cardColumns } = getTableColumns(blogPosts);

/**
 * A post's author and their doctor page are one row each, read by key per post (lateral, `limit 1`
 * so the planner cannot flatten them into a join). As plain joins, the planner sometimes merged the
 * whole users table in id order to find one new author: 40 ms instead of 0.5 (the mixed load of docs/performance.md).
 */
function selectPosts(db: Db, withContent: boolean) {
  const author = db
    .select({ firstName: users.firstName, lastName: users.lastName, isDoctor: users.isDoctor })
    .from(users)
    .where(eq(users.id, blogPosts.authorId))
    .limit(1)
    .as('author');
  const page = db
    .select({ slug: doctors.slug, specialityId: doctors.specialityId, isPublic: doctors.isPublic })
    .from(doctors)
    .where(eq(doctors.userId, blogPosts.authorId))
    .limit(1)
    .as('author_page');
  return db
    .select({
      ...cardColumns,
      // Cards leave the HTML (up to 400 KB a post) in the database.
      content: withContent ? contentColumn : sql<string | null>`null`,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      authorIsDoctor: author.isDoctor,
      doctorSlug: page.slug,
      doctorSpecialityId: page.specialityId,
      authorPagePublic: page.isPublic,
    })
    .from(blogPosts)
    .innerJoinLateral(author, sql`true`)
    .leftJoinLateral(page, sql`true`);
}

/**
 * The public sees a post unless a moderator hid it (decision 039) or its author owns a doctor page
 * that is not public: a pending doctor's posts wait for the verification (decision 038); the
 * author still sees them.
 */
export const authorIsPublic = sql`${blogPosts.hiddenAt} is null and not exists (select 1 from ${doctors} where ${doctors.userId} = ${blogPosts.authorId} and not ${doctors.isPublic})`;

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

function toRow(row: SelectedRow): BlogPostRow {
  // No doctor page (a patient author): nothing to wait for.
  return { ...row, lang: row.lang as Locale, authorPagePublic: row.authorPagePublic ?? true };
}

/**
 * Newest first, ties broken by id so that pages never repeat or skip a post (index blog_posts_created,
 * or blog_posts_lang_created for one language).
 */
export async function findBlogPosts(
  db: Db,
  page: { limit: number; offset: number; withContent: boolean; language?: Locale | undefined },
): Promise<BlogPostRow[]> {
  const rows = await selectPosts(db, page.withContent)
    .where(and(authorIsPublic, page.language ? eq(blogPosts.lang, page.language) : undefined))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toRow);
}

export async function countBlogPosts(db: Db, language?: Locale): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(blogPosts)
    .where(and(authorIsPublic, language ? eq(blogPosts.lang, language) : undefined));
  return row?.total ?? 0;
}

export async function findBlogPostsByAuthor(db: Db, authorId: number): Promise<BlogPostRow[]> {
  const rows = await selectPosts(db, true)
    .where(eq(blogPosts.authorId, authorId))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toRow);
}

/** A post by id; `publicOnly`: as the public sees it (none while its author is a pending doctor). */
export async function findBlogPost(
  db: Db,
  id: number,
  options: { publicOnly: boolean },
): Promise<BlogPostRow | undefined> {
  const [row] = await selectPosts(db, true).where(
    and(eq(blogPosts.id, id), options.publicOnly ? authorIsPublic : undefined),
  );
  return row ? toRow(row) : undefined;
}

export type NewBlogPostRow = typeof blogPosts.$inferInsert;

export async function insertBlogPost(db: Db, row: NewBlogPostRow): Promise<number> {
  const [saved] = await db.insert(blogPosts).values(row).returning({ id: blogPosts.id });
  if (!saved) throw new Error('insert returned no blog post');
  return saved.id;
}

export async function updateBlogPostRow(db: Db, id: number, changes: Partial<NewBlogPostRow>): Promise<void> {
  await db
    .update(blogPosts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id));
}

export async function deleteBlogPostRow(db: Db, id: number): Promise<void> {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}

/** Whether any post's content still shows the stored image `key` (a post may show another's image). */
export async function isImageKeyShown(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(sql`strpos(${blogPosts.content}, ${key}) > 0`)
    .limit(1);
  return row !== undefined;
}
