import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';

export interface MediaFile {
  /** The path under /media/: "12-a1b2c3d4e5f6-300.webp", "blog/7-0f1e2d3c4b5a-600.webp". */
  name: string;
  contentType: string;
  content: Buffer;
}

/**
 * Where stored images live: the `media_files` table, so that every server process on the database
 * serves what any of them stored, and a backup of the database holds them (decision 028).
 */
export interface MediaFiles {
  put(files: readonly MediaFile[]): Promise<void>;
  get(name: string): Promise<MediaFile | undefined>;
  remove(names: readonly string[]): Promise<void>;
  /** The names that begin with `prefix`, for clean-ups and tests. */
  list(prefix: string): Promise<string[]>;
}

export function createMediaFiles(db: Db): MediaFiles {
  return {
    async put(files) {
      if (files.length === 0) return;
      await db
        .insert(mediaFiles)
        .values(files.map((file) => ({ ...file, byteLength: file.content.length })))
        .onConflictDoNothing();
    },
    async get(name) {
      const [row] = await db
        .select({ name: mediaFiles.name, contentType: mediaFiles.contentType, content: mediaFiles.content })
        .from(mediaFiles)
        .where(eq(mediaFiles.name, name));
      return row;
    },
    async remove(names) {
      if (names.length === 0) return;
      await db.delete(mediaFiles).where(inArray(mediaFiles.name, [...names]));
    },
    async list(prefix) {
      const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
      const rows = await db
        .select({ name: mediaFiles.name })
        .from(mediaFiles)
        .where(like(mediaFiles.name, `${escaped}%`));
      return rows.map((row) => row.name).sort();
    },
  };
}

/**
 * Images stored on disk by versions before decision 028 (DATA_DIR/media): copied into the database
 * once at start, so their addresses keep working. The files stay where they are.
 */
export async function importMediaFolder(files: MediaFiles, directory: string): Promise<number> {
  if (!existsSync(directory)) return 0;
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const stored = new Set(await files.list(''));
  let imported = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.webp')) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(directory, path).split(sep).join('/');
    if (stored.has(name)) continue;
    await files.put([{ name, contentType: 'image/webp', content: await readFile(path) }]);
    imported += 1;
  }
  return imported;
}
