import type { Database } from '../db/client.ts';
import { buildCoverageSchemeRows } from '../db/reference/coverage.ts';
import { buildCityRows, buildQuarterRows, buildSpecialityRows } from '../db/reference/reference-rows.ts';

/**
 * Writes the speciality and city reference tables, updating labels and synonyms in place by slug so
 * that ids, which doctors reference, never change; and the cover schemes by code (decision 074), keeping
 * rows staff added. Runs at every start; it is cheap and idempotent.
 */
export async function upsertReferenceData(database: Database): Promise<void> {
  for (const row of buildSpecialityRows()) {
    await database.query(
      `insert into specialities (slug, label_fr, label_en, label_ar, label_fr_feminine, label_ar_feminine, field_ar,
         is_physician, synonyms, search_terms, weight)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (slug) do update set label_fr = excluded.label_fr, label_en = excluded.label_en,
         label_ar = excluded.label_ar, label_fr_feminine = excluded.label_fr_feminine,
         label_ar_feminine = excluded.label_ar_feminine, field_ar = excluded.field_ar,
         is_physician = excluded.is_physician, synonyms = excluded.synonyms, search_terms = excluded.search_terms,
         weight = excluded.weight`,
      [
        row.slug,
        row.labelFr,
        row.labelEn,
        row.labelAr,
        row.labelFrFeminine,
        row.labelArFeminine,
        row.fieldAr,
        row.isPhysician,
        row.synonyms,
        row.searchTerms,
        row.weight,
      ],
    );
  }
  for (const row of buildCityRows()) {
    await database.query(
      `insert into cities (slug, label_fr, label_en, label_ar, region, postal_code, latitude, longitude, synonyms, search_terms, weight)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (slug) do update set label_fr = excluded.label_fr, label_en = excluded.label_en,
         label_ar = excluded.label_ar, region = excluded.region, postal_code = excluded.postal_code,
         latitude = excluded.latitude, longitude = excluded.longitude, synonyms = excluded.synonyms,
         search_terms = excluded.search_terms, weight = excluded.weight`,
      [
        row.slug,
        row.labelFr,
        row.labelEn,
        row.labelAr,
        row.region,
        row.postalCode,
        row.latitude,
        row.longitude,
        row.synonyms,
        row.searchTerms,
        row.weight,
      ],
    );
  }
  // Quarters by city and slug (decision 079); a doctor at a quarter's or city's centre follows a moved centre.
  for (const row of buildQuarterRows()) {
    await database.query(
      `insert into quarters (city_id, slug, label_fr, label_en, label_ar, latitude, longitude, synonyms, search_terms, weight)
       select c.id, $2, $3, $4, $5, $6, $7, $8, $9, $10 from cities c where c.slug = $1
       on conflict (city_id, slug) do update set label_fr = excluded.label_fr, label_en = excluded.label_en,
         label_ar = excluded.label_ar, latitude = excluded.latitude, longitude = excluded.longitude,
         synonyms = excluded.synonyms, search_terms = excluded.search_terms, weight = excluded.weight`,
      [
        row.citySlug,
        row.slug,
        row.labelFr,
        row.labelEn,
        row.labelAr,
        row.latitude,
        row.longitude,
        row.synonyms,
        row.searchTerms,
        row.weight,
      ],
    );
  }
  await database.query(
    `update doctors d set latitude = q.latitude, longitude = q.longitude from quarters q
      where d.quarter_id = q.id and d.location_source = 'quarter'
        and (d.latitude is distinct from q.latitude or d.longitude is distinct from q.longitude)`,
  );
  await database.query(
    `update doctors d set latitude = c.latitude, longitude = c.longitude from cities c
      where d.city_id = c.id and d.location_source = 'city'
        and (d.latitude is distinct from c.latitude or d.longitude is distinct from c.longitude)`,
  );
  for (const row of buildCoverageSchemeRows()) {
    await database.query(
      `insert into coverage_schemes (code, kind, name_fr, name_en, name_ar, position)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (code) do update set kind = excluded.kind, name_fr = excluded.name_fr,
         name_en = excluded.name_en, name_ar = excluded.name_ar, position = excluded.position`,
      [row.code, row.kind, row.nameFr, row.nameEn, row.nameAr, row.position],
    );
  }
}
