import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZWaitlistBody,
  ZWaitlistDoctorParams,
  ZWaitlistEntries,
  ZWaitlistEntry,
  ZWaitlistEntryParams,
  ZNoContent,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { WaitlistService } from './waitlist-service.ts';

export interface WaitlistRoutesOptions {
  waitlist: WaitlistService;
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError };

/** The waiting list for earlier slots (decision 070): always the signed-in patient's own entries. */
export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (app, { waitlist, writeLimit }) => {
  app.post(
    '/api/doctors/:id/waitlist/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['waitlist'],
        summary: 'Hear of an earlier slot with this doctor before a date; a second call updates the entry',
        security: bearer,
        params: ZWaitlistDoctorParams,
        body: ZWaitlistBody,
        response: { 201: ZWaitlistEntry, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await waitlist.signUp({
        userId: viewerOf(request).userId,
        doctorId: request.params.id,
        body: request.body,
        locale: request.locale,
      });
      return reply.code(201).send(entry);
    },
  );

  app.get(
    '/api/users/waitlist/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['waitlist'],
        summary: "The signed-in patient's open waiting-list entries",
        security: bearer,
        response: { 200: ZWaitlistEntries, ...errors },
      },
    },
    async (request) => ({ entries: await waitlist.list({ userId: viewerOf(request).userId, locale: request.locale }) }),
  );

  app.delete(
    '/api/users/waitlist/:id/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['waitlist'],
        summary: 'Leave a waiting list (204)',
        security: bearer,
        params: ZWaitlistEntryParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await waitlist.leave({ userId: viewerOf(request).userId, entryId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
