import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgendaGrid,
  ZAgendaGridQuery,
  ZAppointmentList,
  ZCalendarFeedParams,
  ZDoctorAppointmentsQuery,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import { NotFound } from '../../errors.ts';
import type { ScheduleService } from './schedule-service.ts';
import { bearer, errors } from './route-schemas.ts';

/** What the agenda routes are given. */
export interface AgendaRoutesOptions {
  schedules: ScheduleService;
}

/** The doctor's agenda (decision 042): in the app, and as the private feed a calendar subscribes to. */
export const agendaRoutes: FastifyPluginAsyncZod<AgendaRoutesOptions> = async (app, options) => {
  const { schedules } = options;

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
        doctor: request.query.doctor,
        from: request.query.from,
        to: request.query.to,
        locale: request.locale,
      }),
  );

  app.get(
    '/api/doctors/me/agenda/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary:
          "The agenda's time grid (decision 068): hours, absences, appointments with phones, blocks and delays, for the doctor or an assistant (`?doctor=`), at most 14 days",
        security: bearer,
        querystring: ZAgendaGridQuery,
        response: { 200: ZAgendaGrid, ...errors },
      },
    },
    async (request) =>
      schedules.agendaGrid({
        userId: viewerOf(request).userId,
        doctor: request.query.doctor,
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
