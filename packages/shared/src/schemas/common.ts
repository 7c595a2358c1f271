import { z } from 'zod';

/** The body of a 204 answer: none. */
export const ZNoContent = z.null();
