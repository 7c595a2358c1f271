import {
  bayesianRankScore,
  foldSearchText,
  locales,
  type Locale,
  type TDescriptions,
  type TPracticeChanges,
} from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { Invalid } from '../../errors.ts';
import { isReasonableRichText, richTextToPlain, sanitizeRichText } from '../content/sanitize-rich-text.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { matchReference } from '../reference/reference-matcher.ts';
import { applyDescriptionChanges, type StoredDescriptions } from './doctor-descriptions.ts';
import { allocateFreeSlug, foldDoctorNames } from './doctor-naming.ts';
import { practiceColumnsOf, type PracticeColumns } from './practice-changes.ts';
import { deletePracticePhotosOf } from './practice-photo-repository.ts';
import { withdrawIdentityChange } from '../verification/index.ts';
import {
  deleteOwnedDoctor,
  findOwnedDoctor,
  insertDoctor,
  returnToDirectory,
  updateDoctor,
} from './doctor-repository.ts';

/** What an account that ticked "I am a doctor" writes about its practice (product.md §3). */
export interface OwnedDoctorInput {
  /** Speciality as typed (any language, synonyms); undefined keeps the current one, '' clears it. */
  speciality: string | undefined;
  city: string;
  /** HTML from the editor (sanitised here), by language; a language left out keeps its text. */
  descriptions?: Partial<TDescriptions> | undefined;
  /** The single description of a client written before decision 035. */
  description?: string | undefined;
  /** Languages the doctor consults in; undefined keeps them. */
  languages?: string[] | undefined;
  /** Cover, payment and access as the form changed them (decision 074); undefined keeps them. */
  practice?: TPracticeChanges | undefined;
  /** The doctor row as it is, when the account has one. */
  current?: StoredDescriptions | undefined;
  /** The request's language. */
  locale: Locale;
}

/** The practice checked and resolved against the reference tables, ready to be written. */
export interface PreparedPractice {
  /** undefined keeps the speciality the row has. */
  specialityId: number | null | undefined;
  cityId: number | null;
  cityName: string;
  descriptions: StoredDescriptions;
  /** undefined keeps the languages the row has. */
  languages: string[] | undefined;
  /** The practice columns changed (decision 074); the others keep their values. */
  practiceColumns: PracticeColumns;
}

/**
 * Checks and resolves what the account typed: the description must be HTML of a reasonable shape
 * (sanitised with the editor's allow-list, product.md §10), the speciality one the directory knows.
 * Runs before the caller's transaction: the catalogue may load itself through its own query, which
 * on PGlite's single connection would wait for that transaction forever.
 */
export async function preparePractice(catalog: ReferenceCatalog, input: OwnedDoctorInput): Promise<PreparedPractice> {
  const written = Object.entries({ ...input.descriptions, '': input.description }).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const tooComplex = written.filter(([, html]) => !isReasonableRichText(html));
  if (tooComplex.length) {
    throw new Invalid(
      'invalid_input',
      tooComplex.map(([locale]) => ({
        field: locale ? `doctor_profile.descriptions.${locale}` : 'doctor_profile.description',
        key: 'content_too_complex',
      })),
    );
  }
  // A description with nothing to read (an emptied editor's "<p></p>") is no description.
  const sanitize = (html: string | undefined) => {
    if (html === undefined) return undefined;
    const clean = sanitizeRichText(html);
    return richTextToPlain(clean) || /<img\b/i.test(clean) ? clean : '';
  };
  let specialityId: number | null | undefined;
  if (input.speciality === undefined) {
    specialityId = undefined;
  } else if (foldSearchText(input.speciality)) {
    const [best] = matchReference(await catalog.specialities(), input.speciality);
    if (!best) throw new Invalid('invalid_input', [{ field: 'doctor_profile.speciality', key: 'unknown_speciality' }]);
    specialityId = best.entry.id;
  } else {
    specialityId = null;
  }
  const [city] = input.city ? matchReference(await catalog.cities(), input.city) : [];
  return {
    specialityId,
    cityId: city?.entry.id ?? null,
    cityName: city ? city.entry.labels.fr : input.city,
    descriptions: applyDescriptionChanges(input.current, {
      descriptions: input.descriptions
        ? Object.fromEntries(locales.map((locale) => [locale, sanitize(input.descriptions?.[locale])]))
        : undefined,
      legacy: sanitize(input.description),
      locale: input.locale,
    }),
    // Each language once, in the doctor's order.
    languages: input.languages ? [...new Set(input.languages)] : undefined,
    practiceColumns: practiceColumnsOf(input.practice),
  };
}

/** The doctor row of an account, as the account's own fields and its prepared practice make it. */
export interface OwnedDoctorFields {
  userId: number;
  firstName: string;
  lastName: string;
  /** The names in Arabic script: undefined keeps them, null removes them (decision 055). */
  firstNameAr?: string | null | undefined;
  lastNameAr?: string | null | undefined;
  gender: 'M' | 'F' | null;
  phone: string | null;
  street: string;
  postalCode: string;
  image: string | null;
  practice: PreparedPractice;
}

/**
 * Creates or updates the doctor row an account owns (product.md §10: one table, `doctor_profile`
 * on the wire), in the caller's transaction `db`. A new row gets a free slug and the prior rank.
 */
export async function saveOwnedDoctor(db: Db, fields: OwnedDoctorFields): Promise<void> {
  const { practice } = fields;
  const existing = await findOwnedDoctor(db, fields.userId);
  const arabicNames = {
    firstNameAr: fields.firstNameAr === undefined ? (existing?.firstNameAr ?? null) : fields.firstNameAr,
    lastNameAr: fields.lastNameAr === undefined ? (existing?.lastNameAr ?? null) : fields.lastNameAr,
  };
  const values = {
    firstName: fields.firstName,
    lastName: fields.lastName,
    ...arabicNames,
    gender: fields.gender ?? 'M',
    phone: fields.phone,
    street: fields.street,
    postalCode: fields.postalCode,
    cityName: practice.cityName,
    cityId: practice.cityId,
    ...(practice.specialityId === undefined ? {} : { specialityId: practice.specialityId }),
    ...practice.descriptions,
    ...(practice.languages === undefined ? {} : { languages: practice.languages }),
    ...practice.practiceColumns,
    image: fields.image,
    nameSearch: foldDoctorNames({ ...fields, ...arabicNames }),
    updatedAt: new Date(),
  };
  if (existing) {
    await updateDoctor(db, existing.id, values);
    return;
  }
  // A simultaneous registration of the same name may take the slug between the read and the insert:
  // the insert runs in a savepoint, so the unique index's refusal leaves the transaction usable and
  // the slug is allocated again.
  for (let attempt = 1; ; attempt += 1) {
    const slug = await allocateFreeSlug(db, fields);
    try {
      await db.transaction((savepoint) =>
        insertDoctor(savepoint, { ...values, userId: fields.userId, slug, rankScore: bayesianRankScore(0, 0) }),
      );
      return;
    } catch (error) {
      if (attempt >= slugAttempts || !isUniqueViolation(error, 'doctors_slug_unique')) throw error;
    }
  }
}

/** How many times a registration allocates a slug before giving up on a run of collisions. */
const slugAttempts = 5;

/** What became of an account's page when the account let it go. */
export type ReleasedPage = 'none' | 'deleted' | 'returned';

/**
 * An account lets its page go: the account is deleted (decision 037) or unticks "I am a doctor"
 * (decision 050), in the caller's transaction, after its appointments ahead were cancelled.
 * - A page no moderator ever approved (pending or rejected) was never public and leaves with the
 *   account: it cannot have reviews, followers or appointments, and its self-written name,
 *   speciality, street and phone must not become a public listing.
 * - A page a moderator approved (the account's own, or a listing it claimed) goes back to the
 *   directory as a listing nobody owns: same id and slug, reviews and followers kept, without the
 *   photo, the practice photos and the descriptions and access notes the account wrote, not "Verified" any more, and any change of name
 *   or speciality still waiting for a moderator withdrawn.
 */
export async function releaseOwnedDoctor(db: Db, userId: number): Promise<ReleasedPage> {
  const page = await findOwnedDoctor(db, userId);
  if (!page) return 'none';
  if (!page.verifiedAt) {
    await deleteOwnedDoctor(db, userId);
    return 'deleted';
  }
  await withdrawIdentityChange(db, page.id);
  await returnToDirectory(db, page.id);
  // The practice photos are the account's uploads, as its photo is (decision 074).
  await deletePracticePhotosOf(db, page.id);
  return 'returned';
}
