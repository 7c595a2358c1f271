import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZNoContent, ZRelative, ZRelativeBody, ZRelativeIdParams, ZRelativeList } from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { RelativeService } from './relative-service.ts';

export interface RelativeRoutesOptions {
  relatives: RelativeService;
  /** Writes per account and address (decision 026). */
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };

/** My relatives (decision 075): every call is the token's account's, never anyone else's. */
export const relativeRoutes: FastifyPluginAsyncZod<RelativeRoutesOptions> = async (app, { relatives, writeLimit }) => {
  app.get(
    '/api/users/relatives/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['relatives'],
        summary: 'The people the signed-in account books for, with their age today',
        security: bearer,
        response: { 200: ZRelativeList, 401: ZApiError },
      },
    },
    async (request) => relatives.listRelatives({ userId: viewerOf(request).userId }),
  );

  app.post(
    '/api/users/relatives/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['relatives'],
        summary: 'Add a relative (at most 12 per account)',
        security: bearer,
        body: ZRelativeBody,
        response: { 201: ZRelative, ...errors },
      },
    },
    async (request, reply) => {
      const relative = await relatives.addRelative({ userId: viewerOf(request).userId, input: request.body });
      return reply.code(201).send(relative);
    },
  );

  app.put(
    '/api/users/relatives/:id/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['relatives'],
        summary: 'Change a relative',
        security: bearer,
        params: ZRelativeIdParams,
        body: ZRelativeBody,
        response: { 200: ZRelative, ...errors },
      },
    },
    async (request) =>
      relatives.changeRelative({ userId: viewerOf(request).userId, id: request.params.id, input: request.body }),
  );

  app.delete(
    '/api/users/relatives/:id/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['relatives'],
        summary: 'Delete a relative and its past appointments (409 while one is ahead)',
        security: bearer,
        params: ZRelativeIdParams,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await relatives.removeRelative({ userId: viewerOf(request).userId, id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
