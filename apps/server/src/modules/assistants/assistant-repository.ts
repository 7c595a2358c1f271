import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/select-rows.ts';

/** A doctor's assistants (decision 069): invitations by e-mail, then the account that accepted. */

const instant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface AssistantRow {
  id: number;
  email: string;
  name: string | null;
  status: 'invited' | 'active';
  invited_at: string;
  accepted_at: string | null;
}

export async function findAssistants(db: Db, doctorId: number): Promise<AssistantRow[]> {
  const rows = await selectRows<AssistantRow>(
    db,
    sql`select a.id, a.email, nullif(trim(u.first_name || ' ' || u.last_name), '') as name,
               case when a.accepted_at is null then 'invited' else 'active' end as status,
               ${instant('a.invited_at')} as invited_at, ${instant('a.accepted_at')} as accepted_at
          from doctor_assistants a left join users u on u.id = a.user_id
         where a.doctor_id = ${doctorId}
         order by a.invited_at, a.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Invites an address, or invites it again with a new link; undefined when that address already
 * assists the doctor.
 */
export async function upsertInvitation(
  db: Db,
  invitation: { doctorId: number; email: string; tokenHash: string; invitedBy: number; days: number },
): Promise<number | undefined> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into doctor_assistants (doctor_id, email, invited_by, token_hash, expires_at)
        values (${invitation.doctorId}, ${invitation.email}, ${invitation.invitedBy}, ${invitation.tokenHash},
                now() + make_interval(days => ${invitation.days}))
        on conflict (doctor_id, lower(email)) do update
          set token_hash = excluded.token_hash, expires_at = excluded.expires_at, invited_at = now(),
              invited_by = excluded.invited_by
          where doctor_assistants.accepted_at is null
        returning id`,
  );
  return row && Number(row.id);
}

export async function countAssistants(db: Db, doctorId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from doctor_assistants where doctor_id = ${doctorId}`,
  );
  return Number(row?.count ?? 0);
}

/** Removes an assistant or an invitation of the doctor's: the access ends with the row. */
export async function deleteAssistant(db: Db, doctorId: number, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`delete from doctor_assistants where id = ${id} and doctor_id = ${doctorId} returning id`,
  );
  return rows.length === 1;
}

export interface InvitationRow {
  id: number;
  doctor_id: number;
  doctor_name: string;
  doctor_user_id: number | null;
  email: string;
  expired: boolean;
  accepted: boolean;
}

export async function findInvitation(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await selectRows<InvitationRow>(
    db,
    sql`select a.id, a.doctor_id, trim(d.first_name || ' ' || d.last_name) as doctor_name, d.user_id as doctor_user_id,
               a.email, a.expires_at <= now() as expired, a.accepted_at is not null as accepted
          from doctor_assistants a join doctors d on d.id = a.doctor_id
         where a.token_hash = ${tokenHash}`,
  );
  return row && { ...row, id: Number(row.id), doctor_id: Number(row.doctor_id) };
}

export async function acceptInvitation(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update doctor_assistants set user_id = ${userId}, accepted_at = now()
         where id = ${id} and accepted_at is null and expires_at > now() returning id`,
  );
  return rows.length === 1;
}

/** The agendas an account may open: its own page's first, then the doctors it assists. */
export async function findAgendaChoices(db: Db, userId: number) {
  const rows = await selectRows<{ doctor: number; name: string; role: 'doctor' | 'assistant' }>(
    db,
    sql`select d.id as doctor, trim(d.first_name || ' ' || d.last_name) as name, 'doctor' as role, 0 as rank, null::timestamptz as since
          from doctors d where d.user_id = ${userId}
        union all
        select d.id, trim(d.first_name || ' ' || d.last_name), 'assistant', 1, a.accepted_at
          from doctor_assistants a join doctors d on d.id = a.doctor_id join users owner on owner.id = d.user_id
         where a.user_id = ${userId} and a.accepted_at is not null and owner.suspended_at is null
        order by rank, since`,
  );
  return rows.map((row) => ({ doctor: Number(row.doctor), name: row.name, role: row.role }));
}
