import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from './booking-sql.ts';
import { Forbidden, Invalid } from '../../errors.ts';

/**
 * Who acts on an agenda (decision 066): the doctor who owns the page, or an assistant the doctor
 * invited and who accepted. The agenda endpoints under `/api/doctors/me/…` act for the viewer's own
 * page, or with `?doctor={id}` for a doctor the viewer serves; any other doctor answers 403.
 */
export interface AgendaActor {
  doctorId: number;
  /** The account acting: recorded with every change it makes. */
  userId: number;
  role: 'doctor' | 'assistant';
}

/**
 * The agenda the viewer acts on. Without `doctor`: the viewer's own page, else the one doctor the
 * viewer assists (400 `doctor_required` when there are several), else 403 `not_a_doctor`. With it:
 * the viewer's own page or one the viewer assists, else 403 `not_your_agenda`. A doctor whose account
 * is suspended lends no agenda to assistants.
 */
export async function agendaActor(db: Db, userId: number, doctor?: number): Promise<AgendaActor> {
  const rows = await selectRows<{ doctor_id: number; role: 'doctor' | 'assistant' }>(
    db,
    sql`select d.id as doctor_id, 'doctor' as role, 0 as rank, null::timestamptz as since
          from doctors d where d.user_id = ${userId}
        union all
        select a.doctor_id, 'assistant', 1, a.accepted_at
          from doctor_assistants a
          join doctors d on d.id = a.doctor_id
          join users owner on owner.id = d.user_id
         where a.user_id = ${userId} and a.accepted_at is not null and owner.suspended_at is null
        order by rank, since`,
  );
  if (doctor !== undefined) {
    const match = rows.find((row) => Number(row.doctor_id) === doctor);
    if (!match) throw new Forbidden(rows.length === 0 ? 'not_a_doctor' : 'not_your_agenda');
    return { doctorId: doctor, userId, role: match.role };
  }
  const own = rows.find((row) => row.role === 'doctor');
  if (own) return { doctorId: Number(own.doctor_id), userId, role: 'doctor' };
  if (rows.length === 1) return { doctorId: Number(rows[0]!.doctor_id), userId, role: 'assistant' };
  if (rows.length > 1) throw new Invalid('doctor_required', [{ field: 'querystring.doctor', key: 'doctor_required' }]);
  throw new Forbidden('not_a_doctor');
}

/** Only the doctor: the profile, the booking rules, visit types and the calendar feed's address. */
export function requireOwner(actor: AgendaActor): void {
  if (actor.role !== 'doctor') throw new Forbidden('doctor_only');
}
