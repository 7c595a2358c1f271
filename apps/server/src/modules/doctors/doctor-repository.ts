import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctors } from '../../db/schema/index.ts';

export const doctorColumns = {
  id: doctors.id,
  userId: doctors.userId,
  slug: doctors.slug,
  firstName: doctors.firstName,
  lastName: doctors.lastName,
  firstNameAr: doctors.firstNameAr,
  lastNameAr: doctors.lastNameAr,
  gender: doctors.gender,
  specialityId: doctors.specialityId,
  cityId: doctors.cityId,
  street: doctors.street,
  postalCode: doctors.postalCode,
  cityName: doctors.cityName,
  phone: doctors.phone,
  descriptionFr: doctors.descriptionFr,
  descriptionEn: doctors.descriptionEn,
  descriptionAr: doctors.descriptionAr,
  descriptionLang: doctors.descriptionLang,
  languages: doctors.languages,
  image: doctors.image,
  ratingCount: doctors.ratingCount,
  ratingHalfSum: doctors.ratingHalfSum,
  verifiedAt: doctors.verifiedAt,
};
/** A doctor row as the doctor queries read it. */
export interface DoctorRecord {
  id: number;
  userId: number | null;
  slug: string;
  firstName: string;
  lastName: string;
  /** The names in Arabic script, when known (directory listings): shown on Arabic pages. */
  firstNameAr: string | null;
  lastNameAr: string | null;
  gender: string;
  specialityId: number | null;
  cityId: number | null;
  street: string;
  postalCode: string;
  cityName: string;
  phone: string | null;
  descriptionFr: string;
  descriptionEn: string;
  descriptionAr: string;
  descriptionLang: string;
  languages: string[];
  image: string | null;
  ratingCount: number;
  ratingHalfSum: number;
  /** When a moderator verified the owner (decision 038); null for a listing nobody owns. */
  verifiedAt: Date | null;
}

/** The doctor page's lookup, prepared once per database: no SQL building or planning per request. */
const slugLookups = new WeakMap<Db, { execute(values: { slug: string }): Promise<DoctorRecord[]> }>();

export async function findDoctorBySlug(db: Db, slug: string): Promise<DoctorRecord | undefined> {
  let lookup = slugLookups.get(db);
  if (!lookup) {
    lookup = db
      .select(doctorColumns)
      .from(doctors)
      // A pending account's page answers 404 (decision 038).
      .where(and(eq(doctors.slug, sql.placeholder('slug')), eq(doctors.isPublic, true)))
      .limit(1)
      .prepare('doctor_public_by_slug');
    slugLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ slug });
  return row;
}

/** The reviews' and the booking block's lookup of a doctor, prepared once per database. */
const idLookups = new WeakMap<Db, { execute(values: { id: number }): Promise<DoctorRecord[]> }>();

/**
 * A doctor the public sees (a pending account's page is not one, decision 038). `lock`: the row
 * stays locked until the transaction ends (FOR UPDATE), so its writers queue.
 */
export async function findPublicDoctorById(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DoctorRecord | undefined> {
  if (options.lock) {
    const [row] = await db
      .select(doctorColumns)
      .from(doctors)
      .where(and(eq(doctors.id, id), eq(doctors.isPublic, true)))
      .limit(1)
      .for('update');
    return row;
  }
  let lookup = idLookups.get(db);
  if (!lookup) {
    lookup = db
      .select(doctorColumns)
      .from(doctors)
      .where(and(eq(doctors.id, sql.placeholder('id')), eq(doctors.isPublic, true)))
      .limit(1)
      .prepare('doctor_public_by_id');
    idLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id });
  return row;
}

/** What the profile shows of the doctor row an account owns. */
export interface OwnedDoctorRecord {
  id: number;
  slug: string;
  specialityId: number | null;
  descriptionFr: string;
  descriptionEn: string;
  descriptionAr: string;
  descriptionLang: string;
  languages: string[];
  image: string | null;
  /** The published name: a verified doctor's changes of name or speciality wait for review (decision 041). */
  firstName: string;
  lastName: string;
  verifiedAt: Date | null;
}

export async function findOwnedDoctor(db: Db, userId: number): Promise<OwnedDoctorRecord | undefined> {
  const [row] = await db
    .select({
      id: doctors.id,
      slug: doctors.slug,
      specialityId: doctors.specialityId,
      descriptionFr: doctors.descriptionFr,
      descriptionEn: doctors.descriptionEn,
      descriptionAr: doctors.descriptionAr,
      descriptionLang: doctors.descriptionLang,
      languages: doctors.languages,
      image: doctors.image,
      firstName: doctors.firstName,
      lastName: doctors.lastName,
      verifiedAt: doctors.verifiedAt,
    })
    .from(doctors)
    .where(eq(doctors.userId, userId))
    .limit(1);
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
 * Every slug that is `base` or `base-<n>`, in one query (issue 10, defect 10: one query per suffix
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
