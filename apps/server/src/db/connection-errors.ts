/**
 * Whether an error means the database cannot be reached right now, rather than a fault of the query
 * or of our code (product.md §8): the answer is then a 503 with Retry-After, not a 500. Drizzle wraps
 * driver errors (DrizzleQueryError) with the driver's error as `cause`, so the chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isConnectionFailure(current)) return true;
    current = current.cause;
  }
  return false;
}

/** Node's socket errors on the way to the server. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up or in recovery).
 */
function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketCodes.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  }
  // node-postgres' own messages when the socket closes or the pool cannot get a connection in time.
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}
