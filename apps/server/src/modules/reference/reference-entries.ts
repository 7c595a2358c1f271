import { buildCityRows, buildQuarterRows, buildSpecialityRows } from '../../db/reference/reference-rows.ts';
import type { ReferenceEntry } from './reference-matcher.ts';

/** A quarter's entry straight from the reference lists, its city named by slug (decision 077). */
export interface QuarterReferenceEntry extends ReferenceEntry {
  citySlug: string;
  centre: { latitude: number; longitude: number };
}

interface Row {
  id: number;
  slug: string;
  labelFr: string;
  labelEn: string;
  labelAr: string;
  searchTerms: string;
  weight: number;
}

/** The entry the catalogue would read from the row's table, built without a database. */
function entryOfRow(row: Row): ReferenceEntry {
  return {
    id: row.id,
    slug: row.slug,
    labels: { fr: row.labelFr, en: row.labelEn, ar: row.labelAr },
    terms: row.searchTerms.split(' | '),
    weight: row.weight,
  };
}

/**
 * The specialities, cities and quarters as matcher entries, from the reference lists rather than
 * the database: for tests of matching and for measuring it (the test set of decision 077).
 */
export function buildReferenceEntries(): {
  specialities: ReferenceEntry[];
  cities: ReferenceEntry[];
  quarters: QuarterReferenceEntry[];
} {
  return {
    specialities: buildSpecialityRows().map(entryOfRow),
    cities: buildCityRows().map((row) => ({
      ...entryOfRow(row),
      centre: { latitude: row.latitude, longitude: row.longitude },
    })),
    quarters: buildQuarterEntries(),
  };
}

/** The quarters of `quarters.ts` as matcher entries, ids in list order like `buildQuarterRows()`. */
export function buildQuarterEntries(): QuarterReferenceEntry[] {
  return buildQuarterRows().map((row) => ({
    ...entryOfRow(row),
    citySlug: row.citySlug,
    centre: { latitude: row.latitude, longitude: row.longitude },
  }));
}
