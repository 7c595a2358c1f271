import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctorRankOrderOf, rowsOf } from './doctor-columns.ts';

/** What the facet table keeps of a public doctor (decision 076). */
export interface DoctorFacetRow {
  id: number;
  specialityId: number | null;
  cityId: number | null;
  gender: string;
  coverage: string[];
  conventionne: boolean;
  acceptsNewPatients: boolean;
  opensEvening: boolean;
  opensSaturday: boolean;
  languages: string[];
  priceMin: number | null;
  /** The ranking keys (doctor-columns.ts): a change moves the doctor in the table's order. */
  rankScore: number;
  ratingCount: number;
  lastName: string;
  firstName: string;
  /** The practice's point, its source and quarter (decision 079). */
  latitude: number | null;
  longitude: number | null;
  locationSource: string | null;
  quarterId: number | null;
}

/**
 * Every public doctor's facets in ranking order, or those of the doctors named by `slugs` (public
 * or not: one absent from the answer is no longer public). The arrays travel as one text each, `{a,b}`, which
 * both drivers read as it is; read as arrays, node-postgres and PGlite each parse 100,000 of them.
 */
export async function findDoctorFacetRows(
  db: Db,
  slugs?: readonly string[],
): Promise<{ rows: DoctorFacetRow[]; hidden: number[] }> {
  const only = slugs ? sql`d.slug = any(${sql.param([...slugs])}::text[])` : sql`d.is_public`;
  const result = rowsOf(
    await db.execute(sql`
      select d.id, d.speciality_id, d.city_id, d.gender, d.coverage::text as coverage, d.conventionne,
             d.accepts_new_patients, d.opens_evening, d.opens_saturday, d.languages::text as languages,
             d.price_min, d.is_public, d.rank_score, d.rating_count, d.last_name, d.first_name,
             d.latitude, d.longitude, d.location_source, d.quarter_id
        from doctors d where ${only}
       order by ${doctorRankOrderOf('d')}`),
  );
  const rows: DoctorFacetRow[] = [];
  const hidden: number[] = [];
  for (const row of result) {
    if (!row.is_public) {
      hidden.push(Number(row.id));
      continue;
    }
    rows.push({
      id: Number(row.id),
      specialityId: row.speciality_id === null ? null : Number(row.speciality_id),
      cityId: row.city_id === null ? null : Number(row.city_id),
      gender: String(row.gender),
      coverage: textArray(row.coverage),
      conventionne: Boolean(row.conventionne),
      acceptsNewPatients: Boolean(row.accepts_new_patients),
      opensEvening: Boolean(row.opens_evening),
      opensSaturday: Boolean(row.opens_saturday),
      languages: textArray(row.languages),
      priceMin: row.price_min === null ? null : Number(row.price_min),
      rankScore: Number(row.rank_score),
      ratingCount: Number(row.rating_count),
      lastName: String(row.last_name),
      firstName: String(row.first_name),
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      locationSource: row.location_source === null ? null : String(row.location_source),
      quarterId: row.quarter_id === null ? null : Number(row.quarter_id),
    });
  }
  return { rows, hidden };
}

/** `{cnss-amo,axa}` → its codes (codes are plain words: no quoting to undo). */
function textArray(value: unknown): string[] {
  const text = String(value ?? '{}');
  return text.length <= 2 ? [] : text.slice(1, -1).split(',');
}
