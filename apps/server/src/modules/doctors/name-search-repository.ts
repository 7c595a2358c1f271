import { sql, type SQL } from 'drizzle-orm';
import { searchPageSize } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { doctorNameRanks, doctorNameWords, doctors } from '../../db/schema/index.ts';
import { spliceShapedStatement } from '../../db/sql-text-splicer.ts';
import {
  doctorColumnList,
  doctorRankOrderOf,
  doctorRecordFromRow,
  rankColumnNames,
  rowsOf,
  type DoctorRecord,
} from './doctor-columns.ts';
import { practiceFilterNames, type DoctorFilters } from './doctor-filters.ts';

/**
 * How a name search reads `doctor_name_ranks` (decision 033): the rows of one typed word, the
 * "driver", are read word by word in rank order; every filter and every other typed word (against
 * the doctor's `word_ids`) is a condition on those rows, checked in the index. The driver is the
 * typed word resolved to the fewest vocabulary words (then the longest), usually the family name.
 *
 * Arrays travel as single parameters, so a search's statement text depends only on its shape (how
 * many typed words, which filters, which word drives): the PGlite thread and PostgreSQL can then
 * keep its plan, and the statement is built once per shape (`spliceShapedStatement`, decision 061).
 */
function nameSearchShape(filters: DoctorFilters): { key: string; values: Record<string, unknown> } {
  const typedWords = filters.nameWords ?? [];
  const resolved = filters.nameVocabulary ?? { wordIds: typedWords.map(() => []), knownUpTo: 0 };
  let driver = 0;
  typedWords.forEach((typed, index) => {
    const ids = resolved.wordIds[index]?.length ?? 0;
    const best = resolved.wordIds[driver]?.length ?? 0;
    if (ids < best || (ids === best && typed.length > (typedWords[driver]?.length ?? 0))) driver = index;
  });
  const values: Record<string, unknown> = { knownUpTo: resolved.knownUpTo };
  // The driver is word 0 of the statement, the others follow in the order typed.
  const order = [driver, ...typedWords.keys()].filter((index, at) => at === 0 || index !== driver);
  order.forEach((index, at) => {
    values[`ids${at}`] = resolved.wordIds[index] ?? [];
    values[`like${at}`] = `%${typedWords[index]}%`;
  });
  if (filters.specialityIds) values.specialities = filters.specialityIds;
  if (filters.cityIds) values.cities = filters.cityIds;
  if (filters.gender) values.gender = filters.gender;
  if (filters.availableWithinDays) values.withinDays = filters.availableWithinDays;
  const flags = [filters.specialityIds, filters.cityIds, filters.gender, filters.availableWithinDays].map((filter) =>
    filter ? 1 : 0,
  );
  // The practical filters (decision 076): a flag each, their values as parameters.
  const practice = practiceFilterNames.map((name) => (filters[name] === undefined ? 0 : 1)).join('');
  practiceFilterNames.forEach((name) => {
    if (filters[name] !== undefined) values[name] = filters[name];
  });
  // Around a point (decision 079): a circle needs a radius, which a search around a point always has.
  if (filters.near) {
    values.nearLatitude = filters.near.latitude;
    values.nearLongitude = filters.near.longitude;
    values.radiusMetres = (filters.radiusKm ?? 0) * 1000;
  }
  const key = `${typedWords.length}-${flags.join('')}-${practice}`;
  return { key, values };
}

/**
 * The practical filters of a name search's shape, looked up on each match's doctor row by primary
 * key: a name matches few doctors, and `doctor_name_ranks` keeps only what the others filter on.
 */
function practiceCondition(flags: string): SQL | undefined {
  const conditions: SQL[] = [];
  const on = (name: (typeof practiceFilterNames)[number]) => flags[practiceFilterNames.indexOf(name)] === '1';
  if (on('coverage')) conditions.push(sql`pd.coverage @> array[${sql.placeholder('coverage')}]::text[]`);
  if (on('conventionne')) conditions.push(sql`pd.conventionne`);
  if (on('maxPrice')) conditions.push(sql`pd.price_min <= ${sql.placeholder('maxPrice')}::int`);
  if (on('language')) conditions.push(sql`pd.languages @> array[${sql.placeholder('language')}]::text[]`);
  if (on('open'))
    conditions.push(
      sql`(case ${sql.placeholder('open')}::text when 'evening' then pd.opens_evening else pd.opens_saturday end)`,
    );
  if (on('newPatients')) conditions.push(sql`pd.accepts_new_patients`);
  if (on('quarterIds')) conditions.push(sql`pd.quarter_id = any(${sql.placeholder('quarterIds')}::int[])`);
  if (on('near')) {
    const centre = sql`ll_to_earth(${sql.placeholder('nearLatitude')}::float8, ${sql.placeholder('nearLongitude')}::float8)`;
    const point = sql`ll_to_earth(pd.latitude, pd.longitude)`;
    conditions.push(sql`earth_distance(${centre}, ${point}) <= ${sql.placeholder('radiusMetres')}::float8`);
  }
  if (!conditions.length) return undefined;
  return sql`exists (select 1 from ${doctors} as pd where pd.id = ranks.doctor_id and ${sql.join(conditions, sql` and `)})`;
}

/** The parts of a name search, with placeholders for the values of `nameSearchShape`. */
function nameSearchParts(shapeKey: string) {
  const [words, filters, practice = ''] = shapeKey.split('-') as [string, string, string?];
  const [speciality, city, gender, available] = [...filters].map((flag) => flag === '1');
  // Each typed word stands for the ids the vocabulary resolved it to, and for any word added since
  // the vocabulary last read whose text contains it (found as typed; with typos once read).
  const wordIds = (at: number) =>
    sql`(${sql.placeholder(`ids${at}`)}::int[] || array(select ${doctorNameWords.id} from ${doctorNameWords} where ${doctorNameWords.id} > ${sql.placeholder('knownUpTo')} and ${doctorNameWords.word} like ${sql.placeholder(`like${at}`)}))`;
  const conditions: SQL[] = [];
  if (speciality) conditions.push(sql`ranks.speciality_id = any(${sql.placeholder('specialities')}::int[])`);
  if (city) conditions.push(sql`ranks.city_id = any(${sql.placeholder('cities')}::int[])`);
  if (gender) conditions.push(sql`ranks.gender = ${sql.placeholder('gender')}`);
  // A search by availability (decision 043): the doctor's kept first free slot, looked up per match.
  if (available)
    conditions.push(
      sql`(select n.next_at from doctor_next_slots n where n.doctor_id = ranks.doctor_id) < now() + make_interval(days => ${sql.placeholder('withinDays')}::integer)`,
    );
  for (let at = 1; at < Number(words); at += 1) conditions.push(sql`ranks.word_ids && ${wordIds(at)}`);
  const practiceMatches = practiceCondition(practice);
  if (practiceMatches) conditions.push(practiceMatches);
  const matchesOthers = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const driverIds = wordIds(0);
  const count = sql`(select count(distinct ranks.doctor_id) from ${doctorNameRanks} as ranks
    where ranks.word_id = any(${driverIds})${matchesOthers})::int`;
  return { driverIds, matchesOthers, count };
}

/** The columns of `doctor_name_ranks` a page is chosen by, in ranking order (doctor-columns.ts). */
const rankColumns = sql.raw(['doctor_id', ...rankColumnNames].map((name) => `ranks.${name}`).join(', '));

/**
 * A page of a name search and the number of all its matches, in one statement. Each driver word
 * gives its best (offset + 10) doctors straight from the index; the page is the best of those (a
 * doctor with two matching words counted once), so a page costs rows in proportion to its number,
 * not to the number of matches. The count reads the index only. The page's ten doctors are then
 * read from `doctors` by id.
 */
export async function findDoctorPageWithCount(
  db: Db,
  filters: DoctorFilters,
  page: number,
): Promise<{ records: DoctorRecord[]; count: number }> {
  const { key, values } = nameSearchShape(filters);
  const offset = (page - 1) * searchPageSize;
  const build = () => {
    const { driverIds, matchesOthers, count } = nameSearchParts(key);
    return sql`
    with found as (
      select distinct on (best.doctor_id) best.* from unnest(${driverIds}) as wanted(id)
      cross join lateral (
        select ${rankColumns}
        from ${doctorNameRanks} as ranks
        where ranks.word_id = wanted.id${matchesOthers}
        order by ${doctorRankOrderOf('ranks', 'doctor_id')}
        limit ${sql.placeholder('reach')}
      ) as best
      order by best.doctor_id
    ),
    chosen as (
      select * from found
      order by ${doctorRankOrderOf('', 'doctor_id')}
      limit ${searchPageSize} offset ${sql.placeholder('offset')}
    )
    select ${doctorColumnList('doctors')}, ${count} as total
    from chosen join ${doctors} on ${doctors.id} = chosen.doctor_id
    order by ${doctorRankOrderOf('chosen', 'doctor_id')}`;
  };
  const result = await db.execute(
    spliceShapedStatement(`page:${key}`, build, { ...values, reach: offset + searchPageSize, offset }),
  );
  const rows = rowsOf(result);
  return { records: rows.map(doctorRecordFromRow), count: (rows[0]?.total as number | undefined) ?? 0 };
}

/** The number of doctors a name search matches, from `doctor_name_ranks` alone. */
export async function countNameMatches(db: Db, filters: DoctorFilters): Promise<number> {
  const { key, values } = nameSearchShape(filters);
  const build = () => sql`select ${nameSearchParts(key).count} as total`;
  const result = await db.execute(spliceShapedStatement(`count:${key}`, build, values));
  return (rowsOf(result)[0]?.total as number | undefined) ?? 0;
}
