import { boolean, doublePrecision, index, integer, pgTable, real, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Specialities and cities are small reference tables (product.md §10, "Doctors"): the search resolves
 * what a patient typed against their labels and synonyms first, then filters doctors by id.
 * `search_terms` holds every label and synonym folded by `foldSearchText`, one per array element.
 */
export const specialities = pgTable(
  'specialities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    labelFr: text().notNull(),
    labelEn: text().notNull(),
    labelAr: text().notNull(),
    /** The title for a woman practitioner (decision 034); English titles are epicene. */
    labelFrFeminine: text(),
    labelArFeminine: text(),
    fieldAr: text().notNull(),
    isPhysician: boolean().notNull().default(true),
    synonyms: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    searchTerms: text().notNull(),
    weight: real().notNull().default(1),
  },
  (t) => [index('specialities_search_terms_trgm').using('gin', sql`${t.searchTerms} gin_trgm_ops`)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    labelFr: text().notNull(),
    labelEn: text().notNull(),
    labelAr: text().notNull(),
    region: text().notNull(),
    postalCode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    synonyms: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    searchTerms: text().notNull(),
    weight: real().notNull().default(1),
  },
  (t) => [index('cities_search_terms_trgm').using('gin', sql`${t.searchTerms} gin_trgm_ops`)],
);

/**
 * The quarters of the largest cities (decision 077), written from `quarters.ts` at every start like
 * the cities, by city and slug, so that the ids doctors reference never change (decision 079). A
 * doctor's practice is in one of them; its centre is the doctor's point until a pin is placed.
 */
export const quarters = pgTable(
  'quarters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    slug: text().notNull(),
    labelFr: text().notNull(),
    labelEn: text().notNull(),
    labelAr: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    synonyms: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    searchTerms: text().notNull(),
    weight: real().notNull().default(1),
  },
  (t) => [unique('quarters_city_slug').on(t.cityId, t.slug)],
);
