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

/** Specialities also carry the titles of women practitioners (issue 14). */
export async function findSpecialityEntries(db: Db): Promise<ReferenceEntry[]> {
  const [entries, feminine] = await Promise.all([
    findEntries(db, specialities),
    db
      .select({ id: specialities.id, fr: specialities.labelFrFeminine, ar: specialities.labelArFeminine })
      .from(specialities),
  ]);
  const byId = new Map(feminine.map((row) => [row.id, row]));
  return entries.map((entry) => {
    const row = byId.get(entry.id);
    return {
      ...entry,
      feminineLabels: { fr: row?.fr || entry.labels.fr, en: entry.labels.en, ar: row?.ar || entry.labels.ar },
    };
  });
}

export function findCityEntries(db: Db): Promise<ReferenceEntry[]> {
  return findEntries(db, cities);
}
