import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  smallint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, quarters, specialities } from './reference.ts';
import { users } from './users.ts';

/**
 * One table for both kinds of doctor (product.md §10, "Doctors: one table, two wire types"): a row
 * without `user_id` is a directory listing (wire type `doctor`), a row with one is owned by that
 * account (wire type `doctor_profile`, whose id is this row's id).
 *
 * The rating summary is kept on the row and updated in the review's transaction, so search can sort
 * by `rank_score` (the Bayesian average) through an index instead of aggregating reviews per query.
 * Ratings are stored in half-star units (1 to 10) to keep the arithmetic exact.
 */
export const doctors = pgTable(
  'doctors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    slug: text().notNull().unique(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** The name in Arabic script when known, so a name typed in Arabic finds the doctor. */
    firstNameAr: text(),
    lastNameAr: text(),
    gender: text().notNull(),
    specialityId: integer().references(() => specialities.id),
    cityId: integer().references(() => cities.id),
    street: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    /** City as written in the address; the label of `city_id` when the city is in the reference. */
    cityName: text().notNull().default(''),
    phone: text(),
    /**
     * The doctor's description in each language (decision 035): sanitised HTML
     * (product.md §10: the editor's allow-list), '' where the doctor has not written one.
     * `description_lang` is the doctor's own language: what a reader sees when their language has
     * no text.
     */
    descriptionFr: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    descriptionLang: text().notNull().default('fr'),
    /** Languages the doctor consults in (`spokenLanguageCodes`), in the doctor's order. */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Stored image key (its sized variants are in `media_files`), or null for the default image by gender. */
    image: text(),
    /**
     * When a moderator approved the owner's documents (decision 038); null for a listing
     * nobody owns and for an account's page not yet verified.
     */
    verifiedAt: timestamp({ withTimezone: true }),
    /**
     * Whether the public sees the doctor: a listing nobody owns, or an account's page once verified.
     * A pending account's page is in no search, count, name index, page or post list.
     */
    isPublic: boolean()
      .notNull()
      .generatedAlwaysAs(sql`user_id is null or verified_at is not null`),
    ratingCount: integer().notNull().default(0),
    ratingHalfSum: integer().notNull().default(0),
    rankScore: doublePrecision().notNull().default(0),
    /** Both names, in every script known, folded by `foldSearchText`. */
    nameSearch: text().notNull(),
    /**
     * The words of `name_search` (decision 032): what `doctor_name_words` and `doctor_name_ranks`
     * are kept from by the triggers of migrations 0008 and 0009.
     */
    nameWords: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`string_to_array(name_search, ' ')`),
    /**
     * What a visit costs and how it is paid (decision 074): whether the doctor is *conventionné*
     * with AMO, the schemes and insurers accepted (`coverage_schemes` codes) and other names the
     * doctor typed, third-party payment and the payment methods (`paymentMethodCodes`).
     */
    conventionne: boolean().notNull().default(false),
    coverage: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverageOther: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tiersPayant: boolean().notNull().default(false),
    paymentMethods: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    acceptsNewPatients: boolean().notNull().default(true),
    /**
     * Getting there (decision 074): the floor (0 the ground floor), a lift, parking, step-free
     * access (null: not said), and a note in each language the doctor wrote it in.
     */
    accessFloor: smallint(),
    accessLift: boolean(),
    accessParking: boolean(),
    accessStepFree: boolean(),
    accessNoteFr: text().notNull().default(''),
    accessNoteEn: text().notNull().default(''),
    accessNoteAr: text().notNull().default(''),
    /**
     * Kept by the triggers of migration 0029 (decision 074), for search and the result cards: the
     * lowest and highest price of the active visit types, and whether the weekly hours reach past
     * 18:00 on some day or open on Saturday.
     */
    priceMin: integer(),
    priceMax: integer(),
    opensEvening: boolean().notNull().default(false),
    opensSaturday: boolean().notNull().default(false),
    /**
     * Where the practice is (decision 079): its quarter (of `city_id`), and a point with its source,
     * `doctor` or `moderator` for a placed pin, `quarter` or `city` for that centre. The trigger of
     * migration 0030 keeps a point without a pin on its quarter's or city's centre.
     */
    quarterId: integer().references(() => quarters.id, { onDelete: 'set null' }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locationSource: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('doctors_access_floor_check', sql`${t.accessFloor} between -2 and 60`),
    check('doctors_gender_check', sql`${t.gender} in ('M', 'F')`),
    check('doctors_location_source_check', sql`${t.locationSource} in ('doctor', 'moderator', 'quarter', 'city')`),
    // Searches around a point in SQL (a name near me) read the doctors of a box through this index.
    index('doctors_earth').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('doctors_quarter').on(t.quarterId),
    check('doctors_description_lang_check', sql`${t.descriptionLang} in ('fr', 'en', 'ar')`),
    check(
      'doctors_rating_check',
      sql`${t.ratingCount} >= 0 and ${t.ratingHalfSum} between 0 and ${t.ratingCount} * 10`,
    ),
    // Slug allocation finds `base` and every `base-<n>` in one prefix scan;
    // the unique index cannot serve LIKE 'base-%' under a collation other than C.
    index('doctors_slug_prefix').on(t.slug.op('text_pattern_ops')),
    // Search (decision 011): filter by resolved ids, read in rank order (product.md §10: Bayesian score,
    // then review count, then name), stop after one page. NULLS FIRST matches a plain ORDER BY …
    // DESC (the columns are NOT NULL), without which no index could supply the order.
    index('doctors_rank').on(
      t.rankScore.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.lastName,
      t.firstName,
      t.id,
    ),
    index('doctors_speciality_rank').on(
      t.specialityId,
      t.rankScore.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.lastName,
      t.firstName,
      t.id,
    ),
    index('doctors_city_rank').on(
      t.cityId,
      t.rankScore.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.lastName,
      t.firstName,
      t.id,
    ),
    index('doctors_speciality_city_rank').on(
      t.specialityId,
      t.cityId,
      t.rankScore.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.lastName,
      t.firstName,
      t.id,
    ),
  ],
);

/**
 * Every word of every doctor's name, folded (a few thousand: names repeat): the vocabulary a typed
 * name is matched against, in each server's memory (decision 032). Kept by triggers on `doctors`
 * (migration 0008); `id` grows, so a server reads only the words added since it last looked. A word
 * no doctor has any more only costs a lookup.
 */
export const doctorNameWords = pgTable('doctor_name_words', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  word: text().notNull().unique(),
});

/**
 * One row per doctor and word of its name, with what a name search ranks and filters on (decision
 * 033): a name search reads the doctors of a word in rank order, and counts them, from the index
 * `doctor_name_ranks_by_word` alone (index-only scans), instead of visiting each match's wide row in
 * `doctors`. Kept by the triggers of migration 0009; the index, with its INCLUDE columns, is
 * declared there too (Drizzle cannot express INCLUDE).
 */
export const doctorNameRanks = pgTable(
  'doctor_name_ranks',
  {
    /** A `doctor_name_words` id (no foreign key: words are never deleted, and a bulk load skips 400,000 checks). */
    wordId: integer().notNull(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    rankScore: doublePrecision().notNull(),
    ratingCount: integer().notNull(),
    lastName: text().notNull(),
    firstName: text().notNull(),
    specialityId: integer(),
    cityId: integer(),
    gender: text().notNull(),
    /** Every word of the doctor's name (its `doctor_name_words` ids): the other typed words are checked on it. */
    wordIds: integer().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.wordId] })],
);

/**
 * The health-cover schemes and insurers a doctor may accept (decision 074): reference data with
 * names in the three languages, keyed on the scheme rather than the fund (public servants' AMO moves
 * from CNOPS to CNSS without a migration). `kind` groups them: 'amo', 'military', 'insurer',
 * 'mutual'. Loaded from db/reference/coverage.ts at start-up; staff may add rows.
 */
export const coverageSchemes = pgTable(
  'coverage_schemes',
  {
    code: text().primaryKey(),
    kind: text().notNull(),
    nameFr: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [check('coverage_schemes_kind_check', sql`${t.kind} in ('amo', 'military', 'insurer', 'mutual')`)],
);

/**
 * Up to six photos of the practice (decision 074), stored through the image pipeline (`image` is the
 * key of its sized variants in `media_files`), with an alternative text per language and an order.
 */
export const practicePhotos = pgTable(
  'practice_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    image: text().notNull(),
    altFr: text().notNull().default(''),
    altEn: text().notNull().default(''),
    altAr: text().notNull().default(''),
    position: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_photos_doctor').on(t.doctorId, t.position),
    check('practice_photos_position_check', sql`${t.position} between 0 and 5`),
  ],
);
