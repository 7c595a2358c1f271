import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActingDoctorQuery, ZApiError, ZSchedule, ZScheduleBody } from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { ScheduleService } from './schedule-service.ts';
import { bearer, errors } from './route-schemas.ts';

/** What the schedule routes are given. */
export interface ScheduleRoutesOptions {
  schedules: ScheduleService;
  writeLimit: WriteLimit;
}

/**
 * The doctor's schedule (decision 042): weekly hours, overrides, absences, rules and the private
 * calendar address. A schedule changes no doctor row, hence `changes: 'no-doctor-reads'`.
 */
export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (app, options) => {
  const { schedules, writeLimit } = options;

  app.get(
    '/api/doctors/me/schedule/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['booking'],
        summary: "The doctor's weekly hours, overrides, absences, rules and private calendar address",
        security: bearer,
        querystring: ZActingDoctorQuery,
        response: { 200: ZSchedule, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => schedules.getSchedule({ userId: viewerOf(request).userId, doctor: request.query.doctor }),
  );

  app.put(
    '/api/doctors/me/schedule/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['booking'],
        summary: "Replace the doctor's schedule",
        security: bearer,
        querystring: ZActingDoctorQuery,
        body: ZScheduleBody,
        response: { 200: ZSchedule, ...errors },
      },
    },
    async (request) =>
      schedules.putSchedule({ userId: viewerOf(request).userId, doctor: request.query.doctor, schedule: request.body }),
  );

  app.post(
    '/api/doctors/me/schedule/calendar-token/',
    {
      config: { changes: 'no-doctor-reads' },
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
};
