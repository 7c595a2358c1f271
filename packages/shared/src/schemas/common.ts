import { z } from 'zod';

/** The body of a 204 answer: none. */
export const ZNoContent = z.null();

/**
 * A row's id as it arrives in a path, a query or a body: a positive whole number that fits the
 * database's `integer` column (anything larger could never name a row).
 */
export const ZId = z.coerce
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(2_147_483_647, { error: 'invalid_value' });
