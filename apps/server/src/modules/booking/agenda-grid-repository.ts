import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';

/**
 * What the agenda's time grid reads besides the appointments themselves (decision 068): the days
 * with their hours, absences and delays, and per appointment what the desk shows about its patient
 * and who booked or changed it. A few statements whatever the number of days and appointments.
 */

export interface AgendaDayRow {
  date: string;
  weekday: number;
  hours: Array<{ start: string; end: string }>;
  absent: boolean;
  delay_minutes: number;
}

/** Each date from `from` to `to`: the date's override, else the weekday's hours; away or not; the delay. */
export async function findAgendaDays(db: Db, doctorId: number, dates: { from: string; to: string }) {
  return selectRows<AgendaDayRow>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as date, extract(isodow from d.day)::int as weekday,
               coalesce(case when exists (select 1 from schedule_overrides o where o.doctor_id = ${doctorId} and o.on_date = d.day)
                 then (select json_agg(json_build_object('start', to_char(o.starts_at, 'HH24:MI'), 'end', to_char(o.ends_at, 'HH24:MI'))
                                       order by o.starts_at)
                         from schedule_overrides o
                        where o.doctor_id = ${doctorId} and o.on_date = d.day and o.starts_at is not null)
                 else (select json_agg(json_build_object('start', to_char(w.starts_at, 'HH24:MI'), 'end', to_char(w.ends_at, 'HH24:MI'))
                                       order by w.starts_at)
                         from weekly_hours w
                        where w.doctor_id = ${doctorId} and w.weekday = extract(isodow from d.day)) end, '[]'::json) as hours,
               exists (select 1 from absences a where a.doctor_id = ${doctorId} and d.day between a.starts_on and a.ends_on) as absent,
               coalesce((select x.minutes from doctor_delays x where x.doctor_id = ${doctorId} and x.on_date = d.day), 0) as delay_minutes
          from generate_series(${dates.from}::date, ${dates.to}::date, interval '1 day') as d(day)
         order by d.day`,
  );
}

export interface AgendaFactsRow {
  id: number;
  new_patient: boolean;
  past_visits: number;
  booked_role: 'patient' | 'doctor' | 'assistant' | null;
  booked_name: string | null;
  change_action: string | null;
  change_role: 'patient' | 'doctor' | 'assistant' | 'system' | null;
  change_name: string | null;
  change_at: string | null;
}

/** Per appointment: the patient's earlier visits with the doctor, who booked it, its latest change. */
export async function findAgendaFacts(db: Db, ids: readonly number[]): Promise<Map<number, AgendaFactsRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<AgendaFactsRow>(
    db,
    sql`select a.id,
               not exists (select 1 from appointments e where e.practice_patient_id = a.practice_patient_id
                            and e.status in ('completed', 'no_show') and e.starts_at < a.starts_at) as new_patient,
               (select count(*)::int from appointments e where e.practice_patient_id = a.practice_patient_id
                 and e.status = 'completed' and e.starts_at < a.starts_at) as past_visits,
               case when a.booked_by is null then null
                    when a.booked_by = a.patient_id then 'patient'
                    when a.booked_by = d.user_id then 'doctor'
                    else 'assistant' end as booked_role,
               nullif(trim(b.first_name || ' ' || b.last_name), '') as booked_name,
               c.action as change_action, c.actor_role as change_role, c.name as change_name, c.at as change_at
          from appointments a
          join doctors d on d.id = a.doctor_id
          left join users b on b.id = a.booked_by
          left join lateral (
            select ch.action, ch.actor_role, nullif(trim(u.first_name || ' ' || u.last_name), '') as name,
                   to_char(ch.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
              from agenda_changes ch left join users u on u.id = ch.actor_id
             where ch.appointment_id = a.id and ch.action not in ('booked', 'booked_at_desk')
             order by ch.at desc, ch.id desc limit 1) c on true
         where a.id = any(${sql.param([...ids])}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** Today and the time now on Morocco's clock. */
export async function findMoroccoNow(db: Db): Promise<{ today: string; now_time: string }> {
  const [row] = await selectRows<{ today: string; now_time: string }>(
    db,
    sql`select to_char(morocco_local(now()), 'YYYY-MM-DD') as today, to_char(morocco_local(now()), 'HH24:MI') as now_time`,
  );
  return row!;
}

/** A doctor's name as the agenda's heading shows it. */
export async function findDoctorName(db: Db, doctorId: number): Promise<string> {
  const [row] = await selectRows<{ name: string }>(
    db,
    sql`select trim(first_name || ' ' || last_name) as name from doctors where id = ${doctorId}`,
  );
  return row?.name ?? '';
}

/** A patient's appointments with the doctor, latest first (the desk's history). */
export async function findPatientAppointments(db: Db, practicePatientId: number) {
  return selectRows<{
    id: number;
    local_date: string;
    local_time: string;
    status: string;
    label_fr: string | null;
    label_en: string | null;
    label_ar: string | null;
    reason: string;
  }>(
    db,
    sql`select a.id, to_char(morocco_local(a.starts_at), 'YYYY-MM-DD') as local_date,
               to_char(morocco_local(a.starts_at), 'HH24:MI') as local_time, a.status,
               v.label_fr, v.label_en, v.label_ar, a.reason
          from appointments a join visit_types v on v.id = a.visit_type_id
         where a.practice_patient_id = ${practicePatientId}
           and not exists (select 1 from appointments m where m.rescheduled_from = a.id)
         order by a.starts_at desc limit 200`,
  );
}
