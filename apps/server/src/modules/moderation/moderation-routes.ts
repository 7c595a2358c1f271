import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZModerationBody,
  ZSuspensionBody,
  ZModerationResult,
  ZModerationTargetParams,
  ZReportAnswer,
  ZReportBody,
  ZReportedItems,
  ZReportedItemsQuery,
  ZUserIdParams,
} from '@tabib/shared';
import { requireStaff, requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { ModerationService } from './moderation-service.ts';

export interface ModerationRoutesOptions {
  moderation: ModerationService;
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const staffErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** Reports by any signed-in user; hiding, restoring and suspension by staff (decision 039). */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { moderation, writeLimit },
) => {
  app.post(
    '/api/reports/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['moderation'],
        summary: 'Report a review or a post to the moderators; reporting it again is harmless',
        security: bearer,
        body: ZReportBody,
        response: { 201: ZReportAnswer, 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await moderation.report({ reporterId: viewerOf(request).userId, body: request.body })),
  );

  app.get(
    '/api/admin/reports/',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'Reviews and posts with open reports, the most reported first',
        security: bearer,
        querystring: ZReportedItemsQuery,
        response: { 200: ZReportedItems, ...staffErrors },
      },
    },
    async (request) => moderation.listReported({ page: request.query.page }),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/admin/:type/:id/${action}/`,
      {
        config: { changes: 'doctor-reads' },
        onRequest: requireStaff(),
        schema: {
          tags: ['admin'],
          summary: `${hidden ? 'Hide' : 'Show again'} a review or a post (type: review or post), with a reason`,
          security: bearer,
          params: ZModerationTargetParams,
          body: ZModerationBody,
          response: { 200: ZModerationResult, ...staffErrors },
        },
      },
      async (request) =>
        moderation.setHidden({
          moderatorId: viewerOf(request).userId,
          type: request.params.type,
          id: request.params.id,
          hidden,
          reason: request.body.reason,
        }),
    );
  }

  app.post(
    '/api/admin/:type/:id/dismiss/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: "Close an item's reports without hiding it",
        security: bearer,
        params: ZModerationTargetParams,
        body: ZModerationBody,
        response: { 200: ZModerationResult, ...staffErrors },
      },
    },
    async (request) =>
      moderation.dismiss({
        moderatorId: viewerOf(request).userId,
        type: request.params.type,
        id: request.params.id,
        reason: request.body.reason,
      }),
  );

  for (const [action, suspended] of [
    ['suspend', true],
    ['unsuspend', false],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${action}/`,
      {
        config: { changes: 'doctor-reads' },
        onRequest: requireStaff(),
        schema: {
          tags: ['admin'],
          summary: suspended
            ? "Suspend an account: signed out, cannot sign in, its reviews and posts hidden, its page takes no bookings; its appointments ahead cancelled with mails unless `appointments` is 'keep'"
            : 'Lift a suspension: what it hid shows again, the page takes bookings again',
          security: bearer,
          params: ZUserIdParams,
          body: ZSuspensionBody,
          response: { 200: ZModerationResult, ...staffErrors },
        },
      },
      async (request) =>
        moderation.setAccountSuspended({
          moderatorId: viewerOf(request).userId,
          userId: request.params.id,
          suspended,
          reason: request.body.reason,
          cancelAppointments: suspended && request.body.appointments === 'cancel',
        }),
    );
  }
};
