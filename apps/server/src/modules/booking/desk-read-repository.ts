import { sql, type SQL } from 'drizzle-orm';
import type { TAgendaChangeAction, TAppointmentRelative } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';

/**
 * What the desk reads (decision 067): the agenda's appointments as the grid shows them, in one
 * statement whatever their number, and a patient's history.
 */

type ActorRole = 'patient' | 'doctor' | 'assistant' | 'system';

/** One agenda appointment as the statement writes it; the service picks the label and the roles. */
export interface AgendaAppointmentRow {
  id: number;
  visit_type: number;
  start: string;
  end: string;
  local_date: string;
  local_time: string;
  end_local_time: string;
  status: string;
  reason: string;
  cancel_reason: string;
  /** The visit type's labels in fr, en and ar, null where the doctor wrote none. */
  labels: [string | null, string | null, string | null];
  duration: number;
  patient_name: string;
  patient_phone: string | null;
  practice_patient: number;
  /**
   * Completed visits with the doctor before this one, and earlier appointments that make the
   * patient known (pending, confirmed or completed; a cancelled or missed one does not).
   */
  past_visits: number;
  past_seen: number;
  booked_role: ActorRole | null;
  booked_name: string | null;
  change: { action: TAgendaChangeAction; role: ActorRole; name: string | null; at: string } | null;
  attendance_confirmed: boolean;
  desk: boolean;
  rescheduled_to: { local_date: string; local_time: string } | null;
  /** The relative it is for (decision 075), aged on the appointment's day; null for the holder's own. */
  relative: TAppointmentRelative | null;
}

/** Which appointments: a doctor's between two dates of Morocco's clock, or some by id. */
export type AgendaSelection = { doctorId: number; from: string; to: string } | { ids: readonly number[] };

/** The appointments of `selection`, as a condition on the table named `alias`. */
function selectionWhere(selection: AgendaSelection, alias: 'a' | 's'): SQL {
  const table = sql.raw(alias);
  if ('ids' in selection) return sql`${table}.id = any(${sql.param([...selection.ids])}::int[])`;
  return sql`${table}.doctor_id = ${selection.doctorId}
    and ${table}.starts_at >= morocco_instant(${selection.from}::date::timestamp)
    and ${table}.starts_at < morocco_instant((${selection.to}::date + 1)::timestamp)`;
}

const instant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What each field of an agenda appointment is, in the order the statement writes them. */
const agendaFields = {
  id: sql`a.id`,
  visit_type: sql`a.visit_type_id`,
  start: instant(sql`a.starts_at`),
  end: instant(sql`a.ends_at`),
  local_date: sql`to_char(morocco_local(a.starts_at), 'YYYY-MM-DD')`,
  local_time: sql`to_char(morocco_local(a.starts_at), 'HH24:MI')`,
  end_local_time: sql`to_char(morocco_local(a.ends_at), 'HH24:MI')`,
  status: sql`a.status`,
  reason: sql`a.reason`,
  cancel_reason: sql`a.cancel_reason`,
  labels: sql`json_build_array(v.label_fr, v.label_en, v.label_ar)`,
  duration: sql`v.duration_minutes`,
  // The person seen: a relative's name when booked for one (decision 075).
  patient_name: sql`coalesce(r.first_name || ' ' || r.last_name,
                             nullif(trim(coalesce(u.first_name, p.name, '') || ' ' || coalesce(u.last_name, '')), ''),
                             u.email, p.email, '')`,
  patient_phone: sql`coalesce(u.phone, p.phone)`,
  practice_patient: sql`a.practice_patient_id`,
  past_visits: sql`seen.visits`,
  past_seen: sql`seen.seen`,
  booked_role: sql`case when a.booked_by is null then null
                        when a.booked_by = a.patient_id then 'patient'
                        when a.booked_by = d.user_id then 'doctor'
                        else 'assistant' end`,
  booked_name: sql`nullif(trim(b.first_name || ' ' || b.last_name), '')`,
  change: sql`change.value`,
  attendance_confirmed: sql`a.attendance_confirmed_at is not null`,
  desk: sql`a.booked_by is not null and a.booked_by is distinct from a.patient_id`,
  rescheduled_to: sql`moved.value`,
  relative: sql`case when r.id is null then null else json_build_object(
                  'id', r.id, 'first_name', r.first_name, 'last_name', r.last_name,
                  'age', extract(year from age(morocco_local(a.starts_at)::date, r.birth_date))::int,
                  'age_months', (extract(year from age(morocco_local(a.starts_at)::date, r.birth_date)) * 12
                                 + extract(month from age(morocco_local(a.starts_at)::date, r.birth_date)))::int,
                  'holder_name', coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, '')) end`,
} satisfies Record<keyof AgendaAppointmentRow, SQL>;
const agendaFieldNames = Object.keys(agendaFields) as (keyof AgendaAppointmentRow)[];

/**
 * The appointments of `selection` in time order, each with its patient's phone and earlier visits,
 * who booked it and its latest change. They come back as one JSON value, each appointment an array
 * of `agendaFields`' values: PGlite hands over one value much faster than hundreds of rows of
 * columns, and builds an array faster than an object with its keys (decisions 068 and 072).
 */
export async function findAgendaAppointments(db: Db, selection: AgendaSelection): Promise<AgendaAppointmentRow[]> {
  const [row] = await selectRows<{ appointments: string }>(db, agendaAppointmentsStatement(selection));
  const arrays = JSON.parse(row?.appointments ?? '[]') as unknown[][];
  return arrays.map((values) => {
    const appointment: Record<string, unknown> = {};
    agendaFieldNames.forEach((name, index) => (appointment[name] = values[index]));
    return appointment as unknown as AgendaAppointmentRow;
  });
}

export function agendaAppointmentsStatement(selection: AgendaSelection): SQL {
  return sql`select coalesce(json_agg(json_build_array(${sql.join(Object.values(agendaFields), sql`, `)})
                                      order by a.starts_at, a.id)::text, '[]') as appointments
          from appointments a
          join doctors d on d.id = a.doctor_id
          join visit_types v on v.id = a.visit_type_id
          join practice_patients p on p.id = a.practice_patient_id
          left join users u on u.id = a.patient_id
          left join relatives r on r.id = a.relative_id
          left join users b on b.id = a.booked_by
          left join lateral (
            select count(*) filter (where e.status = 'completed')::int as visits, count(*)::int as seen
              from appointments e
             where e.practice_patient_id = a.practice_patient_id
               and e.starts_at < a.starts_at and e.status in ('pending', 'confirmed', 'completed')) seen on true
          left join (
            -- The latest change of each, in one pass over the selection's changes (not one look-up per row).
            select distinct on (ch.appointment_id) ch.appointment_id,
                   json_build_object('action', ch.action, 'role', ch.actor_role,
                     'name', nullif(trim(w.first_name || ' ' || w.last_name), ''), 'at', ${instant(sql`ch.at`)}) as value
              from agenda_changes ch left join users w on w.id = ch.actor_id
             where ch.appointment_id in (select s.id from appointments s where ${selectionWhere(selection, 's')})
               and ch.action not in ('booked', 'booked_at_desk')
             order by ch.appointment_id, ch.at desc, ch.id desc) change on change.appointment_id = a.id
          left join lateral (
            select json_build_object('local_date', to_char(morocco_local(m.starts_at), 'YYYY-MM-DD'),
                                     'local_time', to_char(morocco_local(m.starts_at), 'HH24:MI')) as value
              from appointments m where m.rescheduled_from = a.id) moved on true
         where ${selectionWhere(selection, 'a')}`;
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
