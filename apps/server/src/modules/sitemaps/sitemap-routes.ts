import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SitemapService } from './sitemap-service.ts';

export interface SitemapRoutesOptions {
  sitemaps: SitemapService;
}

/** robots.txt's sitemap index and its files (decision 045): XML, cached an hour by the client. */
export async function sitemapRoutes(app: FastifyInstance, { sitemaps }: SitemapRoutesOptions): Promise<void> {
  const sendXml = (reply: FastifyReply, body: string | Buffer | Readable) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemaps.index()),
  );
  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, sitemaps.pages()),
  );
  app.get('/sitemaps/articles.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemaps.articles()),
  );
  app.get('/sitemaps/directory.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemaps.directory()),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/doctors-:file.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = /^\d{1,6}$/.test(request.params.file) ? Number(request.params.file) : undefined;
      const gzip = file === undefined ? undefined : await sitemaps.doctors(file);
      if (gzip === undefined) return reply.callNotFound();
      // Kept gzipped: sent as it is to every client that takes gzip (crawlers do), else inflated.
      reply.header('vary', 'accept-encoding');
      const accepted = request.headers['accept-encoding'];
      if (accepted && negotiate(accepted, ['gzip']) === 'gzip') {
        return sendXml(reply.header('content-encoding', 'gzip'), gzip);
      }
      return sendXml(reply, Readable.from([gzip]).pipe(createGunzip()));
    },
  );
}
