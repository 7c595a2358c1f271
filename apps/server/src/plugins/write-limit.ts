import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors.ts';

/** How many writes an account, and an address, may make in a minute (decision 026). */
export interface WriteLimitOptions {
  perAccount: number;
  perAddress: number;
}

/** onRequest hook of every write route, placed after `requireViewer`. */
export type WriteLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One budget of writes (reviews, follows, posts, profile and password changes) per account and one
 * per address, shared by every write route, counted by @fastify/rate-limit's store (decision 026:
 * 40 reviews in a row were all accepted). The account is the bearer token's, so changing
 * address does not reset it; the address budget is wider, as many people may share one address
 * behind a mobile operator's NAT. Two limiters are asked in turn rather than the plugin's route
 * hook, which runs once per request and so could not enforce both.
 */
export function createWriteLimit(app: FastifyInstance, options: WriteLimitOptions): WriteLimit {
  const timeWindow = 60_000;
  const perAccount = app.createRateLimit({
    max: options.perAccount,
    timeWindow,
    keyGenerator: (request) => `account:${request.viewer?.userId ?? `anonymous:${request.ip}`}`,
  });
  const perAddress = app.createRateLimit({
    max: options.perAddress,
    timeWindow,
    keyGenerator: (request) => `address:${request.ip}`,
  });
  return async (request) => {
    for (const limiter of [perAccount, perAddress]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new TooManyRequests(Math.max(1, result.ttlInSeconds), 'too_many_writes');
      }
    }
  };
}
