import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

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
 * its message and so in its stack, and PostgreSQL's `detail` quotes the failing row:
 * the parameterised SQL text is kept, the values never are.
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

/**
 * Addresses that carry a secret in their path (decision 050), and how many segments after
 * `prefix` are not secret: the calendar feed's token, the uid and token of the mailed reset and
 * e-mail confirmation links, and whatever follows the e-mail confirmation API.
 */
const secretPaths: Array<{ prefix: RegExp; keep: number }> = [
  { prefix: /\/api\/calendar\//i, keep: 0 },
  { prefix: /\/password\/reset\/confirm\//i, keep: 1 },
  { prefix: /\/confirm-email\//i, keep: 1 },
  { prefix: /\/api\/users\/email\/confirm\//i, keep: 0 },
];

/**
 * The URL as the request log may hold it: each secret segment of `secretPaths` (an `.ics` ending
 * kept) and the value of a `token` query parameter replaced by "[redacted]", so a feed polled every
 * few minutes or a reset link opened leaves its shape in the log, never its key.
 */
function maskSecretsInUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  for (const { prefix, keep } of secretPaths) {
    const match = prefix.exec(path);
    if (!match) continue;
    const start = match.index + match[0].length;
    const segments = path
      .slice(start)
      .split('/')
      .map((segment, index) =>
        index < keep || segment === '' ? segment : `[redacted]${/\.ics$/i.test(segment) ? '.ics' : ''}`,
      );
    path = path.slice(0, start) + segments.join('/');
  }
  return path + query.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request serializer, with the URL's secrets masked. */
function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? maskSecretsInUrl(request.url) : request.url,
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    serializers: { err: (error: unknown) => serializeError(error), req: serializeRequest },
  };
}

/**
 * The process's logger, made before the app so the services built apart from it (services.ts)
 * log through it too; Fastify adds its request serializers under ours (`loggerInstance`). Without
 * options (tests) it is silent, as Fastify's own default.
 */
export function createLogger(options: FastifyServerOptions['logger']): FastifyBaseLogger {
  if (!options) return pino({ enabled: false });
  if (options === true) return pino();
  const { stream, ...rest } = options as { stream?: NodeJS.WritableStream } & Record<string, unknown>;
  return stream ? pino(rest, stream as never) : pino(rest);
}
