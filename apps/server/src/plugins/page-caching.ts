import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageAccess } from '@tabib/shared';

/**
 * How the app's pages may be kept (decision 059). A public page's HTML is the same for every
 * reader (the reader's own parts fill in after hydration, decision 046): a shared cache (a CDN)
 * may keep it a minute, a browser asks again each time and gets a 304 when the page has not
 * changed. A page that needs the session, or acts on a mail's token, is kept by no shared cache.
 */
export const pageCacheControl = {
  public: 'public, max-age=0, s-maxage=60',
  private: 'private, no-store',
} as const;

/** One page to answer: its status, who it is for (the route table's access) and its HTML. */
export interface PageAnswer {
  status: number;
  access: PageAccess;
  html: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Answers a page, compressed in the encoding the client takes best, brotli or gzip: pages are
 * answered by the not-found handler, which @fastify/compress does not reach (its hook is added to
 * routes only). A page's HTML is 20-60 KB and shrinks four to five times.
 *
 * A public page carries a strong ETag of the HTML it sends, one per encoding (the bytes differ),
 * and a matching If-None-Match is answered 304 without compressing anything: a crawler's second
 * pass or a CDN's revalidation of an unchanged page costs its render, not its transfer.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer): Promise<FastifyReply> {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', pageCacheControl[page.access === 'public' ? 'public' : 'private'])
    .header('vary', 'accept-encoding');
  if (page.access === 'public') {
    const tag = createHash('sha256').update(page.html).digest('base64url').slice(0, 27);
    reply.header('etag', `"${tag}${encoding ? `-${encoding}` : ''}"`);
    // A 304 stands for a 200 (RFC 9110 §15.4.5): a 404 page is sent whole even when unchanged.
    if (page.status === 200 && matchesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  }
  if (!encoding) return reply.send(page.html);
  reply.header('content-encoding', encoding);
  return reply.send(
    encoding === 'br'
      ? await brotli(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzipped(page.html),
  );
}

/**
 * Whether If-None-Match names the page's HTML: compared weakly, as RFC 9110 §13.1.2 asks, and in
 * any encoding, since the page under them is the same (a CDN may revalidate the gzip copy it
 * keeps for a client that takes brotli).
 */
function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const forms = new Set(['*', `"${tag}"`, `"${tag}-br"`, `"${tag}-gzip"`]);
  return header.split(',').some((entry) => forms.has(entry.trim().replace(/^W\//, '')));
}
