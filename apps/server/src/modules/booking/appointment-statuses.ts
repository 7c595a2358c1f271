import { activeAppointmentStatuses, type TAppointmentStatus } from '@tabib/shared';

/**
 * The sets of appointment statuses booking reasons with, each defined once (decision 042). The
 * active ones are shared with the web app (`activeAppointmentStatuses`); the statuses that hold a
 * time in the doctor's agenda (pending, confirmed, completed, no-show) are the exclusion
 * constraints' and `doctor_slots`'s (migrations 0020 and 0021), in SQL only.
 */

/** An appointment a calendar shows as an event: the private feed lists them, a download keeps them. */
export const calendarStatuses = ['pending', 'confirmed', 'completed'] as const satisfies readonly TAppointmentStatus[];

/** A past appointment in one of these took place: the patient has a history here. */
export const visitedStatuses = ['confirmed', 'completed'] as const satisfies readonly TAppointmentStatus[];

/** Whether the appointment is still ahead of both parties (cancellable, reminded). */
export function isActive(status: TAppointmentStatus): boolean {
  return (activeAppointmentStatuses as readonly TAppointmentStatus[]).includes(status);
}

/** Whether a calendar shows the appointment as an event rather than a cancellation. */
export function showsInCalendar(status: TAppointmentStatus): boolean {
  return (calendarStatuses as readonly TAppointmentStatus[]).includes(status);
}
