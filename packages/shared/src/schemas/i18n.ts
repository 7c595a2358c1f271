import { z } from 'zod';
import { locales, namespaces } from '../locales.ts';

/** Path of a translation catalogue (product.md §7): `/locales/{lng}/{ns}`, `ns` with or without `.json`. */
export const ZCatalogueParams = z.object({
  lng: z.enum(locales),
  ns: z
    .string()
    .transform((value) => value.replace(/\.json$/, ''))
    .pipe(z.enum(namespaces)),
});
export type TCatalogueParams = z.output<typeof ZCatalogueParams>;

/** What i18next's `saveMissing` posts: the missing keys with their fallback text (development only). */
export const ZMissingKeysBody = z.record(z.string().max(200), z.unknown()).optional();
