import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { doctors } from '../../db/schema/index.ts';
import type { ResolvedNameWords } from './name-vocabulary.ts';

/**
 * What search filters on, once the typed text is resolved (doctor-search.ts): ids of the reference
 * tables and folded name words, the shape the SQL needs (product.md §10, "Search").
 */
export interface DoctorFilters {
  specialityIds?: number[];
  cityIds?: number[];
  gender?: 'M' | 'F';
  /** Folded words of the name box; each must match a word of the name. */
  nameWords?: string[];
  /** What each typed word was resolved to in the name vocabulary (decisions 032, 033). */
  nameVocabulary?: ResolvedNameWords;
  /** Only doctors with a free slot within this many days (decision 043). */
  availableWithinDays?: number;
  /**
   * `soonest`: doctors with a free slot first, soonest first (decision 043); `distance`: nearest to
   * `near` (else to the quarter's centre) first (decision 079).
   */
  order?: 'soonest' | 'distance';
  /** Around this point, within `radiusKm` (decision 079). */
  near?: { latitude: number; longitude: number };
  radiusKm?: number;
  /** Only doctors of these quarters (decision 079). */
  quarterIds?: number[];
  /** Where distances are measured from: `near`, else the quarter's centre. */
  origin?: { latitude: number; longitude: number };
  // The practical filters of decision 076, on the doctor row's kept facts (migration 0029).
  /** A code of `coverageSchemes` the doctor accepts. */
  coverage?: string;
  /** Only doctors under agreement with AMO. */
  conventionne?: true;
  /** The cheapest active visit type costs at most this (a doctor without prices never matches). */
  maxPrice?: number;
  /** A code of `spokenLanguageCodes` the doctor consults in. */
  language?: string;
  /** Weekly hours reaching past 18:00, or on Saturday. */
  open?: 'evening' | 'saturday';
  /** Only doctors taking new patients. */
  newPatients?: true;
}

/**
 * The practical filters of decision 076 and the place of decision 079, which neither the groups nor
 * `doctor_name_ranks` carry: the facet table answers them.
 */
export const practiceFilterNames = [
  'coverage',
  'conventionne',
  'maxPrice',
  'language',
  'open',
  'newPatients',
  'near',
  'quarterIds',
] as const;

export function hasPracticeFilters(filters: DoctorFilters): boolean {
  return practiceFilterNames.some((name) => filters[name] !== undefined);
}

/** Whether a search is around a point or in a quarter (decision 079). */
export function hasPlace(filters: DoctorFilters): boolean {
  return filters.near !== undefined || filters.quarterIds !== undefined;
}

/** The place's conditions on the doctor row `alias`: the circle through the `doctors_earth` index. */
function placeConditionsOf(alias: string, filters: DoctorFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.quarterIds)
    conditions.push(sql`${sql.raw(alias)}.quarter_id = any(${sql.param(filters.quarterIds)}::int[])`);
  if (filters.near && filters.radiusKm !== undefined) {
    const centre = sql`ll_to_earth(${filters.near.latitude}::float8, ${filters.near.longitude}::float8)`;
    const point = sql`ll_to_earth(${sql.raw(alias)}.latitude, ${sql.raw(alias)}.longitude)`;
    const metres = filters.radiusKm * 1000;
    conditions.push(sql`earth_box(${centre}, ${metres}::float8) @> ${point}`);
    conditions.push(sql`earth_distance(${centre}, ${point}) <= ${metres}::float8`);
  }
  return conditions;
}

/** The practical filters' conditions on the doctor row `alias` (a raw statement), values as parameters. */
export function practiceConditionsOf(alias: string, filters: DoctorFilters): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [];
  if (filters.coverage !== undefined) conditions.push(sql`${column('coverage')} @> array[${filters.coverage}]::text[]`);
  if (filters.conventionne) conditions.push(sql`${column('conventionne')}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`${column('price_min')} <= ${filters.maxPrice}::int`);
  if (filters.language !== undefined)
    conditions.push(sql`${column('languages')} @> array[${filters.language}]::text[]`);
  if (filters.open === 'evening') conditions.push(sql`${column('opens_evening')}`);
  if (filters.open === 'saturday') conditions.push(sql`${column('opens_saturday')}`);
  if (filters.newPatients) conditions.push(sql`${column('accepts_new_patients')}`);
  conditions.push(...placeConditionsOf(alias, filters));
  return conditions;
}

/** The conditions of a search without a name, on `doctors`. */
export function doctorFilterWhere(filters: DoctorFilters): SQL | undefined {
  // Only public doctors: a pending account's page is in no search (decision 038).
  const conditions: SQL[] = [eq(doctors.isPublic, true)];
  if (filters.specialityIds) conditions.push(inArray(doctors.specialityId, filters.specialityIds));
  if (filters.cityIds) conditions.push(inArray(doctors.cityId, filters.cityIds));
  if (filters.gender) conditions.push(eq(doctors.gender, filters.gender));
  conditions.push(...practiceConditionsOf('"doctors"', filters));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * `column` is one of `ids`: written `=` for a single id, so that the ranking index of that column
 * gives the rows in rank order (with `= any(…)` the planner reads every match and sorts them: 24 ms
 * instead of 1 for page 4 of a speciality at 100,000 doctors).
 */
function oneOf(column: string, ids: number[]): SQL {
  return ids.length === 1
    ? sql`${sql.raw(column)} = ${ids[0]}::int`
    : sql`${sql.raw(column)} = any(${sql.param(ids)}::int[])`;
}

/** The conditions of any search on `d` (doctors) in a raw statement, the name as the words' resolved ids. */
export function doctorFilterWhereOfD(filters: DoctorFilters): SQL {
  const conditions: SQL[] = [sql`d.is_public`];
  if (filters.specialityIds) conditions.push(oneOf('d.speciality_id', filters.specialityIds));
  if (filters.cityIds) conditions.push(oneOf('d.city_id', filters.cityIds));
  if (filters.gender) conditions.push(sql`d.gender = ${filters.gender}`);
  conditions.push(...practiceConditionsOf('d', filters));
  for (const ids of filters.nameVocabulary?.wordIds ?? []) {
    conditions.push(
      sql`exists (select 1 from doctor_name_ranks r where r.doctor_id = d.id and r.word_id = any(${sql.param(ids)}::int[]))`,
    );
  }
  return sql.join(conditions, sql` and `);
}
