import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SitemapService } from './sitemap-service.ts';

export interface SitemapRoutesOptions {
  sitemaps: SitemapService;
}

/** robots.txt's sitemap index and its files (decision 045): XML, cached an hour by the client. */
export async function sitemapRoutes(app: FastifyInstance, { sitemaps }: SitemapRoutesOptions): Promise<void> {
  const sendXml = (reply: FastifyReply, body: string | Readable) =>
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
      const body = file === undefined ? undefined : await sitemaps.doctors(file);
      return body === undefined ? reply.callNotFound() : sendXml(reply, body);
    },
  );
}
