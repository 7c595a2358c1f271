import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '@tabib/shared';

export interface HealthOptions {
  /** Resolves when the database answers. */
  pingDatabase: () => Promise<void>;
  /** True once graceful shutdown began: the instance should leave the load balancer. */
  isShuttingDown: () => boolean;
  /** True while the work that must precede traffic still runs (start-up.ts, decision 062). */
  isStarting: () => boolean;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: ZHealth } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The server has started, is not shutting down, and its database answers',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (request, reply) => {
      if (options.isShuttingDown() || options.isStarting()) return reply.code(503).send({ status: 'unavailable' });
      try {
        await options.pingDatabase();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database ping failed');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );
};
