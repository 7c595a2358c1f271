import type { Database, Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BackgroundTasks } from '../../background-tasks.ts';
import { localeOf, type AppointmentContext } from './appointment-context.ts';
import { sendAppointmentMail } from './appointment-mail.ts';
import {
  activeAppointmentsAheadOf,
  cancelActiveAppointments,
  findAppointments,
  findCalendarIdentities,
  type AppointmentRow,
} from './appointment-repository.ts';
import { findDoctorOfUser, findDoctorOwnerContact } from './bookable-doctor-repository.ts';
import { refreshNextSlots } from './next-slot-repository.ts';
import { deleteScheduleOfOwner } from './schedule-repository.ts';
import { archiveVisitTypesOfOwner } from './visit-type-repository.ts';

/** What closing an account's part in booking needs. */
export interface AccountClosingServiceDependencies {
  database: Database;
  context: AppointmentContext;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/** Why an account's appointments ahead are cancelled: see `prepareAccountClosing`. */
export type ClosingScope = 'account' | 'page' | 'suspension';

/** An account's part in booking when it closes, leaves its page or is suspended (decision 037). */
export function createAccountClosingService(dependencies: AccountClosingServiceDependencies) {
  const { database, context, mailer, background, publicUrl } = dependencies;
  const { db } = database;

  /**
   * Before an account lets its appointments ahead go, they are to be cancelled and the other party
   * told: `account`, the account is deleted (law 09-08, decision 037): as the patient and as the
   * doctor who owns the page, whose booking closes since the patient's rows go with the account and
   * nobody would answer for the page; `page`, the account unticks "I am a doctor" and its page leaves
   * it (decision 050): the page's appointments, and its booking closes; `suspension`, a moderator
   * suspends the account (decision 050): both sides, while the page keeps its hours for a reinstatement.
   * The mails are written now, while every row can still be read; `apply` runs inside the caller's
   * transaction, and `notify` once it has committed.
   */
  async function prepareAccountClosing(userId: number, scope: ClosingScope = 'account') {
    const rows = await findAppointments(db, activeAppointmentsAheadOf(userId, { pageOnly: scope === 'page' }));
    const asPatient = rows.filter((row) => row.patientId === userId);
    const asDoctor = rows.filter((row) => row.patientId !== userId);
    const identities = await findCalendarIdentities(
      db,
      rows.map((row) => row.id),
    );
    const mails: Array<Parameters<typeof sendAppointmentMail>[1]> = [];
    for (const row of rows) {
      const byPatient = row.patientId === userId;
      const status = byPatient ? 'cancelled_by_patient' : 'cancelled_by_doctor';
      const cancelled: AppointmentRow = { ...row, status, cancelReason: '' };
      const identity = identities.get(row.id) ?? { root: row.id, sequence: 0 };
      const to = byPatient
        ? await findDoctorOwnerContact(db, row.doctorId)
        : { email: row.patientEmail, locale: row.patientLocale, firstName: row.patientFirstName };
      // A patient the desk entered without an address is not mailed (decision 066).
      if (!to?.email || (byPatient && row.doctorUserId === userId)) continue;
      mails.push({
        event: status,
        to: { email: to.email, locale: to.locale, name: to.firstName || to.email },
        appointment: await context.present(cancelled, localeOf(to.locale)),
        identity,
        forDoctor: byPatient,
        publicUrl,
      });
    }
    // The page's kept next slots go too (refreshed after its booking closed), appointments or not.
    const page = await findDoctorOfUser(db, userId);
    const doctorIds = [...new Set([...rows.map((row) => row.doctorId), ...(page ? [page.id] : [])])];
    return {
      /** How many appointments ahead are cancelled. */
      count: rows.length,
      apply: (tx: Db) =>
        closeAccountBooking(tx, {
          userId,
          asPatient: asPatient.map((row) => row.id),
          asDoctor: asDoctor.map((row) => row.id),
          closePage: scope !== 'suspension',
        }),
      notify: () => {
        background.run('closed account appointment mails', async () => {
          await refreshNextSlots(db, doctorIds);
          for (const mail of mails) await sendAppointmentMail(mailer, mail);
        });
      },
    };
  }

  /** Recomputes the next free slots of the page an account owns (after a suspension or its end). */
  async function refreshBookability(userId: number): Promise<void> {
    const page = await findDoctorOfUser(db, userId);
    if (page) await refreshNextSlots(db, [page.id]);
  }

  return { prepareAccountClosing, refreshBookability };
}

/**
 * A closing account's appointments ahead are cancelled (as the patient, or as the doctor who owns
 * the page), and, with `closePage`, a page it owned takes no more bookings (its schedule deleted,
 * its visit types archived), since no one would receive them.
 */
async function closeAccountBooking(
  tx: Db,
  options: { userId: number; asPatient: number[]; asDoctor: number[]; closePage: boolean },
): Promise<void> {
  await cancelActiveAppointments(tx, options.asPatient, 'cancelled_by_patient');
  await cancelActiveAppointments(tx, options.asDoctor, 'cancelled_by_doctor');
  if (!options.closePage) return;
  await deleteScheduleOfOwner(tx, options.userId);
  await archiveVisitTypesOfOwner(tx, options.userId);
}
