import { sql } from 'drizzle-orm';
import { searchPageSize } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import type { ShownSlot } from '../booking/index.ts';
import {
  doctorColumnList,
  doctorRankOrderOf,
  doctorRecordFromRow,
  rowsOf,
  type DoctorRecord,
} from './doctor-columns.ts';
import { doctorFilterWhereOfD, type DoctorFilters } from './doctor-filters.ts';

/**
 * What a search by availability filters and orders on (decision 043): a free slot within the next N × 24
 * hours, and/or the doctors with a free slot first, soonest first. It reads the next slots kept
 * per bookable doctor (`doctor_next_slots`, decision 042), never computes availability.
 */
export interface AvailabilityCriteria {
  withinDays: number | undefined;
  order: 'rank' | 'soonest';
}

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
  const where = doctorFilterWhereOfD(filters);
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
  const where = doctorFilterWhereOfD(filters);
  if (availability.withinDays && availability.order === 'rank') {
    const rows = rowsOf(
      await db.execute(sql`
        select ${doctorColumnList('d')} from doctors d
         where ${where}
           and (select n.next_at from doctor_next_slots n where n.doctor_id = d.id)
                 < now() + make_interval(days => ${availability.withinDays}::integer)
         order by ${doctorRankOrderOf('d')}
         limit ${searchPageSize} offset ${offset}`),
    );
    return rows.map(doctorRecordFromRow);
  }
  const within = availability.withinDays
    ? sql`n.next_at < now() + make_interval(days => ${availability.withinDays}::integer)`
    : sql`n.next_at is not null`;
  const available = rowsOf(
    await db.execute(sql`
      select ${doctorColumnList('d')}
        from doctor_next_slots n join doctors d on d.id = n.doctor_id
       where ${within} and ${where}
       order by n.next_at, ${doctorRankOrderOf('d')}
       limit ${searchPageSize} offset ${offset}`),
  );
  const records = available.map(doctorRecordFromRow);
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
      select ${doctorColumnList('d')} from doctors d where ${others} and ${where}
       order by ${doctorRankOrderOf('d')}
       limit ${searchPageSize - records.length} offset ${Math.max(0, offset - withSlots)}`),
  );
  records.push(...rest.map(doctorRecordFromRow));
  return records;
}
