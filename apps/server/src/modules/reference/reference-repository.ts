import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, specialities } from '../../db/schema/index.ts';
import type { ReferenceEntry } from './reference-matcher.ts';

type ReferenceTable = typeof specialities | typeof cities;

async function findEntries(db: Db, table: ReferenceTable): Promise<ReferenceEntry[]> {
  const rows = await db
    .select({
      id: table.id,
      slug: table.slug,
      labelFr: table.labelFr,
      labelEn: table.labelEn,
      labelAr: table.labelAr,
      searchTerms: table.searchTerms,
      weight: table.weight,
    })
    .from(table)
    .orderBy(asc(table.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    labels: { fr: row.labelFr, en: row.labelEn, ar: row.labelAr },
    terms: row.searchTerms.split(' | '),
    weight: row.weight,
  }));
}

export function findSpecialityEntries(db: Db): Promise<ReferenceEntry[]> {
  return findEntries(db, specialities);
}

export function findCityEntries(db: Db): Promise<ReferenceEntry[]> {
  return findEntries(db, cities);
}
