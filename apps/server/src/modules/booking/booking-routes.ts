import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import { agendaRoutes } from './agenda-routes.ts';
import { answerRoutes } from './answer-routes.ts';
import { delayRoutes } from './delay-routes.ts';
import { appointmentRoutes } from './appointment-routes.ts';
import { deskRoutes } from './desk-routes.ts';
import type { AppointmentService } from './appointment-service.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import type { ScheduleService } from './schedule-service.ts';
import { visitTypeRoutes } from './visit-type-routes.ts';

/** What booking's routes are given. */
export interface BookingRoutesOptions {
  appointments: AppointmentService;
  schedules: ScheduleService;
  writeLimit: WriteLimit;
  /** Bookings and reschedules per hour and account (RATE_LIMIT_BOOKINGS). */
  bookingsPerHour: number;
  publicUrl: string;
}

/**
 * Booking (decision 042): availability and appointments for patients and doctors, the doctor's
 * schedule and visit types, and the agenda with its calendar feed, a file of routes each.
 */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, options) => {
  await app.register(appointmentRoutes, options);
  await app.register(scheduleRoutes, options);
  await app.register(visitTypeRoutes, options);
  await app.register(agendaRoutes, options);
  await app.register(deskRoutes, options);
  await app.register(answerRoutes, options);
  await app.register(delayRoutes, options);
};
