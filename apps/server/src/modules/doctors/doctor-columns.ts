import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { doctors } from '../../db/schema/index.ts';

/**
 * The columns of a doctor that every read of a doctor answers (the page, search, the directory):
 * the one list. Drizzle selects it as is; raw statements (search's lateral joins) write it with
 * `doctorColumnList` and read their rows back with `doctorRecordFromRow`.
 */
export const doctorColumns = {
  id: doctors.id,
  userId: doctors.userId,
  slug: doctors.slug,
  firstName: doctors.firstName,
  lastName: doctors.lastName,
  firstNameAr: doctors.firstNameAr,
  lastNameAr: doctors.lastNameAr,
  gender: doctors.gender,
  specialityId: doctors.specialityId,
  cityId: doctors.cityId,
  street: doctors.street,
  postalCode: doctors.postalCode,
  cityName: doctors.cityName,
  phone: doctors.phone,
  descriptionFr: doctors.descriptionFr,
  descriptionEn: doctors.descriptionEn,
  descriptionAr: doctors.descriptionAr,
  descriptionLang: doctors.descriptionLang,
  languages: doctors.languages,
  image: doctors.image,
  ratingCount: doctors.ratingCount,
  ratingHalfSum: doctors.ratingHalfSum,
  verifiedAt: doctors.verifiedAt,
  // The practice (decision 074): the cards' cover, payment and price facts, and the page's access.
  conventionne: doctors.conventionne,
  coverage: doctors.coverage,
  coverageOther: doctors.coverageOther,
  tiersPayant: doctors.tiersPayant,
  paymentMethods: doctors.paymentMethods,
  acceptsNewPatients: doctors.acceptsNewPatients,
  priceMin: doctors.priceMin,
  priceMax: doctors.priceMax,
  opensEvening: doctors.opensEvening,
  opensSaturday: doctors.opensSaturday,
  accessFloor: doctors.accessFloor,
  accessLift: doctors.accessLift,
  accessParking: doctors.accessParking,
  accessStepFree: doctors.accessStepFree,
  accessNoteFr: doctors.accessNoteFr,
  accessNoteEn: doctors.accessNoteEn,
  accessNoteAr: doctors.accessNoteAr,
  // Where the practice is (decision 079).
  quarterId: doctors.quarterId,
  latitude: doctors.latitude,
  longitude: doctors.longitude,
  locationSource: doctors.locationSource,
};

type DoctorColumnKey = keyof typeof doctorColumns;

/**
 * A doctor row as the doctor queries read it: the columns of `doctorColumns`, typed as the schema
 * declares them (`firstNameAr`: Arabic script when known; `verifiedAt`: null for a listing nobody
 * owns, decision 038).
 */
export type DoctorRecord = Pick<typeof doctors.$inferSelect, DoctorColumnKey>;

/** Each column's key, its name in SQL (snake_case, as db/client.ts names them) and its Drizzle column. */
const columnNames = Object.entries(doctorColumns).map(
  ([key, column]) => [key, toSnakeCase(column.name), column] as const,
);

/** `doctorColumns` as the select list of a raw statement, on the table or subquery `alias`. */
export function doctorColumnList(alias: string): SQL {
  return sql.raw(columnNames.map(([, name]) => `${alias}.${name}`).join(', '));
}

/** A row of a raw statement that selected `doctorColumnList` (snake_case names), as a record. */
export function doctorRecordFromRow(row: Record<string, unknown>): DoctorRecord {
  const record: Record<string, unknown> = {};
  for (const [key, name, column] of columnNames) {
    const value = row[name];
    record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return record as DoctorRecord;
}

/**
 * The records of a statement that answered its rows as one JSON text, an array of
 * `doctorColumnList` objects (`json_agg(...)::text`); none when no row matched (SQL null).
 */
export function doctorRecordsFromJson(text: unknown): DoctorRecord[] {
  if (text === null || text === undefined) return [];
  return (JSON.parse(String(text)) as Array<Record<string, unknown>>).map(doctorRecordFromRow);
}

/**
 * The ranking order of every search and listing (product.md §10, "Search"): Bayesian score, then
 * review count, then name, then id, so that no doctor appears on two pages. The ranking indexes of
 * `doctors` and `doctor_name_ranks` are in this order; a statement that writes it otherwise reads
 * every match and sorts it.
 */
const rankOrder = [
  ['rankScore', 'desc'],
  ['ratingCount', 'desc'],
  ['lastName', 'asc'],
  ['firstName', 'asc'],
  ['id', 'asc'],
] as const;

/** The ranking order on `doctors`, for Drizzle's `orderBy`. */
export const doctorRankOrder: SQL[] = rankOrder.map(([key, direction]) =>
  direction === 'desc' ? desc(doctors[key]) : asc(doctors[key]),
);

/** The ranking columns a row source must carry to be ordered by `doctorRankOrderOf` (besides the id). */
export const rankColumnNames = rankOrder.filter(([key]) => key !== 'id').map(([key]) => toSnakeCase(key));

/**
 * The ranking order in a raw statement, on the rows of `alias` (empty: unqualified), whose doctor id
 * is the column `id` (`doctor_id` in `doctor_name_ranks`).
 */
export function doctorRankOrderOf(alias: string, id = 'id'): SQL {
  const prefix = alias ? `${alias}.` : '';
  return sql.raw(
    rankOrder
      .map(
        ([key, direction]) => `${prefix}${key === 'id' ? id : toSnakeCase(key)}${direction === 'desc' ? ' desc' : ''}`,
      )
      .join(', '),
  );
}

/** The rows of a raw statement's answer (`db.execute`), as both engines give them. */
export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}
