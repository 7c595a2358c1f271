import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a strict Content-Security-Policy: scripts, styles and fonts only from our
 * own origin (fonts are served by the app, never a third-party host); images may also come from
 * https and data: addresses (blog content, product.md §5); the only frame is the
 * OpenStreetMap map of the contact page.
 */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.openstreetmap.org'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
