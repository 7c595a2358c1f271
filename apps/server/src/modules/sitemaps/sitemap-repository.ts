import { and, eq, gte, lt, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoInstant } from '../../db/instants.ts';
import { blogPosts, doctors } from '../../db/schema/index.ts';
import { authorIsPublic } from '../blogs/index.ts';

/**
 * Doctors, and articles, per sitemap file, by id range: three addresses each (fr, en, ar), under
 * the 50,000 of a file; ranges of ids keep a file's address when rows are added elsewhere.
 */
export const rowsPerFile = 16_000;

/** The number of the file an id falls in. */
function fileOf(id: Column) {
  return sql<number>`(${id} / ${rowsPerFile})::int`;
}

/** The ids of one file's range. */
function inRange(id: Column, file: number) {
  return and(gte(id, file * rowsPerFile), lt(id, (file + 1) * rowsPerFile));
}

/**
 * What a doctors file is made of, in a few bytes: how many public doctors its id range holds, the
 * sum of their ids and their last change. Every write to what a file shows (slug, speciality, and
 * whether the doctor is public) either changes who is in the range or sets `updated_at`, so a file
 * cached under an equal version is the file the database would give now.
 */
const fileVersion = sql<string>`count(*) || ':' || sum(${doctors.id}) || ':' || ${isoInstant(sql`max(${doctors.updatedAt})`)}`;

/** The doctor files of the sitemap index: each id range that holds public doctors, its last change and version. */
export async function findDoctorFiles(db: Db): Promise<Array<{ file: number; lastmod: string; version: string }>> {
  const rows = await db
    .select({
      file: fileOf(doctors.id),
      lastmod: isoInstant(sql`max(${doctors.updatedAt})`),
      version: fileVersion,
    })
    .from(doctors)
    .where(eq(doctors.isPublic, true))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ file: Number(row.file), lastmod: row.lastmod, version: row.version }));
}

/** One doctors file's version (as `findDoctorFiles` gives it), or undefined when its range holds no public doctor. */
export async function findDoctorFileVersion(db: Db, file: number): Promise<string | undefined> {
  const [row] = await db
    .select({ version: fileVersion })
    .from(doctors)
    .where(inFile(file))
    .having(sql`count(*) > 0`);
  return row?.version;
}

function inFile(file: number) {
  return and(eq(doctors.isPublic, true), inRange(doctors.id, file));
}

/** The public doctors of one file's id range. */
export async function findDoctorsOfFile(db: Db, file: number) {
  return db
    .select({
      slug: doctors.slug,
      specialityId: doctors.specialityId,
      lastmod: isoInstant(doctors.updatedAt),
    })
    .from(doctors)
    .where(inFile(file))
    .orderBy(doctors.id);
}

/** The article files of the sitemap index: each id range that holds articles the public reads, and its last change. */
export async function findArticleFiles(db: Db): Promise<Array<{ file: number; lastmod: string }>> {
  const rows = await db
    .select({
      file: fileOf(blogPosts.id),
      lastmod: isoInstant(sql`max(${blogPosts.updatedAt})`),
    })
    .from(blogPosts)
    .where(authorIsPublic)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ file: Number(row.file), lastmod: row.lastmod }));
}

/** The articles the public reads in one file's id range. */
export async function findArticlesOfFile(db: Db, file: number) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      lastmod: isoInstant(blogPosts.updatedAt),
    })
    .from(blogPosts)
    .where(and(authorIsPublic, inRange(blogPosts.id, file)))
    .orderBy(blogPosts.id);
}
