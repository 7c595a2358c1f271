import { sql } from 'drizzle-orm';
import type { TBlock } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';

/**
 * Blocked time (decision 066) and what a desk booking must not overlap. Callers hold the doctor's
 * booking lock (`lockDoctor`) so a check and the write that follows it see the same agenda.
 */

/** A block as the desk shows it (`TBlock`), from the table named `b`. */
export const blockColumns = sql`b.id, to_char(b.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start,
  to_char(b.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "end",
  to_char(morocco_local(b.starts_at), 'YYYY-MM-DD') as local_date, to_char(morocco_local(b.starts_at), 'HH24:MI') as local_time,
  to_char(morocco_local(b.ends_at), 'YYYY-MM-DD') as end_local_date, to_char(morocco_local(b.ends_at), 'HH24:MI') as end_local_time,
  b.label`;

function asBlock(row: TBlock): TBlock {
  return { ...row, id: Number(row.id) };
}

export async function insertBlock(
  db: Db,
  block: { doctorId: number; start: string; end: string; label: string; createdBy: number },
): Promise<TBlock> {
  const [row] = await selectRows<TBlock>(
    db,
    sql`with made as (
          insert into agenda_blocks (doctor_id, starts_at, ends_at, label, created_by)
          values (${block.doctorId}, ${block.start}::timestamptz, ${block.end}::timestamptz, ${block.label}, ${block.createdBy})
          returning *)
        select ${blockColumns} from made b`,
  );
  return asBlock(row!);
}

/** A doctor's blocks that overlap the days `from`…`to` of Morocco's clock, in order. */
export async function findBlocks(db: Db, doctorId: number, dates: { from: string; to: string }): Promise<TBlock[]> {
  const rows = await selectRows<TBlock>(
    db,
    sql`select ${blockColumns} from agenda_blocks b
         where b.doctor_id = ${doctorId}
           and b.starts_at < morocco_instant((${dates.to}::date + 1)::timestamp)
           and b.ends_at > morocco_instant(${dates.from}::date::timestamp)
         order by b.starts_at, b.id`,
  );
  return rows.map(asBlock);
}

/** Removes one of the doctor's blocks; undefined when the doctor has none with that id. */
export async function deleteBlock(db: Db, doctorId: number, id: number): Promise<TBlock | undefined> {
  const [row] = await selectRows<TBlock>(
    db,
    sql`with gone as (delete from agenda_blocks where id = ${id} and doctor_id = ${doctorId} returning *)
        select ${blockColumns} from gone b`,
  );
  return row && asBlock(row);
}

/** What a range of the doctor's time overlaps: an active appointment, a block, a day away. */
export async function findOverlaps(
  db: Db,
  doctorId: number,
  range: { start: string; end: string; exceptAppointment?: number },
): Promise<{ appointment: boolean; block: boolean; absence: boolean }> {
  const [row] = await selectRows<{ appointment: boolean; block: boolean; absence: boolean }>(
    db,
    sql`select
          exists (select 1 from appointments a
                   where a.doctor_id = ${doctorId} and a.id <> ${range.exceptAppointment ?? 0}
                     and a.status in ('pending', 'confirmed', 'completed', 'no_show')
                     and tstzrange(a.starts_at, a.ends_at) && tstzrange(${range.start}::timestamptz, ${range.end}::timestamptz)) as appointment,
          exists (select 1 from agenda_blocks b
                   where b.doctor_id = ${doctorId}
                     and tstzrange(b.starts_at, b.ends_at) && tstzrange(${range.start}::timestamptz, ${range.end}::timestamptz)) as block,
          exists (select 1 from absences x
                   where x.doctor_id = ${doctorId}
                     and x.starts_on <= morocco_local(${range.end}::timestamptz - interval '1 microsecond')::date
                     and x.ends_on >= morocco_local(${range.start}::timestamptz)::date) as absence`,
  );
  return row!;
}
