import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { localeOf, type AppointmentContext } from './appointment-context.ts';
import { sendAppointmentMail } from './appointment-mail.ts';
import { findAppointment, findCalendarIdentity } from './appointment-repository.ts';
import { isActive } from './appointment-statuses.ts';
import { claimDueReminders, dropStaleReminders, markReminderSent } from './reminder-repository.ts';

/** What the reminders need. */
export interface ReminderServiceDependencies {
  database: Database;
  context: AppointmentContext;
  mailer: Mailer;
  publicUrl: string;
}

/** How many reminders one claim takes. */
const claimSize = 20;

/** The patients' reminders before their appointments (decision 042). */
export function createReminderService({ database, context, mailer, publicUrl }: ReminderServiceDependencies) {
  const { db } = database;

  async function sendReminder(reminder: { appointmentId: number; hoursBefore: number }): Promise<void> {
    const row = await findAppointment(db, reminder.appointmentId);
    if (!row?.patientEmail || !isActive(row.status)) return;
    const appointment = await context.present(row, localeOf(row.patientLocale));
    await sendAppointmentMail(mailer, {
      event: 'reminder',
      to: { email: row.patientEmail, locale: row.patientLocale, name: row.patientFirstName || row.patientEmail },
      appointment,
      identity: await findCalendarIdentity(db, row.id),
      forDoctor: false,
      publicUrl,
      hoursBefore: reminder.hoursBefore,
      answers: context.answersFor(row, 'reminder'),
    });
  }

  /**
   * Sends the reminders that are due, each once however many processes run: each is claimed with
   * `FOR UPDATE SKIP LOCKED` and a five-minute lease, then marked sent; one whose appointment is no
   * longer active is never claimed, and dropped.
   */
  async function sendDueReminders(): Promise<void> {
    await dropStaleReminders(db);
    for (;;) {
      const due = await claimDueReminders(db, claimSize);
      if (due.length === 0) return;
      for (const reminder of due) {
        await sendReminder({ appointmentId: reminder.appointment_id, hoursBefore: reminder.hours_before });
        await markReminderSent(db, reminder.id);
      }
    }
  }

  return { sendDueReminders };
}
