import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';

/**
 * What the desk reads besides the appointments themselves (decision 067): per appointment what the
 * desk shows about its patient and who booked or changed it, and a patient's history.
 */

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
