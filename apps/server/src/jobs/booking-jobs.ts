import type { AppointmentService } from '../modules/booking/index.ts';
import type { Job } from './scheduler.ts';

/**
 * Every minute: the reminders that are due (48 h and 24 h before, REMINDER_HOURS), each sent once
 * however many processes run (the booking service claims them; decision 042).
 */
export function createReminderJob(appointments: Pick<AppointmentService, 'sendDueReminders'>): Job {
  return {
    name: 'appointment-reminders',
    intervalMs: 60_000,
    run: () => appointments.sendDueReminders(),
  };
}

/**
 * Every minute: the next free slots kept for search, for the doctors whose first slot is now inside
 * the notice or who had fewer than three an hour ago.
 */
export function createNextSlotsJob(appointments: Pick<AppointmentService, 'refreshStaleNextSlots'>): Job {
  return {
    name: 'doctor-next-slots',
    intervalMs: 60_000,
    run: () => appointments.refreshStaleNextSlots(),
  };
}
