import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZAppointment,
  ZAppointmentActionBody,
  ZAppointmentBody,
  ZAppointmentIdParams,
  ZAppointmentList,
  ZAppointmentsQuery,
  ZAvailability,
  ZAvailabilityQuery,
  ZBookingHeaders,
  ZDoctorIdParams,
  ZRescheduleBody,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import { TooManyRequests } from '../../errors.ts';
import { appointmentCalendar, appointmentTitle } from './appointment-mail.ts';
import type { AppointmentService } from './appointment-service.ts';
import { bearer, errors } from './route-schemas.ts';

/** What the appointment routes are given. */
export interface AppointmentRoutesOptions {
  appointments: AppointmentService;
  writeLimit: WriteLimit;
  /** Bookings and reschedules per hour and account (RATE_LIMIT_BOOKINGS). */
  bookingsPerHour: number;
  publicUrl: string;
}

/**
 * Availability, and appointments and their states for patients and doctors (decision 042), with the
 * calendar file of one appointment. A booking changes no doctor row, hence `changes: 'no-doctor-reads'`.
 */
export const appointmentRoutes: FastifyPluginAsyncZod<AppointmentRoutesOptions> = async (app, options) => {
  const { appointments, writeLimit } = options;
  // Per account, not per address: patients behind one clinic's or operator's address are not
  // blocked together (decision 042).
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
      config: { changes: 'no-doctor-reads' },
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
        phone: request.body.phone,
        relative: request.body.relative,
        relativeConsent: request.body.relative_consent,
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
      const { appointment, identity, forDoctor, cancelled } = await appointments.calendarFile({
        id: request.params.id,
        userId: viewerOf(request).userId,
        locale: request.locale,
      });
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
      config: { changes: 'no-doctor-reads' },
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
      config: { changes: 'no-doctor-reads' },
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
        config: { changes: 'no-doctor-reads' },
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
};
