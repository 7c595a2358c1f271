import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

/** One tile of an archive, its bytes as they are stored (already gzipped when `tileCompression` is gzip). */
export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveOptions {
  tiles: ArchiveTile[];
  /** West, south, east, north in degrees. */
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata: Record<string, unknown>;
}

const headerLength = 127;
const compressionNone = 1;
const compressionGzip = 2;
const tileTypeMvt = 1;

/**
 * A PMTiles v3 archive (the format's spec, "Version 3"): header, root directory, JSON metadata and
 * tile data clustered in tile-id order, identical tiles stored once. The fixture has a few hundred
 * tiles, so one root directory holds them all and no leaf directory is written.
 */
export function writePmtiles({ tiles, bounds, center, metadata }: ArchiveOptions): Buffer {
  const sorted = tiles
    .map((tile) => ({ ...tile, id: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.id - b.id);
  const contents = new Map<string, { offset: number; length: number }>();
  const chunks: Uint8Array[] = [];
  let dataLength = 0;
  const entries = sorted.map((tile) => {
    const key = Buffer.from(tile.data).toString('base64');
    let stored = contents.get(key);
    if (!stored) {
      stored = { offset: dataLength, length: tile.data.length };
      contents.set(key, stored);
      chunks.push(tile.data);
      dataLength += tile.data.length;
    }
    return { id: tile.id, ...stored };
  });
  const directory = serializeDirectory(entries);
  const metadataBytes = Buffer.from(JSON.stringify(metadata));
  if (headerLength + directory.length > 16_384) throw new Error('the root directory must fit in 16 KiB');

  const header = Buffer.alloc(headerLength);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = headerLength;
  const metadataOffset = rootOffset + directory.length;
  const dataOffset = metadataOffset + metadataBytes.length;
  const numbers: Array<[number, number]> = [
    [8, rootOffset],
    [16, directory.length],
    [24, metadataOffset],
    [32, metadataBytes.length],
    [40, dataOffset],
    [48, 0],
    [56, dataOffset],
    [64, dataLength],
    [72, entries.length],
    [80, entries.length],
    [88, contents.size],
  ];
  for (const [position, value] of numbers) header.writeBigUInt64LE(BigInt(value), position);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(compressionNone, 97);
  header.writeUInt8(compressionGzip, 98);
  header.writeUInt8(tileTypeMvt, 99);
  header.writeUInt8(Math.min(...tiles.map((tile) => tile.z)), 100);
  header.writeUInt8(Math.max(...tiles.map((tile) => tile.z)), 101);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(bounds[0]), 102);
  header.writeInt32LE(e7(bounds[1]), 106);
  header.writeInt32LE(e7(bounds[2]), 110);
  header.writeInt32LE(e7(bounds[3]), 114);
  header.writeUInt8(center[2], 118);
  header.writeInt32LE(e7(center[0]), 119);
  header.writeInt32LE(e7(center[1]), 123);
  return Buffer.concat([header, directory, metadataBytes, ...chunks]);
}

/** Gzip as PMTiles readers expect a tile compressed with `tileCompression: gzip`. */
export function gzipTile(data: Uint8Array): Uint8Array {
  return gzipSync(data);
}

function serializeDirectory(entries: Array<{ id: number; offset: number; length: number }>): Buffer {
  const bytes: number[] = [];
  const varint = (value: number) => {
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  };
  varint(entries.length);
  let lastId = 0;
  for (const entry of entries) {
    varint(entry.id - lastId);
    lastId = entry.id;
  }
  entries.forEach(() => varint(1)); // run lengths: one tile each
  for (const entry of entries) varint(entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    // 0 means "right after the previous entry's data" (the spec's offset encoding).
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Buffer.from(bytes);
}
