import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TAgendaGridDay, TBlock } from '@tabib/shared';
import type { presentVisitType } from './appointment-presenter.ts';
import { blockColumns } from './block-repository.ts';
import { selectRows } from './booking-sql.ts';

/**
 * The reads behind the agenda's time grid (decision 068): one statement for its frame, whatever the
 * number of days, every clock time computed by the database.
 */

/**
 * The grid's frame: the doctor, today and now, the days with their hours, the blocks, the delays
 * and the visit types.
 */
export interface GridFrame {
  id: number;
  name: string;
  today: string;
  now_time: string;
  days: TAgendaGridDay[];
  blocks: TBlock[];
  delays: Record<string, number>;
  /** The active visit types in the doctor's order, as `presentVisitType` takes them. */
  visitTypes: Parameters<typeof presentVisitType>[0][];
}

/**
 * Everything of the answer but the appointments, in one statement: PGlite
 * pays a fixed cost per statement, five times what some of these reads take (decision 072).
 */
export async function findGridFrame(
  db: Db,
  doctorId: number,
  period: { from: string; to: string },
): Promise<GridFrame | undefined> {
  const [row] = await selectRows<
    Omit<GridFrame, 'days' | 'blocks' | 'delays' | 'visitTypes'> &
      Record<'days' | 'blocks' | 'delays' | 'visit_types', string>
  >(
    db,
    sql`select d.id, trim(d.first_name || ' ' || d.last_name) as name,
               to_char(morocco_local(now()), 'YYYY-MM-DD') as today,
               to_char(morocco_local(now()), 'HH24:MI') as now_time,
               (select coalesce(json_agg(day order by day.date), '[]') from (${daysOf(doctorId, period)}) day)::text as days,
               (select coalesce(json_agg(b order by b.start, b.id), '[]')
                  from (select ${blockColumns} from agenda_blocks b
                         where b.doctor_id = ${doctorId}
                           and b.starts_at < morocco_instant((${period.to}::date + 1)::timestamp)
                           and b.ends_at > morocco_instant(${period.from}::date::timestamp)) b)::text as blocks,
               (select coalesce(json_object_agg(to_char(l.on_date, 'YYYY-MM-DD'), l.minutes), '{}')
                  from doctor_delays l
                 where l.doctor_id = ${doctorId} and l.on_date between ${period.from}::date and ${period.to}::date)::text as delays,
               (select coalesce(json_agg(json_build_object('id', t.id, 'labelFr', t.label_fr, 'labelEn', t.label_en,
                         'labelAr', t.label_ar, 'durationMinutes', t.duration_minutes, 'priceMad', t.price_mad,
                         'audience', t.audience, 'position', t.position, 'isDefault', t.is_default)
                         order by t.position, t.id), '[]')
                  from visit_types t where t.doctor_id = ${doctorId} and t.archived_at is null)::text as visit_types
          from doctors d where d.id = ${doctorId}`,
  );
  if (!row) return undefined;
  return {
    ...row,
    id: Number(row.id),
    days: JSON.parse(row.days) as TAgendaGridDay[],
    blocks: JSON.parse(row.blocks) as TBlock[],
    delays: JSON.parse(row.delays) as Record<string, number>,
    visitTypes: JSON.parse(row.visit_types) as GridFrame['visitTypes'],
  };
}

/**
 * Each date of the period with its hours (the date's override when it has one, else the weekly
 * ranges of its weekday; an override without times closes it) and whether an absence covers it.
 */
function daysOf(doctorId: number, period: { from: string; to: string }) {
  return sql`select to_char(d, 'YYYY-MM-DD') as date,
               to_char(morocco_instant(d::timestamp) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as midnight,
               extract(isodow from d)::int as weekday,
               case when exists (select 1 from schedule_overrides o where o.doctor_id = ${doctorId} and o.on_date = d)
                 then coalesce((select json_agg(json_build_object('start', to_char(o.starts_at, 'HH24:MI'),
                                                                  'end', to_char(o.ends_at, 'HH24:MI')) order by o.starts_at)
                                  from schedule_overrides o
                                 where o.doctor_id = ${doctorId} and o.on_date = d and o.starts_at is not null), '[]'::json)
                 else coalesce((select json_agg(json_build_object('start', to_char(w.starts_at, 'HH24:MI'),
                                                                  'end', to_char(w.ends_at, 'HH24:MI')) order by w.starts_at)
                                  from weekly_hours w
                                 where w.doctor_id = ${doctorId} and w.weekday = extract(isodow from d)), '[]'::json)
               end as hours,
               exists (select 1 from absences a where a.doctor_id = ${doctorId} and d between a.starts_on and a.ends_on) as absent
          from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as g(t),
               lateral (select g.t::date as d) as day`;
}
