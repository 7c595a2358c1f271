import type { Locale } from '@tabib/shared';
import fp from 'fastify-plugin';
import { resolveRequestLocale } from '../i18n/catalogues.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers and error messages use (`lang` query, then Accept-Language, then fr). */
    readonly locale: Locale;
  }
}

export const requestLocale = fp(
  async (app) => {
    app.decorateRequest('locale', {
      getter() {
        return resolveRequestLocale(this.query, this.headers['accept-language']);
      },
    });
  },
  { name: 'request-locale' },
);
