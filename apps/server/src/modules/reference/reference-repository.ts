import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, quarters, specialities } from '../../db/schema/index.ts';
import type { ReferenceEntry } from './reference-matcher.ts';

type ReferenceTable = typeof specialities | typeof cities | typeof quarters;

/** The columns every reference entry is made of. */
function entryColumns(table: ReferenceTable) {
  return {
    id: table.id,
    slug: table.slug,
    labelFr: table.labelFr,
    labelEn: table.labelEn,
    labelAr: table.labelAr,
    searchTerms: table.searchTerms,
    weight: table.weight,
  };
}

/** A reference table's row as entries are made of it (from the database or the reference lists). */
export interface EntryRow {
  id: number;
  slug: string;
  labelFr: string;
  labelEn: string;
  labelAr: string;
  searchTerms: string;
  weight: number;
}

export function entryOf(row: EntryRow): ReferenceEntry {
  return {
    id: row.id,
    slug: row.slug,
    labels: { fr: row.labelFr, en: row.labelEn, ar: row.labelAr },
    terms: row.searchTerms.split(' | '),
    weight: row.weight,
  };
}

/** Specialities also carry the titles of women practitioners (decision 034), read in the same query. */
export async function findSpecialityEntries(db: Db): Promise<ReferenceEntry[]> {
  const rows = await db
    .select({
      ...entryColumns(specialities),
      labelFrFeminine: specialities.labelFrFeminine,
      labelArFeminine: specialities.labelArFeminine,
    })
    .from(specialities)
    .orderBy(asc(specialities.id));
  return rows.map((row) => ({
    ...entryOf(row),
    feminineLabels: { fr: row.labelFrFeminine ?? row.labelFr, en: row.labelEn, ar: row.labelArFeminine ?? row.labelAr },
  }));
}

/** Cities also carry their centre, for the map of a doctor's page (decision 035). */
export async function findCityEntries(db: Db): Promise<ReferenceEntry[]> {
  const rows = await db
    .select({ ...entryColumns(cities), latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .orderBy(asc(cities.id));
  return rows.map((row) => ({ ...entryOf(row), centre: { latitude: row.latitude, longitude: row.longitude } }));
}

/** A quarter's entry: its city's id and its centre (decision 079). */
export interface QuarterEntry extends ReferenceEntry {
  cityId: number;
  centre: { latitude: number; longitude: number };
}

export async function findQuarterEntries(db: Db): Promise<QuarterEntry[]> {
  const rows = await db
    .select({
      ...entryColumns(quarters),
      cityId: quarters.cityId,
      latitude: quarters.latitude,
      longitude: quarters.longitude,
    })
    .from(quarters)
    .orderBy(asc(quarters.id));
  return rows.map((row) => ({
    ...entryOf(row),
    cityId: row.cityId,
    centre: { latitude: row.latitude, longitude: row.longitude },
  }));
}
