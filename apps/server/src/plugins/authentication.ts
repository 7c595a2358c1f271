import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@tabib/shared';
import { Forbidden, Unauthorized } from '../errors.ts';

/** The signed-in account of a request, from its bearer token (product.md §10: bearer-only). */
export interface Viewer {
  userId: number;
  tokenHash: string;
  /** 'moderator' or 'admin' for staff (decision 038), read with the token on every request. */
  staffRole: StaffRole | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** Set when an Authorization header was sent but its token is unknown, revoked or expired. */
    viewerRejected: boolean;
  }
}

export interface AuthenticationOptions {
  /** The account service's token check: the viewer a token signs in, if any. */
  authenticateToken(options: { token: string }): Promise<Viewer | undefined>;
}

/**
 * What a browser or a proxy may keep of an answer meant for one account (decision 050):
 * nothing. A profile, an agenda, the schedule with the feed's secret address, an admin queue, or a
 * doctor with the phone shown to signed-in readers must not outlive the session in a shared cache
 * or in the browser's.
 */
const privateCacheControl = 'private, no-store';

/**
 * Reads `Authorization: Bearer <token>` on every request that sends one. Public routes treat a bad
 * token as anonymous; protected routes add `requireViewer` and answer 401. An API answer to a
 * request with an Authorization header is private unless its handler set a cache-control of its
 * own (a catalogue, the same for everyone); a public answer without one keeps its caching.
 */
export const authentication = fp<AuthenticationOptions>(
  async (app, { authenticateToken }) => {
    app.decorateRequest('viewer', null);
    app.decorateRequest('viewerRejected', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
      const owner = match?.[1] ? await authenticateToken({ token: match[1] }) : undefined;
      if (owner) request.viewer = owner;
      else request.viewerRejected = true;
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization === undefined || reply.hasHeader('cache-control')) return;
      if (request.url.startsWith('/api/')) reply.header('cache-control', privateCacheControl);
    });
  },
  { name: 'authentication' },
);

/**
 * onRequest hook of protected routes: 401 without a valid token, before any input is validated.
 * Their answers are private (`privateCacheControl`) unless the handler sets its own cache-control.
 */
export async function requireViewer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', privateCacheControl);
  if (!request.viewer) throw new Unauthorized(request.viewerRejected ? 'session_expired' : 'unauthorized');
}

/** The signed-in account, for handlers behind `requireViewer`. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Unauthorized();
  return request.viewer;
}

/**
 * onRequest hook of the admin API (decision 038): 401 without a valid token, 403 for an account
 * that is not staff, before any input is validated; `admin` also refuses moderators.
 */
export function requireStaff(level: StaffRole = 'moderator') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireViewer(request, reply);
    const role = request.viewer?.staffRole;
    if (!role || (level === 'admin' && role !== 'admin')) throw new Forbidden('forbidden');
  };
}
