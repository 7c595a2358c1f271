import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorKey, TApiError } from '@tabib/shared';
import { AppError, errorKeyForStatus, issueKey, type FieldError } from '../errors.ts';
import { translate } from '../i18n/catalogues.ts';

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
      if (statusCode >= 400 && statusCode < 500) {
        const key: ErrorKey =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'invalid_json' : errorKeyForStatus(statusCode);
        return sendError(request, reply, statusCode, key);
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, 500, 'internal_error');
    });
  },
  { name: 'error-handler', dependencies: ['request-locale'] },
);

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: ErrorKey,
  fields?: FieldError[],
): FastifyReply {
  const message = translate(request.locale, `Error.${key}`);
  const body: TApiError = { error: key, detail: message, message };
  if (fields?.length) {
    body.fields = fields.map(({ field, key: fieldKey }) => ({
      field,
      error: fieldKey,
      message: translate(request.locale, `Error.${fieldKey}`, { field }),
    }));
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
