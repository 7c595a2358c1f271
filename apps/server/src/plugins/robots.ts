import type { FastifyInstance } from 'fastify';
import { pageRoutes } from '@tabib/shared';

/**
 * `/robots.txt` (decision 045): a real text file, not the app's page. Crawlers may read every
 * public page; the API, the account pages and the admin area are nobody's search result (and answer
 * nothing useful to a crawler). Neither are the longer lists that "More reviews" and "Load more"
 * link to without JavaScript (`?reviews=N`, `?posts=N`): their canonical address is the page
 * without them, and each is read and rendered whole. `*` in a path is the wildcard that Google and
 * Bing read. The last line names the sitemap index, by its absolute address.
 */
const rules = [
  'User-agent: *',
  'Disallow: /api/',
  // Every page of the route table that is not public (decision 059), by the fixed start of its path.
  ...pageRoutes
    .filter((route) => (route.access ?? 'public') !== 'public')
    .map((route) => `Disallow: /*/${route.path.replace(/[:*].*$/, '')}`),
  'Disallow: /*?reviews=',
  'Disallow: /*&reviews=',
  'Disallow: /*?posts=',
  'Disallow: /*&posts=',
];

export async function robotsRoute(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const body = [...rules, '', `Sitemap: ${options.publicUrl}/sitemap.xml`, ''].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
}
