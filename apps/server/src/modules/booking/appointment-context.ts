import type { Locale, TAppointment, TAppointmentStatus } from '@tabib/shared';
import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { sendAppointmentMail, type AppointmentEvent } from './appointment-mail.ts';
import { presentAppointment } from './appointment-presenter.ts';
import { findAppointment, findCalendarIdentity, type AppointmentRow } from './appointment-repository.ts';
import { agendaActor } from './agenda-actor.ts';
import { findDoctorOwnerContact } from './bookable-doctor-repository.ts';
import { refreshNextSlots } from './next-slot-repository.ts';

/** What the appointment services share: the database, the mails and where links point. */
export interface AppointmentContextDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/** Who is mailed about a change: the patient unless told otherwise, the doctor when asked. */
export interface MailedParties {
  doctor?: boolean;
  patient?: boolean;
}

/**
 * The steps every appointment service takes (decision 042): showing an appointment in a reader's
 * language, finding one its reader may see, and, after a change, refreshing search's next slots
 * and mailing the parties once the answer is sent.
 */
export function createAppointmentContext(dependencies: AppointmentContextDependencies) {
  const { database, catalog, mailer, background, publicUrl } = dependencies;
  const { db } = database;

  const present = (row: AppointmentRow, locale: Locale) => presentAppointment(row, { locale, catalog });

  /**
   * Which side a viewer is on: the patient, the doctor, or one of the doctor's assistants (decision
   * 066), or undefined for anyone else. A doctor booking with another doctor is that one's patient.
   */
  async function sideOf(row: AppointmentRow, userId: number): Promise<'patient' | 'doctor' | 'assistant' | undefined> {
    if (row.doctorUserId === userId && row.patientId !== userId) return 'doctor';
    if (row.patientId === userId) return 'patient';
    const actor = await agendaActor(db, userId, row.doctorId).catch(() => undefined);
    return actor?.role === 'assistant' ? 'assistant' : undefined;
  }

  /** An appointment its patient, its doctor or the doctor's assistants may see; anyone else gets 404. */
  async function findVisible(id: number, userId: number): Promise<AppointmentRow> {
    const row = await findAppointment(db, id);
    if (!row || !(await sideOf(row, userId))) throw new NotFound('appointment_not_found');
    return row;
  }

  /** Mails after the answer, each party in their own language. */
  function notify(row: AppointmentRow, event: AppointmentEvent, to: MailedParties): void {
    const patient = to.patient ?? true;
    background.run(`appointment ${event} mail`, async () => {
      const identity = await findCalendarIdentity(db, row.id);
      // A patient the desk entered without an address is not mailed (decision 066).
      if (patient && row.patientEmail) {
        const patientView = await present(row, localeOf(row.patientLocale));
        await sendAppointmentMail(mailer, {
          event,
          to: { email: row.patientEmail, locale: row.patientLocale, name: row.patientFirstName || row.patientEmail },
          appointment: patientView,
          identity,
          forDoctor: false,
          publicUrl,
        });
      }
      if (to.doctor) {
        const owner = await findDoctorOwnerContact(db, row.doctorId);
        if (owner) {
          const doctorView = await present(row, localeOf(owner.locale));
          await sendAppointmentMail(mailer, {
            event,
            to: { email: owner.email, locale: owner.locale, name: owner.firstName || owner.email },
            appointment: doctorView,
            identity,
            forDoctor: true,
            publicUrl,
          });
        }
      }
    });
  }

  /** The appointment as it now is, with search's next slots of its doctor refreshed and the mails sent. */
  async function afterChange(
    id: number,
    locale: Locale,
    event: AppointmentEvent | TAppointmentStatus | undefined,
    to: MailedParties,
  ): Promise<TAppointment> {
    const row = await findAppointment(db, id);
    if (!row) throw new NotFound('appointment_not_found');
    const appointment = await present(row, locale);
    await refreshNextSlots(db, [row.doctorId]);
    if (event) notify(row, event as AppointmentEvent, to);
    return appointment;
  }

  return { present, sideOf, findVisible, notify, afterChange };
}

export type AppointmentContext = ReturnType<typeof createAppointmentContext>;

/** The language of an account's mails: its own, or French (the product's default language). */
export function localeOf(value: string): Locale {
  return value === 'en' || value === 'ar' ? value : 'fr';
}
