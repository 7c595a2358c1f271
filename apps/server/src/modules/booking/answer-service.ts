import { activeAppointmentStatuses, type Locale, type TAppointmentAnswer } from '@tabib/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { readAnswerToken, type AnswerClaim } from './answer-link.ts';
import type { AppointmentContext } from './appointment-context.ts';
import { changeStatus, findAppointment, type AppointmentRow } from './appointment-repository.ts';
import { isActive } from './appointment-statuses.ts';
import { recordAgendaChange } from './agenda-change-repository.ts';
import { recordFreedTime } from './freed-time-repository.ts';

/** What answering a mailed link needs. */
export interface AnswerServiceDependencies {
  database: Database;
  context: AppointmentContext;
  secretKey: string;
}

type Reason = NonNullable<TAppointmentAnswer['reason_if_invalid']>;

/**
 * One-tap answers (decision 071): a signed link read without signing in, then carried out by a
 * POST from the page it opens (mail scanners follow GET links, never press buttons).
 */
export function createAnswerService({ database, context, secretKey }: AnswerServiceDependencies) {
  const { db } = database;

  async function open(token: string): Promise<{ claim: AnswerClaim; row: AppointmentRow }> {
    const claim = readAnswerToken(secretKey, token);
    if (!claim) throw new NotFound('answer_link_invalid');
    const row = await findAppointment(db, claim.appointmentId);
    if (!row) throw new NotFound('answer_link_invalid');
    return { claim, row };
  }

  /** Why the link can no longer be used, or undefined while it can. */
  function invalidReason(claim: AnswerClaim, row: AppointmentRow): Reason | undefined {
    if (claim.purpose === 'cancel' && row.status === 'cancelled_by_patient') return 'used';
    if (!isActive(row.status)) return 'cancelled';
    if (row.started || claim.expires * 1000 <= Date.now()) return 'expired';
    if (claim.purpose === 'cancel' && !row.beforeCutoff) return 'too_late';
    return undefined;
  }

  async function describe(claim: AnswerClaim, row: AppointmentRow, locale: Locale): Promise<TAppointmentAnswer> {
    const appointment = await context.present(row, locale);
    const reason = invalidReason(claim, row);
    return {
      purpose: claim.purpose,
      valid: reason === undefined,
      reason_if_invalid: reason ?? null,
      attendance_confirmed: row.attendanceConfirmedAt !== null,
      appointment: {
        doctor_name: appointment.doctor_name,
        doctor_name_ar: appointment.doctor_name_ar,
        local_date: appointment.local_date,
        local_time: appointment.local_time,
        visit_type_label: appointment.visit_type_label,
        address: appointment.address,
        status: appointment.status,
      },
    };
  }

  async function readAnswer(options: { token: string; locale: Locale }): Promise<TAppointmentAnswer> {
    const { claim, row } = await open(options.token);
    return describe(claim, row, options.locale);
  }

  async function applyAnswer(options: { token: string; locale: Locale }): Promise<TAppointmentAnswer> {
    const { claim, row } = await open(options.token);
    const reason = invalidReason(claim, row);
    if (reason === 'expired') throw new Conflict('answer_link_expired');
    if (reason === 'too_late') throw new Conflict('cancel_too_late');
    if (reason) throw new Conflict(claim.purpose === 'confirm' ? 'answer_link_cancelled' : 'answer_link_used');
    const actor = { actorId: row.patientId ?? null, actorRole: 'patient' as const };
    if (claim.purpose === 'confirm') {
      await db.transaction(async (tx) => {
        // Idempotent: a second press keeps the first time and records nothing more.
        const [confirmed] = await tx
          .update(appointments)
          .set({ attendanceConfirmedAt: new Date() })
          .where(and(eq(appointments.id, row.id), isNull(appointments.attendanceConfirmedAt)))
          .returning({ id: appointments.id });
        if (confirmed) {
          await recordAgendaChange(tx, {
            doctorId: row.doctorId,
            appointmentId: row.id,
            action: 'attendance_confirmed',
            ...actor,
          });
        }
      });
    } else {
      await db.transaction(async (tx) => {
        const changed = await changeStatus(tx, {
          id: row.id,
          from: activeAppointmentStatuses,
          to: 'cancelled_by_patient',
          cancelReason: '',
        });
        if (!changed) throw new Conflict('answer_link_used');
        await recordFreedTime(tx, { doctorId: row.doctorId, start: row.start, end: row.end });
        await recordAgendaChange(tx, { doctorId: row.doctorId, appointmentId: row.id, action: 'cancelled', ...actor });
      });
      await context.afterChange(row.id, options.locale, 'cancelled_by_patient', { doctor: true, patient: false });
    }
    const after = await findAppointment(db, row.id);
    return describe(claim, after ?? row, options.locale);
  }

  return { readAnswer, applyAnswer };
}
