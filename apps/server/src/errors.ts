import type { ErrorKey } from '@tabib/shared';
import type { z } from 'zod';
import { hasTranslation } from './i18n/catalogues.ts';

/**
 * Errors a service may throw; the error handler maps each to its HTTP status once (CONTRIBUTING.md, point 4).
 * `key` names the translated message under `Error.` in the catalogues.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly fields?: Array<{ field: string; key: string }>,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(key);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(key: string = 'invalid_input', fields?: Array<{ field: string; key: string }>) {
    super(400, key, fields);
  }
}
export class Unauthorized extends AppError {
  constructor(key: string = 'unauthorized') {
    super(401, key);
  }
}
export class Forbidden extends AppError {
  constructor(key: string = 'forbidden') {
    super(403, key);
  }
}
export class NotFound extends AppError {
  constructor(key: string = 'not_found') {
    super(404, key);
  }
}
export class Conflict extends AppError {
  constructor(key: string = 'conflict') {
    super(409, key);
  }
}

/** The generic key for an HTTP status, used when Fastify itself refuses a request. */
export function errorKeyForStatus(statusCode: number): ErrorKey {
  switch (statusCode) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return statusCode < 500 ? 'invalid_input' : 'internal_error';
  }
}

/** Schemas may name a translation key as their message; otherwise the issue's code picks one. */
export function issueKey(code: string, message: string): string {
  if (/^[a-z_]+$/.test(message) && hasTranslation('fr', `Error.${message}`)) return message;
  if (code === 'too_big') return 'too_long';
  if (code === 'too_small') return 'too_short';
  return 'invalid_value';
}

/** Validates input a route could not declare as a schema (multipart fields) into the same 400. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown, context: string): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Invalid(
    'invalid_input',
    result.error.issues.map((issue) => ({
      field: [context, ...issue.path.map(String)].join('.'),
      key: issueKey(issue.code, issue.message),
    })),
  );
}
