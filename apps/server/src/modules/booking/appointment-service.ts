import type { BackgroundTasks } from '../../background-tasks.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AttemptLimiter } from '../accounts/attempt-limiter.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { createAccountClosingService } from './account-closing-service.ts';
import { createAppointmentActionService } from './appointment-action-service.ts';
import { createAnswerService } from './answer-service.ts';
import { createAppointmentContext } from './appointment-context.ts';
import { createAvailabilityService } from './availability-service.ts';
import { createBookingService } from './booking-service.ts';
import { createDelayService } from './delay-service.ts';
import { createDeskReadService } from './desk-read-service.ts';
import { createDeskService } from './desk-service.ts';
import { createNextSlotService } from './next-slot-service.ts';
import { createReminderService } from './reminder-service.ts';

/** What the appointment service is built from. */
export interface AppointmentServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  /** Signs the one-tap answers of the patients' mails (decision 071). */
  secretKey: string;
  /** Hours before the start at which patients get a reminder (default 48 and 24). */
  reminderHours: readonly number[];
  /**
   * Limits on bookings by accounts without history (decision 050): per doctor in 24 hours, and per
   * client address (counted in the database's limit counters, across processes).
   */
  newAccountLimits: { perDoctor: number; perAddress: AttemptLimiter };
}

/**
 * Availability and appointments (decision 042), for patients, doctors, the jobs and the
 * modules that close accounts: one service built from a room per concern (availability, booking,
 * what follows a booking, reminders, search's next slots, account closing), which share how an
 * appointment is shown and mailed (appointment-context.ts).
 */
export function createAppointmentService(dependencies: AppointmentServiceDependencies) {
  const context = createAppointmentContext(dependencies);
  const availability = createAvailabilityService(dependencies);
  const { book, reschedule } = createBookingService({ ...dependencies, context, availability });
  const { getAppointment, listMine, cancel, act, calendarFile } = createAppointmentActionService({
    ...dependencies,
    context,
  });
  const { sendDueReminders } = createReminderService({ ...dependencies, context });
  const { refreshStaleNextSlots } = createNextSlotService(dependencies);
  const { prepareAccountClosing, refreshBookability } = createAccountClosingService({ ...dependencies, context });
  const desk = createDeskService({ ...dependencies, context });
  const deskReads = createDeskReadService(dependencies);
  const answers = createAnswerService({ ...dependencies, context });
  return {
    /** The desk's routes resolve whose agenda a request acts on (decision 066). */
    database: dependencies.database,
    getAvailability: availability.getAvailability,
    book,
    getAppointment,
    listMine,
    cancel,
    reschedule,
    act,
    calendarFile,
    sendDueReminders,
    refreshStaleNextSlots,
    prepareAccountClosing,
    refreshBookability,
    ...desk,
    ...deskReads,
    ...answers,
    ...createDelayService(dependencies),
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
