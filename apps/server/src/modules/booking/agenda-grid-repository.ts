import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';

/**
 * The reads behind the agenda's time grid (decision 068): a handful of set-based statements per
 * answer, whatever the number of days or appointments, every clock time computed by the database.
 */

type ActorRole = 'patient' | 'doctor' | 'assistant' | 'system';

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

/** What the grid adds to each appointment of the period: the patient's history, who booked and last changed it. */
export async function findGridAppointmentExtras(db: Db, doctorId: number, period: { from: string; to: string }) {
  const rows = await selectRows<{
    id: number;
    past_visits: number;
    earlier_visits: number;
    booked_by_role: ActorRole | null;
    booked_by_name: string | null;
    change_action: string | null;
    change_role: ActorRole | null;
    change_name: string | null;
    change_at: string | null;
  }>(
    db,
    sql`with period as (
          select a.id, a.practice_patient_id, a.patient_id, a.starts_at, a.booked_by
            from appointments a
           where a.doctor_id = ${doctorId}
             and a.starts_at >= morocco_instant(${period.from}::date::timestamp)
             and a.starts_at < morocco_instant((${period.to}::date + 1)::timestamp)),
        -- One pass over the doctor's appointments up to the period's end: each one's earlier visits.
        history as (
          select p.id,
                 count(*) filter (where p.status = 'completed') over earlier as past_visits,
                 count(*) filter (where p.status in ('completed', 'confirmed', 'pending')) over earlier as earlier_visits
            from appointments p
           where p.doctor_id = ${doctorId} and p.starts_at < morocco_instant((${period.to}::date + 1)::timestamp)
          window earlier as (partition by p.practice_patient_id order by p.starts_at
                             rows between unbounded preceding and 1 preceding))
        select a.id, h.past_visits::int, h.earlier_visits::int,
               case when a.booked_by is null then null
                    when a.booked_by = a.patient_id then 'patient'
                    when a.booked_by = d.user_id then 'doctor'
                    else 'assistant' end as booked_by_role,
               trim(coalesce(booker.first_name, '') || ' ' || coalesce(booker.last_name, '')) as booked_by_name,
               change.action as change_action, change.actor_role as change_role, change.name as change_name,
               to_char(change.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as change_at
          from period a
          join history h on h.id = a.id
          join doctors d on d.id = ${doctorId}
          left join users booker on booker.id = a.booked_by
          left join lateral (
                select c.action, c.actor_role, c.at,
                       trim(coalesce(actor.first_name, '') || ' ' || coalesce(actor.last_name, '')) as name
                  from agenda_changes c left join users actor on actor.id = c.actor_id
                 where c.appointment_id = a.id
                 order by c.at desc, c.id desc limit 1) change on true`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        past_visits: Number(row.past_visits),
        new_patient: Number(row.earlier_visits) === 0,
        booked_by: row.booked_by_role ? { role: row.booked_by_role, name: row.booked_by_name ?? '' } : null,
        last_change:
          row.change_action && row.change_role && row.change_at
            ? { action: row.change_action, role: row.change_role, name: row.change_name ?? '', at: row.change_at }
            : null,
      },
    ]),
  );
}

/** The blocks that overlap the period, with their ends on Morocco's clock. */
export async function findGridBlocks(db: Db, doctorId: number, period: { from: string; to: string }) {
  const rows = await selectRows<{
    id: number;
    start: string;
    end: string;
    local_date: string;
    local_time: string;
    end_local_date: string;
    end_local_time: string;
    label: string;
  }>(
    db,
    sql`select b.id, to_char(b.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start,
               to_char(b.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "end",
               to_char(morocco_local(b.starts_at), 'YYYY-MM-DD') as local_date,
               to_char(morocco_local(b.starts_at), 'HH24:MI') as local_time,
               to_char(morocco_local(b.ends_at), 'YYYY-MM-DD') as end_local_date,
               to_char(morocco_local(b.ends_at), 'HH24:MI') as end_local_time, b.label
          from agenda_blocks b
         where b.doctor_id = ${doctorId}
           and b.starts_at < morocco_instant((${period.to}::date + 1)::timestamp)
           and b.ends_at > morocco_instant(${period.from}::date::timestamp)
         order by b.starts_at, b.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
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
