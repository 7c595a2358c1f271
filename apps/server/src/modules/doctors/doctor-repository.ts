import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-statement-cache.ts';
import { doctors } from '../../db/schema/index.ts';
import { doctorColumns, type DoctorRecord } from './doctor-columns.ts';
import { practiceKeys } from './practice-presenter.ts';

/** The public doctor with this column value, at most one row (a pending account's is not public, decision 038). */
function publicDoctorWhere(db: Db, condition: SQL) {
  return db
    .select(doctorColumns)
    .from(doctors)
    .where(and(condition, eq(doctors.isPublic, true)))
    .limit(1);
}

/** The doctor page's lookup. */
const slugLookup = preparedPerDatabase((db) =>
  publicDoctorWhere(db, eq(doctors.slug, sql.placeholder('slug'))).prepare('doctor_public_by_slug'),
);

/** The reviews' and follows' lookup of a doctor by id. */
const idLookup = preparedPerDatabase((db) =>
  publicDoctorWhere(db, eq(doctors.id, sql.placeholder('id'))).prepare('doctor_public_by_id'),
);

export async function findDoctorBySlug(db: Db, slug: string): Promise<DoctorRecord | undefined> {
  const [row] = await slugLookup(db).execute({ slug });
  return row;
}

/** The page an account owns, public or not: its owner's preview (decision 056). */
export async function findDoctorOwnedBy(db: Db, userId: number): Promise<DoctorRecord | undefined> {
  const [row] = await db.select(doctorColumns).from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row;
}

/**
 * A doctor the public sees (a pending account's page is not one, decision 038). `lock`: the row
 * stays locked until the transaction ends (FOR UPDATE), so its writers queue.
 */
export async function findPublicDoctorById(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DoctorRecord | undefined> {
  const [row] = options.lock
    ? await publicDoctorWhere(db, eq(doctors.id, id)).for('update')
    : await idLookup(db).execute({ id });
  return row;
}

/**
 * What the profile shows of the doctor row an account owns. The name is the published one: a
 * verified doctor's changes of name or speciality wait for review (decision 041); the names in
 * Arabic script are those the doctor gave, null when none.
 */
const ownedDoctorKeys = [
  'id',
  'slug',
  'specialityId',
  'descriptionFr',
  'descriptionEn',
  'descriptionAr',
  'descriptionLang',
  'languages',
  'image',
  'firstName',
  'lastName',
  'firstNameAr',
  'lastNameAr',
  'verifiedAt',
  'quarterId',
  'latitude',
  'longitude',
  'locationSource',
  ...practiceKeys,
] as const;
export type OwnedDoctorRecord = Pick<DoctorRecord, (typeof ownedDoctorKeys)[number]>;
const ownedDoctorColumns = Object.fromEntries(ownedDoctorKeys.map((key) => [key, doctorColumns[key]])) as Pick<
  typeof doctorColumns,
  (typeof ownedDoctorKeys)[number]
>;

export async function findOwnedDoctor(db: Db, userId: number): Promise<OwnedDoctorRecord | undefined> {
  const [row] = await db.select(ownedDoctorColumns).from(doctors).where(eq(doctors.userId, userId)).limit(1);
  return row;
}

export type NewDoctorRow = typeof doctors.$inferInsert;

export async function insertDoctor(db: Db, row: NewDoctorRow): Promise<void> {
  await db.insert(doctors).values(row);
}

export async function updateDoctor(db: Db, id: number, changes: Partial<NewDoctorRow>): Promise<void> {
  await db.update(doctors).set(changes).where(eq(doctors.id, id));
}

/** Removes the doctor row an account owns; whether there was one. */
export async function deleteOwnedDoctor(db: Db, userId: number): Promise<boolean> {
  const removed = await db.delete(doctors).where(eq(doctors.userId, userId)).returning({ id: doctors.id });
  return removed.length > 0;
}

/**
 * A page back in the directory with nobody's name on it (decision 050): no owner, not verified, and
 * without what the owner wrote or uploaded (photo, descriptions, access notes of decision 074).
 * `updated_at` moves, so the sitemaps and the read caches see it.
 */
export async function returnToDirectory(db: Db, doctorId: number): Promise<void> {
  await db
    .update(doctors)
    .set({
      userId: null,
      verifiedAt: null,
      image: null,
      descriptionFr: '',
      descriptionEn: '',
      descriptionAr: '',
      accessNoteFr: '',
      accessNoteEn: '',
      accessNoteAr: '',
      updatedAt: sql`now()`,
    })
    .where(eq(doctors.id, doctorId));
}

/**
 * Every slug that is `base` or `base-<n>`, in one query (one query per suffix
 * made the 200th "Dr. X Y" 2.5 times slower to register than the first). The LIKE prefix is served
 * by the index doctors_slug_prefix; the suffix must be digits, so "base-x" does not count.
 */
export async function findSlugsOfBase(db: Db, base: string): Promise<string[]> {
  const prefix = `${base.replace(/[\\%_]/g, '\\$&')}-%`;
  const rows = await db
    .select({ slug: doctors.slug })
    .from(doctors)
    .where(
      sql`${doctors.slug} = ${base} or (${doctors.slug} like ${prefix} and substr(${doctors.slug}, char_length(${base}) + 2) ~ '^[0-9]+$')`,
    );
  return rows.map((row) => row.slug);
}
