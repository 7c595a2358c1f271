import type { FastifyServerOptions } from 'fastify';

/** Never log secrets (Engineering standards): these paths are replaced by "[redacted]". */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.new_password',
  '*.re_new_password',
  '*.token',
  '*.secretKey',
  '*.databaseUrl',
  '*.smtpUrl',
];

/** Fields of an error, or of the driver error it wraps, that never carry a value a query was sent. */
const safeErrorFields = ['code', 'statusCode', 'query', 'constraint', 'table', 'column', 'schema', 'severity'];

/**
 * The `err` serializer: an error with its cause chain, keeping only fields known to be safe. Drizzle's
 * DrizzleQueryError puts the query's parameters (argon2 hashes, e-mails, tokens) in its `params`, in
 * its message and so in its stack, and PostgreSQL's `detail` quotes the failing row (issue 10,
 * defect 3): the parameterised SQL text is kept, the values never are.
 */
/** What the log holds of an error. */
export interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const message =
    typeof fields.query === 'string' && 'params' in fields
      ? `Failed query: ${fields.query}`
      : (error.message.split(/\nparams: /)[0] ?? '');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of safeErrorFields) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    serializers: { err: (error: unknown) => serializeError(error) },
  };
}
