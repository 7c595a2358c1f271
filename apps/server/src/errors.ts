import { dropByteOrderMarks, findUnstorableText, isErrorKey, type ErrorKey } from '@tabib/shared';
import type { z } from 'zod';

/** An invalid input field of a 400: where (`body.email`) and which `Error.*` key explains it. */
export interface FieldError {
  field: string;
  key: ErrorKey;
}

/**
 * Errors a service may throw; the error handler maps each to its HTTP status once (decision 019).
 * `key` names the translated message under `Error.` in the catalogues, typed as the shared
 * `ErrorKey`, so a misspelt key does not compile (product.md §10, "Wire contract").
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: ErrorKey,
    readonly fields?: FieldError[],
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(key);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(key: ErrorKey = 'invalid_input', fields?: FieldError[]) {
    super(400, key, fields);
  }
}
export class Unauthorized extends AppError {
  constructor(key: ErrorKey = 'unauthorized') {
    super(401, key);
  }
}
export class Forbidden extends AppError {
  constructor(key: ErrorKey = 'forbidden') {
    super(403, key);
  }
}
export class NotFound extends AppError {
  constructor(key: ErrorKey = 'not_found') {
    super(404, key);
  }
}
export class Conflict extends AppError {
  constructor(key: ErrorKey = 'conflict') {
    super(409, key);
  }
}
/** 413: a body, an image or a post larger than the limits of product.md §9. */
export class PayloadTooLarge extends AppError {
  constructor(key: ErrorKey = 'payload_too_large') {
    super(413, key);
  }
}
/**
 * 415: content that is not of a kind we accept, recognised by its bytes, not its name; `fields`
 * names the form field of an upload, so the form shows the message under it.
 */
export class UnsupportedMediaType extends AppError {
  constructor(key: ErrorKey = 'unsupported_media_type', fields?: FieldError[]) {
    super(415, key, fields);
  }
}
/** 429 with Retry-After: the client may try again after `retryAfterSeconds` (decision 013). */
export class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    key: ErrorKey = 'too_many_requests',
  ) {
    super(429, key, undefined, { 'retry-after': String(retryAfterSeconds) });
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
    case 414:
      return 'uri_too_long';
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

/** Schemas may name an error key as their message; otherwise the issue's code picks one. */
export function issueKey(code: string, message: string): ErrorKey {
  if (isErrorKey(message)) return message;
  if (code === 'too_big') return 'too_long';
  if (code === 'too_small') return 'too_short';
  return 'invalid_value';
}

/**
 * The 400 for text PostgreSQL cannot store (U+0000) or that is not well-formed Unicode, naming each
 * field where it was found (decision 023).
 */
export function checkStorableText(value: unknown, context: string): void {
  const paths = findUnstorableText(value);
  if (paths.length === 0) return;
  throw new Invalid(
    'invalid_input',
    paths.map((path): FieldError => ({ field: [context, ...path].join('.'), key: 'invalid_characters' })),
  );
}

/**
 * Validates input a route could not declare as a schema (multipart fields) into the same 400, with
 * the same text rules as the request-input plugin; the parsed value is checked too, as JSON text
 * fields may spell a NUL as an escape.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown, context: string): z.output<T> {
  checkStorableText(data, context);
  const result = schema.safeParse(dropByteOrderMarks(data));
  if (result.success) {
    checkStorableText(result.data, context);
    return result.data;
  }
  throw new Invalid(
    'invalid_input',
    result.error.issues.map((issue) => ({
      field: [context, ...issue.path.map(String)].join('.'),
      key: issueKey(issue.code, issue.message),
    })),
  );
}
