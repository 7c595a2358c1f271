import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What cached reads a write route may change, declared on every write route as
 * `config: { changes }` (decision 064):
 * - `doctor-reads`: it may change a doctor's row (ratings, ranks, profiles), so its answer waits
 *   until this process has heard the database announce the change (decision 027) and the writer's
 *   next search or doctor page is fresh;
 * - `no-doctor-reads`: it never changes a doctor's row (sign-in, follows, posts, bookings…) and
 *   skips that wait.
 * Either way the answer waits for the next-slot announcements: a booking, a cancellation or a
 * schedule change moves next slots, and the writer's next search by availability counts it
 * (decision 043).
 */
export type WriteChanges = 'doctor-reads' | 'no-doctor-reads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every write route; the app refuses to start without it (cache-rules.ts). */
    changes?: WriteChanges;
  }
}

/** Something the database announces changes to; `sync` resolves once this process heard its own. */
export interface ChangeFollower {
  sync(): Promise<void>;
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const writeChanges = new Set<unknown>(['doctor-reads', 'no-doctor-reads'] satisfies WriteChanges[]);

/** True for a route that may write: any method besides GET, HEAD and OPTIONS. */
function isWriteRoute(route: Pick<RouteOptions, 'method'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => !readOnlyMethods.has(method.toUpperCase()));
}

/**
 * Registers the cache rules on the root instance, before any route: a write route that declares
 * no `changes` throws at registration, so a forgotten declaration fails every test at once rather
 * than serving a stale read (or costing a wait) in production.
 */
export function registerCacheRules(
  app: FastifyInstance,
  followers: { doctorChanges: ChangeFollower; nextSlotChanges: ChangeFollower },
): void {
  app.addHook('onRoute', (route) => {
    if (!isWriteRoute(route)) return;
    const changes = (route.config as { changes?: unknown } | undefined)?.changes;
    if (!writeChanges.has(changes)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `${methods} ${route.url} declares no \`config: { changes }\`: say which cached reads it may change ('doctor-reads' or 'no-doctor-reads', cache-rules.ts)`,
      );
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (readOnlyMethods.has(request.method) || reply.statusCode >= 400) return;
    const changesDoctors = request.routeOptions.config.changes !== 'no-doctor-reads';
    await Promise.all([changesDoctors ? followers.doctorChanges.sync() : undefined, followers.nextSlotChanges.sync()]);
  });
}
