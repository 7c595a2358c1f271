import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorKey, TApiError } from '@tabib/shared';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { AppError, errorKeyForStatus, issueKey, type FieldError } from '../errors.ts';
import { resolveRequestLocale, translate } from '../i18n/catalogues.ts';

/**
 * The one JSON error handler (product.md §10, "Wire contract"): 400 names the invalid fields, every
 * message is translated, a 5xx is only ever our own fault and never shows a stack trace.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue): FieldError => {
          const field = [error.validationContext ?? 'request', ...issue.instancePath.split('/').filter(Boolean)].join(
            '.',
          );
          return { field, key: issueKey(issue.keyword, issue.message ?? '') };
        });
        return sendError(request, reply, 400, 'invalid_input', fields);
      }
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return sendError(request, reply, error.statusCode, error.key, error.fields);
      }
      const statusCode = error.statusCode ?? 500;
      if (reply.getHeader('connection') === 'close') drainBeforeClosing(request, reply);
      if (statusCode >= 400 && statusCode < 500) {
        const key: ErrorKey =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'invalid_json' : errorKeyForStatus(statusCode);
        return sendError(request, reply, statusCode, key);
      }
      if (isDatabaseUnavailable(error)) {
        // The pool reconnects on the next query: the client may simply try again shortly.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(databaseRetryAfterSeconds));
        return sendError(request, reply, 503, 'service_unavailable');
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, 500, 'internal_error');
    });
  },
  { name: 'error-handler', dependencies: ['request-locale'] },
);

/** Seconds a client waits before retrying while the database cannot be reached (product.md §8). */
const databaseRetryAfterSeconds = 5;

/** How much of a refused body is read and dropped so that its sender can read our answer. */
const drainLimit = { bytes: 64 * 1024 * 1024, milliseconds: 10_000 };

/**
 * Fastify answers a body it refuses while reading (over the 1 MB limit: 413) with
 * `Connection: close`, and Node then closes the socket while the client is still sending: the
 * client's TCP stack gets a reset and drops our 413 unread (product.md §8). Instead the rest of the
 * body is read and dropped, up to `drainLimit`, so the client finishes sending and reads the
 * answer; past the limit, or when the client stalls, the socket is destroyed.
 */
function drainBeforeClosing(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || !raw.socket) return;
  reply.removeHeader('connection');
  let drained = 0;
  // Destroying the request destroys its socket (and is safe on an injected request, which has none).
  const stop = () => raw.destroy();
  const timer = setTimeout(stop, drainLimit.milliseconds);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > drainLimit.bytes) stop();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: ErrorKey,
  fields?: FieldError[],
): FastifyReply {
  // Requests the router refuses (frameworkErrors) are built without our decorators.
  const locale = request.locale ?? resolveRequestLocale(undefined, request.headers['accept-language']);
  const message = translate(locale, `Error.${key}`);
  const body: TApiError = { error: key, detail: message, message };
  if (fields?.length) {
    body.fields = fields.map(({ field, key: fieldKey }) => ({
      field,
      error: fieldKey,
      message: translate(locale, `Error.${fieldKey}`, { field }),
    }));
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
