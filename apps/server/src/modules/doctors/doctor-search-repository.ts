import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { searchPageSize } from '@tabib/shared';
import type { Database, Db } from '../../db/client.ts';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared-statement-cache.ts';
import { doctors } from '../../db/schema/index.ts';
import {
  doctorColumnList,
  doctorColumns,
  doctorRankOrder,
  doctorRankOrderOf,
  doctorRecordFromRow,
  doctorRecordsFromJson,
  rowsOf,
  type DoctorRecord,
} from './doctor-columns.ts';
import { doctorFilterWhere, doctorFilterWhereOfD, type DoctorFilters } from './doctor-filters.ts';
import { countNameMatches } from './name-search-repository.ts';

/**
 * One page of doctors without a name filter, in ranking order (doctor-columns.ts). Name searches
 * go through `findDoctorPageWithCount` (name-search-repository.ts).
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

/**
 * Searches without a name (most of them) take one of a few shapes: a speciality, a city or both, a
 * gender or not. Each shape is a prepared statement, built once per database, so a search neither
 * builds SQL nor has it planned again (decision 061).
 */
const doctorPageOfShape = preparedPerShape((db, shape) => {
  const [speciality, cityCount, gender, practice = ''] = shape.split('-') as [string, string, string, string?];
  const conditions: SQL[] = [eq(doctors.isPublic, true), ...practicePlaceholders(practice)];
  if (speciality === '1') conditions.push(eq(doctors.specialityId, sql.placeholder('speciality')));
  if (Number(cityCount))
    conditions.push(
      inArray(
        doctors.cityId,
        Array.from({ length: Number(cityCount) }, (_, index) => sql.placeholder(`city${index}`)),
      ),
    );
  if (gender === '1') conditions.push(eq(doctors.gender, sql.placeholder('gender')));
  return db
    .select(doctorColumns)
    .from(doctors)
    .where(and(...conditions))
    .orderBy(...doctorRankOrder)
    .limit(searchPageSize)
    .offset(sql.placeholder('offset'))
    .prepare(`doctor_page_${shape.replace(/-/g, '_')}`);
});

/**
 * The practical filters of a prepared shape (decision 076), one letter each: c(overage),
 * a (conventionné, AMO), p(rice), l(anguage), e(vening), s(aturday), n(ew patients).
 */
function practiceShapeOf(filters: DoctorFilters): string {
  const letters: Array<[string, unknown]> = [
    ['c', filters.coverage],
    ['a', filters.conventionne],
    ['p', filters.maxPrice],
    ['l', filters.language],
    ['e', filters.open === 'evening' || undefined],
    ['s', filters.open === 'saturday' || undefined],
    ['n', filters.newPatients],
  ];
  return letters
    .filter(([, value]) => value !== undefined)
    .map(([letter]) => letter)
    .join('');
}

function practicePlaceholders(shape: string): SQL[] {
  const conditions: SQL[] = [];
  if (shape.includes('c')) conditions.push(sql`${doctors.coverage} @> array[${sql.placeholder('coverage')}]::text[]`);
  if (shape.includes('a')) conditions.push(eq(doctors.conventionne, true));
  if (shape.includes('p')) conditions.push(sql`${doctors.priceMin} <= ${sql.placeholder('maxPrice')}::int`);
  if (shape.includes('l')) conditions.push(sql`${doctors.languages} @> array[${sql.placeholder('language')}]::text[]`);
  if (shape.includes('e')) conditions.push(eq(doctors.opensEvening, true));
  if (shape.includes('s')) conditions.push(eq(doctors.opensSaturday, true));
  if (shape.includes('n')) conditions.push(eq(doctors.acceptsNewPatients, true));
  return conditions;
}

async function findDoctorPagePrepared(db: Db, filters: DoctorFilters, page: number): Promise<DoctorRecord[]> {
  const cityCount = filters.cityIds?.length ?? 0;
  const practice = practiceShapeOf(filters);
  const shape = `${filters.specialityIds ? 1 : 0}-${cityCount}-${filters.gender ? 1 : 0}${practice ? `-${practice}` : ''}`;
  const values: Record<string, unknown> = {
    offset: (page - 1) * searchPageSize,
    gender: filters.gender,
    coverage: filters.coverage,
    maxPrice: filters.maxPrice,
    language: filters.language,
  };
  if (filters.specialityIds) values.speciality = filters.specialityIds[0];
  filters.cityIds?.forEach((id, index) => {
    values[`city${index}`] = id;
  });
  return doctorPageOfShape(db, shape).execute(values);
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
  const others = doctorFilterWhere({ ...filters, specialityIds: undefined });
  const ids = sql.join(
    specialityIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select best.* from unnest(array[${ids}]::int[]) as wanted(id)
    cross join lateral (
      select ${doctorColumnList('doctors')}, ${doctors.rankScore}
      from ${doctors}
      where ${doctors.specialityId} = wanted.id and ${others}
      order by ${sql.join(doctorRankOrder, sql`, `)}
      limit ${offset + searchPageSize}
    ) as best
    order by ${doctorRankOrderOf('best')}
    limit ${searchPageSize} offset ${offset}`);
  return rowsOf(result).map(doctorRecordFromRow);
}

/**
 * The public doctors among `ids` (a page from the facet table: decisions 076 and 079), read by
 * primary key, in the order of `ids`. On PGlite the page comes back as one JSON text rather than ten
 * rows of forty-odd columns: decoding each field there cost more than finding the rows, and the text
 * is parsed by the server's thread, not PGlite's. On PostgreSQL building the JSON costs the database
 * more than the driver saves, so the rows come as rows (decision 082), from a statement prepared
 * once like the city's page (decision 083).
 */
export async function findDoctorPageAmong(
  db: Db,
  ids: readonly number[],
  engine: Database['kind'],
): Promise<DoctorRecord[]> {
  if (ids.length === 0) return [];
  const records =
    engine === 'pglite'
      ? doctorRecordsFromJson(
          rowsOf(
            await db.execute(sql`
              select json_agg(p)::text as page from (
                select ${doctorColumnList('d')} from doctors d
                 where d.id = any(${sql.param([...ids])}::int[]) and d.is_public) p`),
          )[0]?.page,
        )
      : await doctorPageAmong(db).execute({ ids: [...ids] });
  const at = new Map(ids.map((id, index) => [id, index]));
  return records.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

const doctorPageAmong = preparedPerDatabase((db) =>
  db
    .select(doctorColumns)
    .from(doctors)
    .where(and(sql`${doctors.id} = any(${sql.placeholder('ids')}::int[])`, eq(doctors.isPublic, true)))
    .prepare('doctor_page_among'),
);

/** The number of doctors a search matches (with a name: from `doctor_name_ranks` alone). */
export async function countDoctors(db: Db, filters: DoctorFilters): Promise<number> {
  if (filters.nameWords?.length) return countNameMatches(db, filters);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(doctors)
    .where(doctorFilterWhere(filters));
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
 * The ids of every public doctor matching `filters`, a name's resolved words included: a search
 * around a point with a name (decision 079) narrows the facet table's matches to them.
 */
export async function findMatchingIds(db: Db, filters: DoctorFilters): Promise<number[]> {
  const result = await db.execute(sql`select d.id from doctors d where ${doctorFilterWhereOfD(filters)}`);
  return rowsOf(result).map((row) => Number(row.id));
}
