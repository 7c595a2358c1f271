import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZNoContent,
  ZVisitType,
  ZVisitTypeBody,
  ZVisitTypeIdParams,
  ZVisitTypeList,
  ZVisitTypeOrderBody,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { ScheduleService } from './schedule-service.ts';
import { bearer, errors } from './route-schemas.ts';

/** What the visit type routes are given. */
export interface VisitTypeRoutesOptions {
  schedules: ScheduleService;
  writeLimit: WriteLimit;
}

/**
 * The doctor's visit types (decision 054): list, add, change, order, choose the default, remove. A
 * visit type changes no doctor row, hence `changes: 'no-doctor-reads'`.
 */
export const visitTypeRoutes: FastifyPluginAsyncZod<VisitTypeRoutesOptions> = async (app, options) => {
  const { schedules, writeLimit } = options;

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
      config: { changes: 'no-doctor-reads' },
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
      config: { changes: 'no-doctor-reads' },
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
      config: { changes: 'no-doctor-reads' },
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
      config: { changes: 'no-doctor-reads' },
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
      config: { changes: 'no-doctor-reads' },
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
};
