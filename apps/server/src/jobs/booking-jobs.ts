import type { Db } from '../db/client.ts';
import {
  claimDueReminders,
  dropStaleReminders,
  findStaleNextSlots,
  markReminderSent,
  refreshNextSlots,
} from '../modules/booking/booking-repository.ts';
import type { AppointmentService } from '../modules/booking/appointment-service.ts';
import type { Job } from './scheduler.ts';

/**
 * Every minute: the reminders that are due (48 h and 24 h before, REMINDER_HOURS). Each is claimed
 * with `FOR UPDATE SKIP LOCKED` and a five-minute lease, then marked sent, so it goes out once
 * however many processes run; one whose appointment was cancelled is never claimed, and dropped.
 */
export function createReminderJob(db: Db, appointments: AppointmentService): Job {
  return {
    name: 'appointment-reminders',
    intervalMs: 60_000,
    async run() {
      await dropStaleReminders(db);
      for (;;) {
        const due = await claimDueReminders(db, 20);
        if (due.length === 0) return;
        for (const reminder of due) {
          await appointments.sendReminder({
            appointmentId: reminder.appointment_id,
            hoursBefore: reminder.hours_before,
          });
          await markReminderSent(db, reminder.id);
        }
      }
    },
  };
}

/**
 * Every minute: the next free slots kept for search, for the doctors whose first slot is now inside
 * the notice or who had fewer than three an hour ago, 200 at a time.
 */
export function createNextSlotsJob(db: Db): Job {
  return {
    name: 'doctor-next-slots',
    intervalMs: 60_000,
    async run() {
      for (let round = 0; round < 50; round++) {
        const stale = await findStaleNextSlots(db, 200);
        if (stale.length === 0) return;
        await refreshNextSlots(db, stale);
      }
    },
  };
}
