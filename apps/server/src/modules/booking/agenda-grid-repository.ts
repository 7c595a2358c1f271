import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';

/**
 * The reads behind the agenda's time grid (decision 068): a handful of set-based statements per
 * answer, whatever the number of days or appointments, every clock time computed by the database.
 */

/** The doctor's name, and today and now on Morocco's clock. */
export async function findGridHeader(db: Db, doctorId: number) {
  const [row] = await selectRows<{ id: number; name: string; today: string; now_time: string }>(
    db,
    sql`select d.id, trim(d.first_name || ' ' || d.last_name) as name,
               to_char(morocco_local(now()), 'YYYY-MM-DD') as today,
               to_char(morocco_local(now()), 'HH24:MI') as now_time
          from doctors d where d.id = ${doctorId}`,
  );
  return row;
}

/**
 * Each date of the period with its hours (the date's override when it has one, else the weekly
 * ranges of its weekday; an override without times closes it) and whether an absence covers it.
 */
export async function findGridDays(db: Db, doctorId: number, period: { from: string; to: string }) {
  const rows = await selectRows<{
    date: string;
    midnight: string;
    weekday: number;
    hours: { start: string; end: string }[];
    absent: boolean;
  }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as date,
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
               lateral (select g.t::date as d) as day
         order by d`,
  );
  return rows.map((row) => ({ ...row, weekday: Number(row.weekday) }));
}

/** "Running late" minutes by date of the period. */
export async function findGridDelays(db: Db, doctorId: number, period: { from: string; to: string }) {
  const rows = await selectRows<{ date: string; minutes: number }>(
    db,
    sql`select to_char(on_date, 'YYYY-MM-DD') as date, minutes from doctor_delays
         where doctor_id = ${doctorId} and on_date between ${period.from}::date and ${period.to}::date`,
  );
  return Object.fromEntries(rows.map((row) => [row.date, Number(row.minutes)]));
}
