import { eq } from 'drizzle-orm';
import { bayesianRankScore, foldSearchText } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { doctors } from '../../db/schema/index.ts';
import { createSlugAllocator, doctorNameSearch } from '../../seed/factories.ts';
import { Invalid } from '../../errors.ts';
import { isReasonableRichText, sanitizeRichText } from '../content/sanitize-rich-text.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { matchReference } from '../reference/reference-matcher.ts';

/** What an account that ticked "I am a doctor" shows in the directory. */
export interface OwnedDoctorFields {
  userId: number;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F' | null;
  phone: string | null;
  street: string;
  postalCode: string;
  city: string;
  /** Speciality as typed (any language, synonyms), resolved against the reference table; undefined keeps the current one. */
  speciality: string | undefined;
  description: string;
  image: string | null;
}

/** A free slug firstname-lastname, -2, -3… (product.md §10), checked against the table. */
async function allocateSlug(db: Db, firstName: string, lastName: string): Promise<string> {
  const allocate = createSlugAllocator();
  for (;;) {
    const slug = allocate(firstName, lastName);
    const [taken] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.slug, slug)).limit(1);
    if (!taken) return slug;
  }
}

/**
 * Creates or updates the doctor row an account owns (product.md §10: one table, `doctor_profile` on
 * the wire). The speciality must be one the directory knows; the description is sanitised HTML.
 */
export async function saveOwnedDoctor(db: Db, catalog: ReferenceCatalog, fields: OwnedDoctorFields): Promise<void> {
  if (!isReasonableRichText(fields.description)) {
    throw new Invalid('invalid_input', [{ field: 'doctor_profile.description', key: 'content_too_complex' }]);
  }
  let specialityId: number | null | undefined;
  if (fields.speciality === undefined) {
    specialityId = undefined;
  } else if (foldSearchText(fields.speciality)) {
    const [best] = matchReference(await catalog.specialities(), fields.speciality);
    if (!best) throw new Invalid('invalid_input', [{ field: 'doctor_profile.speciality', key: 'unknown_speciality' }]);
    specialityId = best.entry.id;
  } else {
    specialityId = null;
  }
  const [city] = fields.city ? matchReference(await catalog.cities(), fields.city) : [];
  const values = {
    firstName: fields.firstName,
    lastName: fields.lastName,
    gender: fields.gender ?? 'M',
    phone: fields.phone,
    street: fields.street,
    postalCode: fields.postalCode,
    cityName: city ? city.entry.labels.fr : fields.city,
    cityId: city?.entry.id ?? null,
    ...(specialityId === undefined ? {} : { specialityId }),
    description: sanitizeRichText(fields.description),
    image: fields.image,
    nameSearch: doctorNameSearch({ firstName: fields.firstName, lastName: fields.lastName }),
    updatedAt: new Date(),
  };
  const [existing] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.userId, fields.userId))
    .limit(1);
  if (existing) {
    await db.update(doctors).set(values).where(eq(doctors.id, existing.id));
    return;
  }
  await db.insert(doctors).values({
    ...values,
    userId: fields.userId,
    slug: await allocateSlug(db, fields.firstName, fields.lastName),
    rankScore: bayesianRankScore(0, 0),
  });
}

/** Unticking "I am a doctor" removes the doctor row: doctor fields are kept only for doctors (issue 4). */
export async function removeOwnedDoctor(db: Db, userId: number): Promise<boolean> {
  const removed = await db.delete(doctors).where(eq(doctors.userId, userId)).returning({ id: doctors.id });
  return removed.length > 0;
}
