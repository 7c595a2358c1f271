import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActingDoctorQuery, ZDelayAnswer, ZDelayBody } from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import { agendaActor } from './agenda-actor.ts';
import type { AppointmentService } from './appointment-service.ts';
import { bearer, errors } from './route-schemas.ts';

/** What the running-late route is given. */
export interface DelayRoutesOptions {
  appointments: AppointmentService;
  writeLimit: WriteLimit;
}

/** "Running late" (decision 071): the doctor or an assistant tells the day's remaining patients. */
export const delayRoutes: FastifyPluginAsyncZod<DelayRoutesOptions> = async (app, options) => {
  const { appointments, writeLimit } = options;
  app.post(
    '/api/doctors/me/delay/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['desk'],
        summary: "Today's delay in minutes (0 clears it), e-mailed to the day's remaining patients",
        security: bearer,
        querystring: ZActingDoctorQuery,
        body: ZDelayBody,
        response: { 200: ZDelayAnswer, ...errors },
      },
    },
    async (request) =>
      appointments.setDelay({
        actor: await agendaActor(appointments.database.db, viewerOf(request).userId, request.query.doctor),
        minutes: request.body.minutes,
      }),
  );
};
