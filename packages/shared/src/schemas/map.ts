import { z } from 'zod';
import { locales } from '../locales.ts';

/**
 * Which tiles Tabib serves (decision 078): a PMTiles archive, a folder of tiles, or none, in which
 * case the web app draws its own figure of the place instead of a map.
 */
export const mapTileKinds = ['pmtiles', 'folder', 'none'] as const;
export type TMapTileKind = (typeof mapTileKinds)[number];

/** GET /map/status. */
export const ZMapStatus = z.object({ tiles: z.enum(mapTileKinds) });
export type TMapStatus = z.infer<typeof ZMapStatus>;

/** GET /map/style.json?lang=: the style's language (place names, when a style has any). */
export const ZMapStyleQuery = z.object({
  lang: z.enum(locales, { error: 'unknown_language' }).default('fr'),
});

/** GET /map/tiles/{z}/{x}/{y}.mvt in folder mode: a tile's address, checked before any file is read. */
export const ZMapTileParams = z
  .object({
    z: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0).max(22),
    x: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0),
    y: z.coerce.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).min(0),
  })
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, { error: 'invalid_value', path: ['x'] });
