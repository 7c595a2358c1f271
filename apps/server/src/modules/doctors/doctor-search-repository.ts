import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { searchPageSize } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { doctors } from '../../db/schema/index.ts';
import { doctorColumns, type DoctorRecord } from './doctor-repository.ts';

/**
 * What search filters on, once the typed text is resolved (doctor-search.ts): ids of the reference
 * tables and folded name words, the shape the SQL needs (product.md §10, "Search").
 */
export interface DoctorFilters {
  specialityIds?: number[];
  cityIds?: number[];
  gender?: 'M' | 'F';
  /** Folded words of the name box; each must be in the name. */
  nameWords?: string[];
  /** `exact`: each word is a substring of the name; `fuzzy`: each word is like a word of the name. */
  nameMatch?: 'exact' | 'fuzzy';
}

function whereClause(filters: DoctorFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.specialityIds) conditions.push(inArray(doctors.specialityId, filters.specialityIds));
  if (filters.cityIds) conditions.push(inArray(doctors.cityId, filters.cityIds));
  if (filters.gender) conditions.push(eq(doctors.gender, filters.gender));
  for (const word of filters.nameWords ?? []) {
    // Both use the trigram index; for several words GIN intersects their trigrams in one scan.
    // `<%` is word similarity above pg_trgm.word_similarity_threshold (0.6): a misspelt name.
    conditions.push(
      filters.nameMatch === 'fuzzy'
        ? sql`${word} <% ${doctors.nameSearch}`
        : sql`${doctors.nameSearch} like ${`%${word}%`}`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A LIMIT no result reaches, to keep a subquery from being flattened into the outer query. */
const optimisationFence = 1_000_000_000;

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
    const conditions: SQL[] = [];
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
      .where(conditions.length ? and(...conditions) : undefined)
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
      select ${doctors.id}, ${doctors.userId}, ${doctors.slug}, ${doctors.firstName}, ${doctors.lastName}, ${doctors.gender},
        ${doctors.specialityId}, ${doctors.cityId}, ${doctors.street}, ${doctors.postalCode}, ${doctors.cityName}, ${doctors.phone},
        ${doctors.description}, ${doctors.image}, ${doctors.ratingCount}, ${doctors.ratingHalfSum}, ${doctors.rankScore}
      from ${doctors}
      where ${doctors.specialityId} = wanted.id ${others ? sql`and ${others}` : sql``}
      order by ${sql.join(rankOrder, sql`, `)}
      limit ${offset + searchPageSize}
    ) as best
    order by best.rank_score desc, best.rating_count desc, best.last_name, best.first_name, best.id
    limit ${searchPageSize} offset ${offset}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
    id: row.id as number,
    userId: row.user_id as number | null,
    slug: row.slug as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    gender: row.gender as string,
    specialityId: row.speciality_id as number | null,
    cityId: row.city_id as number | null,
    street: row.street as string,
    postalCode: row.postal_code as string,
    cityName: row.city_name as string,
    phone: row.phone as string | null,
    description: row.description as string,
    image: row.image as string | null,
    ratingCount: row.rating_count as number,
    ratingHalfSum: row.rating_half_sum as number,
  }));
}

/**
 * A page and the number of all matches in one statement, for name searches: the trigram scan that
 * finds the matches is done once, not once for the page and again for the count. The matches are
 * found in a subquery with a LIMIT, which PostgreSQL does not flatten: otherwise its planner walks
 * the whole rank index testing every name (measured: 103 ms against 3 ms at 100,000 doctors).
 * (Drizzle leaves out `OFFSET 0`, the usual fence, so the fence is a limit no search reaches.)
 */
export async function findDoctorPageWithCount(
  db: Db,
  filters: DoctorFilters,
  page: number,
): Promise<{ records: DoctorRecord[]; count: number }> {
  const matches = db
    .select({ ...doctorColumns, rankScore: doctors.rankScore })
    .from(doctors)
    .where(whereClause(filters))
    .limit(optimisationFence)
    .as('matches');
  const rows = await db
    .select({
      id: matches.id,
      userId: matches.userId,
      slug: matches.slug,
      firstName: matches.firstName,
      lastName: matches.lastName,
      gender: matches.gender,
      specialityId: matches.specialityId,
      cityId: matches.cityId,
      street: matches.street,
      postalCode: matches.postalCode,
      cityName: matches.cityName,
      phone: matches.phone,
      description: matches.description,
      image: matches.image,
      ratingCount: matches.ratingCount,
      ratingHalfSum: matches.ratingHalfSum,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(matches)
    .orderBy(
      desc(matches.rankScore),
      desc(matches.ratingCount),
      asc(matches.lastName),
      asc(matches.firstName),
      asc(matches.id),
    )
    .limit(searchPageSize)
    .offset((page - 1) * searchPageSize);
  return { records: rows.map(({ total: _total, ...record }) => record), count: rows[0]?.total ?? 0 };
}

export async function countDoctors(db: Db, filters: DoctorFilters): Promise<number> {
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
    .groupBy(doctors.specialityId, doctors.cityId, doctors.gender);
}
