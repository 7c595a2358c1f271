import { and, asc, desc, eq, inArray, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchPageSize } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { doctorNameRanks, doctorNameWords, doctors } from '../../db/schema/index.ts';
import { doctorColumns, type DoctorRecord } from './doctor-repository.ts';
import type { ResolvedNameWords } from './name-vocabulary.ts';
import type { ShownSlot } from '../booking/index.ts';

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
  /** Only doctors with a free slot within this many days (issue 11). */
  availableWithinDays?: number;
  /** `soonest`: doctors with a free slot first, soonest first (issue 11). */
  order?: 'soonest';
}

/** The conditions of a search without a name, on `doctors`. */
function whereClause(filters: DoctorFilters): SQL | undefined {
  // Only public doctors: a pending account's page is in no search (decision 038).
  const conditions: SQL[] = [eq(doctors.isPublic, true)];
  if (filters.specialityIds) conditions.push(inArray(doctors.specialityId, filters.specialityIds));
  if (filters.cityIds) conditions.push(inArray(doctors.cityId, filters.cityIds));
  if (filters.gender) conditions.push(eq(doctors.gender, filters.gender));
  return conditions.length ? and(...conditions) : undefined;
}

const rankOrder = [
  desc(doctors.rankScore),
  desc(doctors.ratingCount),
  asc(doctors.lastName),
  asc(doctors.firstName),
  asc(doctors.id),
];

/**
 * One page of doctors without a name filter, in ranking order: Bayesian score, then review count,
 * then name. Name searches go through `findDoctorPageWithCount`.
 */
export async function findDoctorPage(
  db: Db,
  filters: Omit<DoctorFilters, 'nameWords'>,
  page: number,
): Promise<DoctorRecord[]> {
  if (filters.specialityIds && filters.specialityIds.length > 1) {
    return findDoctorPageAcrossSpecialities(db, filters, filters.specialityIds, page);
  }
  return findDoctorPagePrepared(db, filters, page);
}

type PreparedPage = { execute(values: Record<string, unknown>): Promise<DoctorRecord[]> };
const preparedPages = new WeakMap<Db, Map<string, PreparedPage>>();

/**
 * Searches without a name (most of them) take one of a few shapes: a speciality, a city or both, a
 * gender or not. Each shape is a prepared statement, built once per database, so a search neither
 * builds SQL nor has it planned again (Drizzle's query building was the server's largest cost).
 */
async function findDoctorPagePrepared(db: Db, filters: DoctorFilters, page: number): Promise<DoctorRecord[]> {
  const cityCount = filters.cityIds?.length ?? 0;
  const shape = `${filters.specialityIds ? 1 : 0}-${cityCount}-${filters.gender ? 1 : 0}`;
  let byShape = preparedPages.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedPages.set(db, byShape);
  }
  let prepared = byShape.get(shape);
  if (!prepared) {
    const conditions: SQL[] = [eq(doctors.isPublic, true)];
    if (filters.specialityIds) conditions.push(eq(doctors.specialityId, sql.placeholder('speciality')));
    if (cityCount)
      conditions.push(
        inArray(
          doctors.cityId,
          Array.from({ length: cityCount }, (_, index) => sql.placeholder(`city${index}`)),
        ),
      );
    if (filters.gender) conditions.push(eq(doctors.gender, sql.placeholder('gender')));
    prepared = db
      .select(doctorColumns)
      .from(doctors)
      .where(and(...conditions))
      .orderBy(...rankOrder)
      .limit(searchPageSize)
      .offset(sql.placeholder('offset'))
      .prepare(`doctor_page_${shape.replace(/-/g, '_')}`);
    byShape.set(shape, prepared);
  }
  const values: Record<string, unknown> = { offset: (page - 1) * searchPageSize, gender: filters.gender };
  if (filters.specialityIds) values.speciality = filters.specialityIds[0];
  filters.cityIds?.forEach((id, index) => {
    values[`city${index}`] = id;
  });
  return prepared.execute(values);
}

/**
 * When the typed speciality means several (a prefix such as "médecin"), each speciality's best
 * doctors are read through its own rank index and merged, instead of sorting every doctor of all
 * of them: a page costs (page × 10) rows per speciality.
 */
async function findDoctorPageAcrossSpecialities(
  db: Db,
  filters: DoctorFilters,
  specialityIds: number[],
  page: number,
): Promise<DoctorRecord[]> {
  const offset = (page - 1) * searchPageSize;
  const others = whereClause({ ...filters, specialityIds: undefined });
  const ids = sql.join(
    specialityIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select best.* from unnest(array[${ids}]::int[]) as wanted(id)
    cross join lateral (
      select ${doctors.id}, ${doctors.userId}, ${doctors.slug}, ${doctors.firstName}, ${doctors.lastName}, ${doctors.firstNameAr}, ${doctors.lastNameAr}, ${doctors.gender},
        ${doctors.specialityId}, ${doctors.cityId}, ${doctors.street}, ${doctors.postalCode}, ${doctors.cityName}, ${doctors.phone},
        ${doctors.descriptionFr}, ${doctors.descriptionEn}, ${doctors.descriptionAr}, ${doctors.descriptionLang}, ${doctors.languages}, ${doctors.image}, ${doctors.ratingCount}, ${doctors.ratingHalfSum}, ${doctors.rankScore}, ${doctors.verifiedAt}
      from ${doctors}
      where ${doctors.specialityId} = wanted.id and ${others}
      order by ${sql.join(rankOrder, sql`, `)}
      limit ${offset + searchPageSize}
    ) as best
    order by best.rank_score desc, best.rating_count desc, best.last_name, best.first_name, best.id
    limit ${searchPageSize} offset ${offset}`);
  return rowsOf(result).map(recordFromRow);
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

/** A doctor row as a raw statement answers it (snake_case columns). */
function recordFromRow(row: Record<string, unknown>): DoctorRecord {
  return {
    id: row.id as number,
    userId: row.user_id as number | null,
    slug: row.slug as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    firstNameAr: row.first_name_ar as string | null,
    lastNameAr: row.last_name_ar as string | null,
    gender: row.gender as string,
    specialityId: row.speciality_id as number | null,
    cityId: row.city_id as number | null,
    street: row.street as string,
    postalCode: row.postal_code as string,
    cityName: row.city_name as string,
    phone: row.phone as string | null,
    descriptionFr: row.description_fr as string,
    descriptionEn: row.description_en as string,
    descriptionAr: row.description_ar as string,
    descriptionLang: row.description_lang as string,
    languages: row.languages as string[],
    image: row.image as string | null,
    ratingCount: row.rating_count as number,
    ratingHalfSum: row.rating_half_sum as number,
    verifiedAt: row.verified_at === null || row.verified_at === undefined ? null : new Date(row.verified_at as string),
  };
}

/** The columns of a doctor that a search answer shows. */
const recordColumns = sql.join(
  [
    doctors.id,
    doctors.userId,
    doctors.slug,
    doctors.firstName,
    doctors.lastName,
    doctors.firstNameAr,
    doctors.lastNameAr,
    doctors.gender,
    doctors.specialityId,
    doctors.cityId,
    doctors.street,
    doctors.postalCode,
    doctors.cityName,
    doctors.phone,
    doctors.descriptionFr,
    doctors.descriptionEn,
    doctors.descriptionAr,
    doctors.descriptionLang,
    doctors.languages,
    doctors.image,
    doctors.ratingCount,
    doctors.ratingHalfSum,
    doctors.verifiedAt,
  ],
  sql`, `,
);

/**
 * How a name search reads `doctor_name_ranks` (decision 033): the rows of one typed word, the
 * "driver", are read word by word in rank order; every filter and every other typed word (against
 * the doctor's `word_ids`) is a condition on those rows, checked in the index. The driver is the
 * typed word resolved to the fewest vocabulary words (then the longest), usually the family name.
 *
 * Arrays travel as single parameters, so a search's statement text depends only on its shape (how
 * many typed words, which filters, which word drives): the PGlite thread and PostgreSQL can then
 * keep its plan, and the statement is built once per shape (`shapedStatement`).
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
  const key = `${typedWords.length}-${flags.join('')}`;
  return { key, values };
}

/** The parts of a name search, with placeholders for the values of `nameSearchShape`. */
function nameSearchParts(shapeKey: string) {
  const [words, filters] = shapeKey.split('-') as [string, string];
  const [speciality, city, gender, available] = [...filters].map((flag) => flag === '1');
  // Each typed word stands for the ids the vocabulary resolved it to, and for any word added since
  // the vocabulary last read whose text contains it (found as typed; with typos once read).
  const wordIds = (at: number) =>
    sql`(${sql.placeholder(`ids${at}`)}::int[] || array(select ${doctorNameWords.id} from ${doctorNameWords} where ${doctorNameWords.id} > ${sql.placeholder('knownUpTo')} and ${doctorNameWords.word} like ${sql.placeholder(`like${at}`)}))`;
  const conditions: SQL[] = [];
  if (speciality) conditions.push(sql`ranks.speciality_id = any(${sql.placeholder('specialities')}::int[])`);
  if (city) conditions.push(sql`ranks.city_id = any(${sql.placeholder('cities')}::int[])`);
  if (gender) conditions.push(sql`ranks.gender = ${sql.placeholder('gender')}`);
  // A search by availability (issue 11): the doctor's kept first free slot, looked up per match.
  if (available)
    conditions.push(
      sql`(select n.next_at from doctor_next_slots n where n.doctor_id = ranks.doctor_id) < now() + make_interval(days => ${sql.placeholder('withinDays')}::integer)`,
    );
  for (let at = 1; at < Number(words); at += 1) conditions.push(sql`ranks.word_ids && ${wordIds(at)}`);
  const matchesOthers = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const driverIds = wordIds(0);
  const count = sql`(select count(distinct ranks.doctor_id) from ${doctorNameRanks} as ranks
    where ranks.word_id = any(${driverIds})${matchesOthers})::int`;
  return { driverIds, matchesOthers, count };
}

// The same naming as the database clients' (db/client.ts).
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement whose text depends only on a shape, turned into SQL text once per shape: building
 * the name search through Drizzle on every request was 8 % of a misspelt-name search's CPU. Each
 * call binds the values by placeholder name, in the order the text numbers them.
 */
type ShapedStatement = { parts: string[]; slots: Array<{ name: string } | { value: unknown }> };
const shapedStatements = new Map<string, ShapedStatement>();

function shapedStatement(key: string, build: () => SQL, values: Record<string, unknown>): SQL {
  let statement = shapedStatements.get(key);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    statement = {
      parts: query.sql.split(/\$\d+/),
      slots: query.params.map((param) => (is(param, Placeholder) ? { name: param.name as string } : { value: param })),
    };
    shapedStatements.set(key, statement);
  }
  const { parts, slots } = statement;
  const chunks: SQL[] = [sql.raw(parts[0] ?? '')];
  slots.forEach((slot, index) => {
    const value = 'name' in slot ? values[slot.name] : slot.value;
    if (value === undefined) throw new Error(`no value for ${'name' in slot ? slot.name : index} in ${key}`);
    chunks.push(sql`${sql.param(value)}`, sql.raw(parts[index + 1] ?? ''));
  });
  return sql.join(chunks);
}

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
        select ranks.doctor_id, ranks.rank_score, ranks.rating_count, ranks.last_name, ranks.first_name
        from ${doctorNameRanks} as ranks
        where ranks.word_id = wanted.id${matchesOthers}
        order by ranks.rank_score desc, ranks.rating_count desc, ranks.last_name, ranks.first_name, ranks.doctor_id
        limit ${sql.placeholder('reach')}
      ) as best
      order by best.doctor_id
    ),
    chosen as (
      select * from found
      order by rank_score desc, rating_count desc, last_name, first_name, doctor_id
      limit ${searchPageSize} offset ${sql.placeholder('offset')}
    )
    select ${recordColumns}, ${count} as total
    from chosen join ${doctors} on ${doctors.id} = chosen.doctor_id
    order by chosen.rank_score desc, chosen.rating_count desc, chosen.last_name, chosen.first_name, chosen.doctor_id`;
  };
  const result = await db.execute(
    shapedStatement(`page:${key}`, build, { ...values, reach: offset + searchPageSize, offset }),
  );
  const rows = rowsOf(result);
  return { records: rows.map(recordFromRow), count: (rows[0]?.total as number | undefined) ?? 0 };
}

/** The number of doctors a search matches (with a name: from `doctor_name_ranks` alone). */
export async function countDoctors(db: Db, filters: DoctorFilters): Promise<number> {
  if (filters.nameWords?.length) {
    const { key, values } = nameSearchShape(filters);
    const build = () => sql`select ${nameSearchParts(key).count} as total`;
    const result = await db.execute(shapedStatement(`count:${key}`, build, values));
    return (rowsOf(result)[0]?.total as number | undefined) ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(doctors)
    .where(whereClause(filters));
  return row?.count ?? 0;
}

/** Doctors per speciality, city and gender: a few thousand groups that answer every count without a name. */
export async function countDoctorGroups(
  db: Db,
): Promise<Array<{ specialityId: number | null; cityId: number | null; gender: string; count: number }>> {
  return db
    .select({
      specialityId: doctors.specialityId,
      cityId: doctors.cityId,
      gender: doctors.gender,
      count: sql<number>`count(*)::int`,
    })
    .from(doctors)
    .where(eq(doctors.isPublic, true))
    .groupBy(doctors.specialityId, doctors.cityId, doctors.gender);
}

/**
 * What a search by availability filters and orders on (issue 11): a free slot within the next N × 24
 * hours, and/or the doctors with a free slot first, soonest first. It reads the next slots kept
 * per bookable doctor (`doctor_next_slots`, decision 042), never computes availability.
 */
export interface AvailabilityCriteria {
  withinDays: number | undefined;
  order: 'rank' | 'soonest';
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

/** The conditions on `d` (doctors) of any search, the name as the words' resolved ids. */
function conditionsOn(filters: DoctorFilters): SQL[] {
  const conditions: SQL[] = [sql`d.is_public`];
  if (filters.specialityIds) conditions.push(oneOf('d.speciality_id', filters.specialityIds));
  if (filters.cityIds) conditions.push(oneOf('d.city_id', filters.cityIds));
  if (filters.gender) conditions.push(sql`d.gender = ${filters.gender}`);
  for (const ids of filters.nameVocabulary?.wordIds ?? []) {
    conditions.push(
      sql`exists (select 1 from doctor_name_ranks r where r.doctor_id = d.id and r.word_id = any(${sql.param(ids)}::int[]))`,
    );
  }
  return conditions;
}

const rankOrderOfD = sql`d.rank_score desc, d.rating_count desc, d.last_name, d.first_name, d.id`;
const recordColumnsOfD = sql.raw(
  'd.id, d.user_id, d.slug, d.first_name, d.last_name, d.first_name_ar, d.last_name_ar, d.gender, d.speciality_id, d.city_id, d.street, d.postal_code, d.city_name, d.phone, d.description_fr, d.description_en, d.description_ar, d.description_lang, d.languages, d.image, d.rating_count, d.rating_half_sum, d.verified_at',
);

/** A public doctor who takes bookings, as the search keeps them (decision 043). */
export interface AvailableDoctorRow {
  id: number;
  specialityId: number | null;
  cityId: number | null;
  gender: string;
  /** The first free slot, in milliseconds since 1970; NaN when none within 14 days. */
  nextAt: number;
  /** The next free slots as a result card shows them. */
  shown: ShownSlot[];
}

/** Every public doctor who takes bookings, or those of `doctorIds` who do. */
export async function findAvailableDoctorRows(db: Db, doctorIds?: readonly number[]): Promise<AvailableDoctorRow[]> {
  const only = doctorIds ? sql`and n.doctor_id = any(${sql.param([...doctorIds])}::int[])` : sql``;
  const rows = rowsOf(
    await db.execute(sql`
      select d.id, d.speciality_id, d.city_id, d.gender, (extract(epoch from n.next_at) * 1000)::float8 as next_at, n.shown
        from doctor_next_slots n join doctors d on d.id = n.doctor_id
       where d.is_public ${only}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    specialityId: row.speciality_id === null ? null : Number(row.speciality_id),
    cityId: row.city_id === null ? null : Number(row.city_id),
    gender: String(row.gender),
    nextAt: row.next_at === null ? Number.NaN : Number(row.next_at),
    shown: row.shown as ShownSlot[],
  }));
}

/** How many doctors a search by availability with a name finds (a few: counted in the database). */
export async function countAvailableDoctors(db: Db, filters: DoctorFilters, withinDays: number): Promise<number> {
  const where = sql.join(conditionsOn(filters), sql` and `);
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as total from doctor_next_slots n join doctors d on d.id = n.doctor_id
       where n.next_at < now() + make_interval(days => ${withinDays}::integer) and ${where}`),
  );
  return Number(row?.total ?? 0);
}

/**
 * A page of a search by availability, its count given (decision 043: kept in memory, or counted by
 * `countAvailableDoctors` for a name). With `withinDays`, only doctors whose next free slot starts
 * within that many days, in the order asked: by rank, the ranking indexes of `doctors` are read in
 * order and each doctor's kept next slot looked up until the page is full (a scalar subquery: the
 * planner cannot turn it into a hash join over every kept next slot); soonest first, the next
 * slots are read in time order. With `soonest` alone, every matching doctor: first those with a
 * free slot (soonest first, through the index on `next_at`), then the others in ranking order.
 */
export async function findAvailableDoctorPage(
  db: Db,
  filters: DoctorFilters,
  availability: AvailabilityCriteria,
  page: number,
  /** The doctors with a free slot within `withinDays`, or, without it, every matching doctor. */
  total: number,
): Promise<DoctorRecord[]> {
  const offset = (page - 1) * searchPageSize;
  const where = sql.join(conditionsOn(filters), sql` and `);
  if (availability.withinDays && availability.order === 'rank') {
    const rows = rowsOf(
      await db.execute(sql`
        select ${recordColumnsOfD} from doctors d
         where ${where}
           and (select n.next_at from doctor_next_slots n where n.doctor_id = d.id)
                 < now() + make_interval(days => ${availability.withinDays}::integer)
         order by ${rankOrderOfD}
         limit ${searchPageSize} offset ${offset}`),
    );
    return rows.map(recordFromRow);
  }
  const within = availability.withinDays
    ? sql`n.next_at < now() + make_interval(days => ${availability.withinDays}::integer)`
    : sql`n.next_at is not null`;
  const available = rowsOf(
    await db.execute(sql`
      select ${recordColumnsOfD}
        from doctor_next_slots n join doctors d on d.id = n.doctor_id
       where ${within} and ${where}
       order by n.next_at, ${rankOrderOfD}
       limit ${searchPageSize} offset ${offset}`),
  );
  const records = available.map(recordFromRow);
  if (availability.withinDays || records.length === searchPageSize) return records;

  // `soonest` without a window: after the doctors with a free slot, the others by rank.
  const others = sql`not exists (select 1 from doctor_next_slots n where n.doctor_id = d.id and n.next_at is not null)`;
  const withSlots =
    records.length > 0 || offset === 0
      ? offset + records.length
      : Number(
          rowsOf(
            await db.execute(sql`
              select count(*)::int as total from doctor_next_slots n join doctors d on d.id = n.doctor_id
               where n.next_at is not null and ${where}`),
          )[0]?.total ?? 0,
        );
  if (offset + records.length >= total) return records;
  const rest = rowsOf(
    await db.execute(sql`
      select ${recordColumnsOfD} from doctors d where ${others} and ${where}
       order by ${rankOrderOfD}
       limit ${searchPageSize - records.length} offset ${Math.max(0, offset - withSlots)}`),
  );
  records.push(...rest.map(recordFromRow));
  return records;
}
