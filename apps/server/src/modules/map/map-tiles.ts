import { existsSync, readdirSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the map's vector tiles are read from (MAP_TILES, decision 078). */
export type MapTiles =
  | { kind: 'pmtiles'; path: string }
  | { kind: 'folder'; root: string; minzoom: number; maxzoom: number }
  | { kind: 'none' };

/** A file's identity for ETag and the style's cache-busting `v`: changes when the operator replaces it. */
export interface FileVersion {
  size: number;
  etag: string;
}

/**
 * MAP_TILES read once at start: a path to a .pmtiles archive, to a folder of {z}/{x}/{y}.mvt|pbf
 * tiles, or nothing. A path that names neither stops the start, as a mistyped setting should.
 */
export function openMapTiles(path: string | undefined): MapTiles {
  if (!path) return { kind: 'none' };
  if (!existsSync(path)) throw new Error(`MAP_TILES names "${path}", which does not exist`);
  if (statSync(path).isFile()) return { kind: 'pmtiles', path };
  const zooms = readdirSync(path)
    .filter((name) => /^\d{1,2}$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  if (zooms.length === 0) throw new Error(`MAP_TILES folder "${path}" has no {z} folders of tiles`);
  return { kind: 'folder', root: path, minzoom: zooms[0]!, maxzoom: zooms.at(-1)! };
}

export async function readFileVersion(path: string): Promise<FileVersion> {
  const { size, mtimeMs } = await stat(path);
  return { size, etag: `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"` };
}

/** The file of one tile in folder mode, .mvt or .pbf, or undefined when the folder has none. */
export function findFolderTile(root: string, z: number, x: number, y: number): string | undefined {
  for (const extension of ['mvt', 'pbf']) {
    const file = join(root, String(z), String(x), `${y}.${extension}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}
