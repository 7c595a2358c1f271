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
  // The one articles file of before (decision 045) is the first range now.
  app.get('/sitemaps/articles.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/sitemaps/articles-0.xml', 301),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/articles-:file.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = fileNumber(request.params.file);
      const body = file === undefined ? undefined : await sitemaps.articles(file);
      return body === undefined ? reply.callNotFound() : sendXml(reply, body);
    },
  );
  app.get('/sitemaps/directory.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemaps.directory()),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/doctors-:file.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = fileNumber(request.params.file);
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

/** A sitemap file's number in its address, as the index writes it (no leading zero), or undefined. */
function fileNumber(text: string): number | undefined {
  return /^(0|[1-9]\d{0,5})$/.test(text) ? Number(text) : undefined;
}
