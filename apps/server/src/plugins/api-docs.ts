import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI documents generated from the routes' zod schemas, browsable at /api/docs. */
export const apiDocs = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Tabib API',
          description: 'The wire contract of product.md §7, plus the calls Tabib added.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
