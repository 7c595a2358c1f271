import { asc, eq, sql } from 'drizzle-orm';
import type { TAgendaChangeAction } from '@tabib/shared';
import type { Db } from '../../db/client.ts';
import { agendaChanges, users } from '../../db/schema/index.ts';

/** What a change to an agenda did (decision 066). */
export type AgendaAction = TAgendaChangeAction;

/** Who made a change: the doctor, an assistant, the patient, or Tabib itself (an account closing). */
export interface AgendaChangeActor {
  actorId: number | null;
  actorRole: 'doctor' | 'assistant' | 'patient' | 'system';
}

/** Records one change, in the transaction that made it. */
export async function recordAgendaChange(
  db: Db,
  change: AgendaChangeActor & { doctorId: number; appointmentId?: number | null; action: AgendaAction },
): Promise<void> {
  await db.insert(agendaChanges).values({
    doctorId: change.doctorId,
    appointmentId: change.appointmentId ?? null,
    actorId: change.actorId,
    actorRole: change.actorRole,
    action: change.action,
  });
}

/** An appointment's changes, oldest first, with the name of whoever made each. */
export async function findAppointmentChanges(db: Db, appointmentId: number) {
  return db
    .select({
      action: agendaChanges.action,
      actorRole: agendaChanges.actorRole,
      actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      at: sql<string>`to_char(${agendaChanges.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(agendaChanges)
    .leftJoin(users, eq(users.id, agendaChanges.actorId))
    .where(eq(agendaChanges.appointmentId, appointmentId))
    .orderBy(asc(agendaChanges.at), asc(agendaChanges.id));
}
