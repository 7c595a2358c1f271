import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy: scripts, styles and fonts only from our
 * own origin (fonts are served by the app, never a third-party host); images may also come from
 * https and data: addresses (blog content, product.md §5) and blob: (the preview of a chosen
 * photo, made by our own script), among them OpenStreetMap's tiles of the contact page and of
 * doctors' pages. No frame at all (decision 035 replaced the contact page's embedded map by tiles).
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // blob: is the preview of a photo chosen in the profile form, before it is sent.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // MapLibre's worker is made from a blob: address by its own script, loaded from here (decision 078).
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // What frame-ancestors 'none' says, for browsers that read only the older header (decision 050):
  // helmet's default, SAMEORIGIN, contradicted it.
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with `options`. None of them depends on the request (no nonce), so
 * helmet runs once at start rather than on every request, as @fastify/helmet does (it builds the
 * whole middleware anew each time: 3 % of a search's CPU, decision 033).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeaders = fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
