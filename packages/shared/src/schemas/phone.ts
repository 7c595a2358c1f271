import { z } from 'zod';

/**
 * A Moroccan mobile number as people write it ("06 12 34 56 78", "0612345678", "+212 612-345678",
 * "00212 6…"), kept as "+2126XXXXXXXX" or "+2127XXXXXXXX".
 */
export const ZMoroccanMobile = z
  .string({ error: 'invalid_phone' })
  .transform((value) => value.replace(/[\s.\-()]/g, ''))
  .transform((value) =>
    value
      .replace(/^00212/, '+212')
      .replace(/^212/, '+212')
      .replace(/^0(?=[67])/, '+212'),
  )
  .pipe(z.string().regex(/^\+212[67]\d{8}$/, { error: 'invalid_phone' }));
