import type { FastifyPluginAsync } from 'fastify';
import { mediaNamePattern } from '@tabib/shared';
import { sendError } from '../plugins/error-handler.ts';
import type { MediaFiles } from './media-files.ts';
import { practicePhotoNamePattern } from './practice-photo-store.ts';

export interface MediaRoutesOptions {
  files: MediaFiles;
}

/**
 * GET /media/{name}: stored images, from the database (decision 028), practice photos under
 * `practice/` (decision 074). Their names are random and
 * never reused, so they may be cached for a year.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { files }) => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const name = request.params['*'];
    const known = mediaNamePattern.test(name) || practicePhotoNamePattern.test(name);
    const file = known ? await files.get(name) : undefined;
    if (!file) return sendError(request, reply, 404, 'not_found');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.content);
  });
};
