import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZAppointment,
  ZAppointmentBody,
  ZAppointmentIdParams,
  ZAppointmentsQuery,
  ZAvailability,
  ZAvailabilityQuery,
  ZAppointmentActionBody,
  ZAppointmentList,
  ZBookingHeaders,
  ZCalendarFeedParams,
  ZDoctorAppointmentsQuery,
  ZDoctorIdParams,
  ZNoContent,
  ZRescheduleBody,
  ZSchedule,
  ZScheduleBody,
  ZVisitType,
  ZVisitTypeList,
  ZVisitTypeBody,
  ZVisitTypeIdParams,
  ZVisitTypeOrderBody,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import { NotFound, TooManyRequests } from '../../errors.ts';
import { appointmentCalendar, appointmentTitle } from './appointment-mail.ts';
import type { AppointmentService } from './appointment-service.ts';
import type { ScheduleService } from './schedule-service.ts';

export interface BookingRoutesOptions {
  appointments: AppointmentService;
  schedules: ScheduleService;
  writeLimit: WriteLimit;
  /** Bookings and reschedules per hour and account (RATE_LIMIT_BOOKINGS). */
  bookingsPerHour: number;
  publicUrl: string;
}

const bearer = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };

/**
 * Booking (issue 11): availability, appointments and their states for patients and doctors, the
 * doctor's schedule and visit types, and the calendar files. A schedule or visit type changes no
 * doctor row, hence `keepsDoctorReads`.
 */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, options) => {
  const { appointments, schedules, writeLimit } = options;
  // Per account, not per address: patients behind one clinic's or operator's address are not
  // blocked together (issue 11).
  const perAccount = app.createRateLimit({
    max: options.bookingsPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `bookings:${request.viewer?.userId ?? request.ip}`,
  });
  const bookingLimit = async (request: Parameters<WriteLimit>[0]) => {
    const result = await perAccount(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new TooManyRequests(Math.max(1, result.ttlInSeconds), 'too_many_bookings');
    }
  };

  app.get(
    '/api/doctors/:id/availability/',
    {
      schema: {
        tags: ['booking'],
        summary: "A doctor's free slots, day by day, on the doctor's clock (at most 14 days)",
        params: ZDoctorIdParams,
        querystring: ZAvailabilityQuery,
        response: { 200: ZAvailability, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return appointments.getAvailability({
        doctorId: request.params.id,
        from: request.query.from,
        days: request.query.days,
        visitTypeId: request.query.visit_type,
        locale: request.locale,
      });
    },
  );

  app.post(
    '/api/appointments/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, bookingLimit],
      schema: {
        tags: ['booking'],
        summary: 'Book a slot; a retry with the same Idempotency-Key answers the same appointment',
        security: bearer,
        headers: ZBookingHeaders,
        body: ZAppointmentBody,
        response: { 200: ZAppointment, 201: ZAppointment, ...errors },
      },
    },
    async (request, reply) => {
      const { appointment } = await appointments.book({
        patientId: viewerOf(request).userId,
        doctorId: request.body.doctor,
        visitTypeId: request.body.visit_type,
        start: request.body.start,
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
        locale: request.locale,
        address: request.ip,
      });
      return reply.code(201).send(appointment);
    },
  );

  app.get(
    '/api/appointments/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary: "The caller's appointments: upcoming (soonest first) or past (latest first)",
        security: bearer,
        querystring: ZAppointmentsQuery,
        response: { 200: ZAppointmentList, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) =>
      appointments.listMine({ userId: viewerOf(request).userId, when: request.query.when, locale: request.locale }),
  );

  app.get(
    '/api/appointments/:id/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary: 'One appointment of the caller (as patient or as doctor); 404 for anyone else',
        security: bearer,
        params: ZAppointmentIdParams,
        response: { 200: ZAppointment, ...errors },
      },
    },
    async (request) =>
      appointments.getAppointment({ id: request.params.id, userId: viewerOf(request).userId, locale: request.locale }),
  );

  app.get(
    '/api/appointments/:id/calendar.ics',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary: 'One appointment as an iCalendar file (RFC 5545), to add to a calendar',
        security: bearer,
        params: ZAppointmentIdParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const { appointment, identity, forDoctor } = await appointments.calendarFile({
        id: request.params.id,
        userId: viewerOf(request).userId,
        locale: request.locale,
      });
      const cancelled = !['pending', 'confirmed', 'completed'].includes(appointment.status);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="tabib-${appointment.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(
          appointmentCalendar(appointment, {
            title: appointmentTitle(request.locale, appointment, forDoctor),
            publicUrl: options.publicUrl,
            identity,
            cancelled,
            download: true,
          }),
        );
    },
  );

  app.post(
    '/api/appointments/:id/cancel/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'Cancel: the patient before the cut-off, or the doctor with a reason',
        security: bearer,
        params: ZAppointmentIdParams,
        body: ZAppointmentActionBody,
        response: { 200: ZAppointment, ...errors },
      },
    },
    async (request) =>
      appointments.cancel({
        id: request.params.id,
        userId: viewerOf(request).userId,
        reason: request.body?.reason ?? '',
        locale: request.locale,
      }),
  );

  app.post(
    '/api/appointments/:id/reschedule/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, bookingLimit],
      schema: {
        tags: ['booking'],
        summary: 'Move to another slot: a new appointment linked to the old one, which is cancelled, atomically',
        security: bearer,
        params: ZAppointmentIdParams,
        body: ZRescheduleBody,
        response: { 201: ZAppointment, ...errors },
      },
    },
    async (request, reply) => {
      const appointment = await appointments.reschedule({
        id: request.params.id,
        userId: viewerOf(request).userId,
        start: request.body.start,
        locale: request.locale,
      });
      return reply.code(201).send(appointment);
    },
  );

  for (const [path, action] of [
    ['confirm', 'confirm'],
    ['decline', 'decline'],
    ['complete', 'complete'],
    ['no-show', 'no_show'],
  ] as const) {
    app.post(
      `/api/appointments/:id/${path}/`,
      {
        config: { keepsDoctorReads: true },
        onRequest: [requireViewer, writeLimit],
        schema: {
          tags: ['booking'],
          summary: `The doctor: ${path.replace('-', ' ')} the appointment`,
          security: bearer,
          params: ZAppointmentIdParams,
          body: ZAppointmentActionBody,
          response: { 200: ZAppointment, ...errors },
        },
      },
      async (request) =>
        appointments.act({
          id: request.params.id,
          userId: viewerOf(request).userId,
          action,
          reason: request.body?.reason ?? '',
          locale: request.locale,
        }),
    );
  }

  app.get(
    '/api/doctors/me/schedule/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary: "The doctor's weekly hours, overrides, absences, rules and private calendar address",
        security: bearer,
        response: { 200: ZSchedule, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => schedules.getSchedule({ userId: viewerOf(request).userId }),
  );

  app.put(
    '/api/doctors/me/schedule/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: "Replace the doctor's schedule",
        security: bearer,
        body: ZScheduleBody,
        response: { 200: ZSchedule, ...errors },
      },
    },
    async (request) => schedules.putSchedule({ userId: viewerOf(request).userId, schedule: request.body }),
  );

  app.post(
    '/api/doctors/me/schedule/calendar-token/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'A new private calendar address; the old one stops working',
        security: bearer,
        response: { 200: ZSchedule, ...errors },
      },
    },
    async (request) => schedules.regenerateCalendarToken({ userId: viewerOf(request).userId }),
  );

  app.get(
    '/api/doctors/me/visit-types/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary: "The doctor's visit types",
        security: bearer,
        response: { 200: ZVisitTypeList, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => schedules.listVisitTypes({ userId: viewerOf(request).userId, locale: request.locale }),
  );

  app.post(
    '/api/doctors/me/visit-types/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'Add a visit type',
        security: bearer,
        body: ZVisitTypeBody,
        response: { 201: ZVisitType, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await schedules.createVisitType({
          userId: viewerOf(request).userId,
          visitType: request.body,
          locale: request.locale,
        }),
      ),
  );

  app.put(
    '/api/doctors/me/visit-types/:id/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'Change a visit type',
        security: bearer,
        params: ZVisitTypeIdParams,
        body: ZVisitTypeBody,
        response: { 200: ZVisitType, ...errors },
      },
    },
    async (request) =>
      schedules.changeVisitType({
        userId: viewerOf(request).userId,
        id: request.params.id,
        visitType: request.body,
        locale: request.locale,
      }),
  );

  app.put(
    '/api/doctors/me/visit-types/order/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'Order the visit types (every active one, in the new order)',
        security: bearer,
        body: ZVisitTypeOrderBody,
        response: { 200: ZVisitTypeList, ...errors },
      },
    },
    async (request) =>
      schedules.orderVisitTypes({ userId: viewerOf(request).userId, ids: request.body.ids, locale: request.locale }),
  );

  app.put(
    '/api/doctors/me/visit-types/:id/default/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'Make a visit type the one the booking dialog preselects',
        security: bearer,
        params: ZVisitTypeIdParams,
        response: { 200: ZVisitTypeList, ...errors },
      },
    },
    async (request) =>
      schedules.chooseDefaultVisitType({
        userId: viewerOf(request).userId,
        id: request.params.id,
        locale: request.locale,
      }),
  );

  app.delete(
    '/api/doctors/me/visit-types/:id/',
    {
      config: { keepsDoctorReads: true },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'Remove a visit type (booked appointments keep it)',
        security: bearer,
        params: ZVisitTypeIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await schedules.removeVisitType({ userId: viewerOf(request).userId, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/doctors/me/appointments/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary: "The doctor's agenda between two dates (both included, at most 42 days)",
        security: bearer,
        querystring: ZDoctorAppointmentsQuery,
        response: { 200: ZAppointmentList, ...errors },
      },
    },
    async (request) =>
      schedules.listAgenda({
        userId: viewerOf(request).userId,
        from: request.query.from,
        to: request.query.to,
        locale: request.locale,
      }),
  );

  app.get(
    '/api/calendar/:token',
    {
      schema: {
        tags: ['booking'],
        summary: "A doctor's private agenda feed (.ics), for Google Calendar or Apple Calendar",
        params: ZCalendarFeedParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const feed = await schedules.calendarFeed({
        token: request.params.token.replace(/\.ics$/, ''),
        locale: request.locale,
      });
      if (feed === undefined) throw new NotFound('not_found');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(feed);
    },
  );
};
