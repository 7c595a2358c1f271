/**
 * Whether a database error is a unique index refusing a duplicate (SQLSTATE 23505), optionally of
 * one named constraint. Drizzle wraps driver errors in a DrizzleQueryError whose `cause` carries the
 * code, so the whole cause chain is searched, on PGlite and PostgreSQL alike.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const {
      code,
      constraint: name,
      message,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      if (!constraint) return true;
      return name === constraint || (typeof message === 'string' && message.includes(constraint));
    }
    current = cause;
  }
  return false;
}

/**
 * Whether a database error carries one SQLSTATE (23P01: an exclusion constraint refused a row),
 * searched through Drizzle's wrapper the same way.
 */
export function hasSqlState(error: unknown, state: string): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === state) return true;
    current = cause;
  }
  return false;
}
