import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnswerTokenParams, ZApiError, ZAppointmentAnswer } from '@tabib/shared';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { AppointmentService } from './appointment-service.ts';
import { errors } from './route-schemas.ts';

/** What the one-tap answers' routes are given. */
export interface AnswerRoutesOptions {
  appointments: AppointmentService;
  writeLimit: WriteLimit;
}

/**
 * One-tap answers (decision 071): the page a mailed link opens reads the link with GET, which
 * changes nothing (mail scanners follow links), and the patient's press POSTs it. No account: the
 * signed token is the permission; the POST is rate-limited like other public writes.
 */
export const answerRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (app, options) => {
  const { appointments, writeLimit } = options;

  app.get(
    '/api/appointment-answers/:token/',
    {
      schema: {
        tags: ['booking'],
        summary: 'What a mailed one-tap link does, whether it still can, and its appointment',
        params: ZAnswerTokenParams,
        response: { 200: ZAppointmentAnswer, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return appointments.readAnswer({ token: request.params.token, locale: request.locale });
    },
  );

  app.post(
    '/api/appointment-answers/:token/',
    {
      // A cancellation frees time like the patient's own cancel, which changes no doctor row.
      config: { changes: 'no-doctor-reads' },
      onRequest: [writeLimit],
      schema: {
        tags: ['booking'],
        summary: 'Carry out a mailed one-tap link: confirm attendance, or cancel before the cut-off',
        params: ZAnswerTokenParams,
        response: { 200: ZAppointmentAnswer, ...errors },
      },
    },
    async (request) => appointments.applyAnswer({ token: request.params.token, locale: request.locale }),
  );
};
