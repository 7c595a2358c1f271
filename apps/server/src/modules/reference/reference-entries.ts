import { buildCityRows, buildQuarterRows, buildSpecialityRows } from '../../db/reference/reference-rows.ts';
import type { ReferenceEntry } from './reference-matcher.ts';
import { entryOf } from './reference-repository.ts';

/** A quarter's entry straight from the reference lists, its city named by slug (decision 077). */
export interface QuarterReferenceEntry extends ReferenceEntry {
  citySlug: string;
  centre: { latitude: number; longitude: number };
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
    specialities: buildSpecialityRows().map(entryOf),
    cities: buildCityRows().map((row) => ({
      ...entryOf(row),
      centre: { latitude: row.latitude, longitude: row.longitude },
    })),
    quarters: buildQuarterEntries(),
  };
}

/** The quarters of `quarters.ts` as matcher entries, ids in list order like `buildQuarterRows()`. */
export function buildQuarterEntries(): QuarterReferenceEntry[] {
  return buildQuarterRows().map((row) => ({
    ...entryOf(row),
    citySlug: row.citySlug,
    centre: { latitude: row.latitude, longitude: row.longitude },
  }));
}
