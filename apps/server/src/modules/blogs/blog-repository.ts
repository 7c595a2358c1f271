import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
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
}

const { content: contentColumn, ...cardColumns } = getTableColumns(blogPosts);

function selectPosts(db: Db, withContent: boolean) {
  return db
    .select({
      ...cardColumns,
      // Cards leave the HTML (up to 400 KB a post) in the database.
      content: withContent ? contentColumn : sql<string | null>`null`,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorIsDoctor: users.isDoctor,
      doctorSlug: doctors.slug,
      doctorSpecialityId: doctors.specialityId,
    })
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(doctors, eq(doctors.userId, blogPosts.authorId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

function toRow(row: SelectedRow): BlogPostRow {
  return { ...row, lang: row.lang as Locale };
}

/** Newest first, ties broken by id so that pages never repeat or skip a post (index blog_posts_created). */
export async function listBlogPosts(
  db: Db,
  page: { limit: number; offset: number; withContent: boolean },
): Promise<BlogPostRow[]> {
  const rows = await selectPosts(db, page.withContent)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toRow);
}

export async function countBlogPosts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts);
  return row?.total ?? 0;
}

export async function listBlogPostsByAuthor(db: Db, authorId: number): Promise<BlogPostRow[]> {
  const rows = await selectPosts(db, true)
    .where(eq(blogPosts.authorId, authorId))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toRow);
}

export async function findBlogPost(db: Db, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await selectPosts(db, true).where(eq(blogPosts.id, id));
  return row ? toRow(row) : undefined;
}
