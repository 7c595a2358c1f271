import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCatalogueParams, ZMissingKeysBody, type TCatalogueParams } from '@tabib/shared';
import { readCatalogue } from '../../i18n/catalogues.ts';

export interface I18nRoutesOptions {
  /** product.md §10: missing keys are reported only in development. */
  reportMissingKeys: boolean;
}

/**
 * Translation catalogues, served at both paths of product.md §7 from one folder shared with the
 * web app. They change only with a deploy, so a short cache plus ETag revalidation is enough. No
 * service: there is no rule here beyond reading a file.
 */
export const i18nRoutes: FastifyPluginAsyncZod<I18nRoutesOptions> = async (app, options) => {
  const schema = {
    tags: ['i18n'],
    summary: 'A translation catalogue (i18next JSON)',
    params: ZCatalogueParams,
  };
  const serveCatalogue = async (request: { params: TCatalogueParams }, reply: FastifyReply) => {
    const { text } = readCatalogue(request.params.lng, request.params.ns);
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(text);
  };
  app.get('/locales/:lng/:ns', { schema }, serveCatalogue);
  app.get('/api/users/i18n/:lng/:ns', { schema }, serveCatalogue);

  app.post(
    '/locales/add/:lng/:ns',
    {
      config: { changes: 'no-doctor-reads' },
      schema: {
        tags: ['i18n'],
        summary: 'Reports missing translation keys (development only; refused in production)',
        params: ZCatalogueParams,
        body: ZMissingKeysBody,
      },
    },
    async (request, reply) => {
      if (!options.reportMissingKeys) return reply.callNotFound();
      request.log.warn(
        { lng: request.params.lng, ns: request.params.ns, keys: Object.keys(request.body ?? {}) },
        'missing translation keys',
      );
      return reply.code(204).send();
    },
  );
};
