/**
 * Booking's public surface (decision 042): what other modules, the jobs and the seed use. Anything
 * not exported here is the module's own; a module never imports another module's repository.
 */
export { createAppointmentService } from './appointment-service.ts';
export type { AppointmentService, AppointmentServiceDependencies } from './appointment-service.ts';
export { createScheduleService } from './schedule-service.ts';
export type { ScheduleService, ScheduleServiceDependencies } from './schedule-service.ts';
export { bookingRoutes } from './booking-routes.ts';
export type { BookingRoutesOptions } from './booking-routes.ts';
/** An account's password change or suspension retires its page's feed address, in the caller's transaction. */
export { retireCalendarFeed, type FeedRetirement } from './calendar-feed-repository.ts';
/** The personal data export lists the account's appointments. */
export { findPatientAppointments, type AppointmentRow } from './appointment-repository.ts';
export { labelsOf, visitTypeLabelFor } from './visit-type-labels.ts';
/** How mails write a day: the waiting list's offer writes its slot's day as the booking mails do. */
export { formatLocalDate } from './appointment-mail.ts';
/** Search shows the kept next slots; the seed computes them after writing its bookings. */
export { refreshNextSlots, upcomingSlots, type ShownSlot } from './next-slot-repository.ts';
/** Whose agenda a request acts on, for the assistants' module (decision 066). */
export { agendaActor, requireOwner, type AgendaActor } from './agenda-actor.ts';
