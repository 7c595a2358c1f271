import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminOverview, ZApiError, ZModerationLog, ZModerationLogQuery } from '@tabib/shared';
import { requireStaff, viewerOf } from '../../plugins/authentication.ts';
import type { AdminService } from './admin-service.ts';

export interface AdminRoutesOptions {
  admin: AdminService;
}

const bearer = [{ bearer: [] }];

/** The admin area's overview and log (/api/admin/; the role is checked on every request, decision 038). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { admin }) => {
  app.get(
    '/api/admin/',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: "The moderators' overview: what waits for them",
        security: bearer,
        response: { 200: ZAdminOverview, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      const role = viewerOf(request).staffRole;
      if (!role) throw new Error('requireStaff let a non-staff viewer through');
      return admin.overview({ role });
    },
  );

  app.get(
    '/api/admin/log/',
    {
      onRequest: requireStaff('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The moderation log, newest first (admins only; nobody can edit it)',
        security: bearer,
        querystring: ZModerationLogQuery,
        response: { 200: ZModerationLog, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => admin.readLog({ page: request.query.page }),
  );
};
