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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: redactedLogPaths, censor: '[redacted]' } };
}
