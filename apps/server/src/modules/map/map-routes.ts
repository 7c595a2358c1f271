import { createReadStream } from 'node:fs';
import { ZMapStatus, ZMapStyleQuery, ZMapTileParams } from '@tabib/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/error-handler.ts';
import { parseByteRange } from './byte-range.ts';
import { buildMapStyle } from './map-style.ts';
import { findFolderTile, readFileVersion, type FileVersion, type MapTiles } from './map-tiles.ts';

export interface MapRoutesOptions {
  /** MAP_TILES opened at start (map-tiles.ts). */
  tiles: MapTiles;
}

/** A year: the style names the archive with its version, so a new archive has a new address. */
const versionedCache = 'public, max-age=31536000, immutable';
const unversionedCache = 'public, max-age=3600';

/**
 * Tabib's own map (decision 078): the status the web app asks first, the style, and the tiles, from a
 * PMTiles archive read by the browser with range requests or from a folder of tiles.
 */
export const mapRoutes: FastifyPluginAsyncZod<MapRoutesOptions> = async (app, { tiles }) => {
  app.get(
    '/map/status',
    { schema: { tags: ['map'], summary: 'Whether Tabib serves map tiles', response: { 200: ZMapStatus } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { tiles: tiles.kind };
    },
  );

  app.get(
    '/map/style.json',
    { schema: { tags: ['map'], summary: 'The map style, every address on this origin', querystring: ZMapStyleQuery } },
    async (request, reply) => {
      if (tiles.kind === 'none') return sendError(request, reply, 404, 'not_found');
      const version = tiles.kind === 'pmtiles' ? (await readFileVersion(tiles.path)).etag : String(tiles.maxzoom);
      reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8');
      return buildMapStyle({ tiles, version: version.replaceAll('"', ''), lang: request.query.lang });
    },
  );

  app.get('/map/tiles.pmtiles', { schema: { hide: true }, config: { compress: false } }, async (request, reply) => {
    if (tiles.kind !== 'pmtiles') return sendError(request, reply, 404, 'not_found');
    return sendArchive(request, reply, tiles.path, await readFileVersion(tiles.path));
  });

  app.get(
    '/map/tiles/:z/:x/:y.mvt',
    { schema: { hide: true, params: ZMapTileParams }, config: { compress: false } },
    async (request, reply) => {
      if (tiles.kind !== 'folder') return sendError(request, reply, 404, 'not_found');
      const { z, x, y } = request.params;
      const file = findFolderTile(tiles.root, z, x, y);
      if (!file) return sendError(request, reply, 404, 'not_found');
      const version = await readFileVersion(file);
      if (request.headers['if-none-match'] === version.etag) return reply.code(304).send();
      const stream = createReadStream(file);
      // Tiles written by tippecanoe or `pmtiles extract` into folders are often gzipped already.
      const gzipped = await startsWithGzip(file);
      if (gzipped) reply.header('content-encoding', 'gzip');
      return reply
        .type('application/vnd.mapbox-vector-tile')
        .header('etag', version.etag)
        .header('cache-control', isVersioned(request) ? versionedCache : unversionedCache)
        .send(stream);
    },
  );
};

function isVersioned(request: FastifyRequest): boolean {
  return typeof (request.query as Record<string, unknown> | undefined)?.v === 'string';
}

/** The archive, whole or one byte range of it, as the PMTiles reader in the browser asks. */
function sendArchive(request: FastifyRequest, reply: FastifyReply, path: string, version: FileVersion) {
  reply
    .header('etag', version.etag)
    .header('accept-ranges', 'bytes')
    .header('cache-control', isVersioned(request) ? versionedCache : unversionedCache)
    .type('application/vnd.pmtiles');
  if (request.headers['if-none-match'] === version.etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== version.etag ? undefined : parseByteRange(request.headers.range, version.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${version.size}`);
    return sendError(request, reply, 416, 'range_not_satisfiable');
  }
  if (!range) return reply.header('content-length', version.size).send(createReadStream(path));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${version.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(path, { start: range.start, end: range.end }));
}

async function startsWithGzip(file: string): Promise<boolean> {
  const stream = createReadStream(file, { start: 0, end: 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const head = Buffer.concat(chunks);
  return head[0] === 0x1f && head[1] === 0x8b;
}
