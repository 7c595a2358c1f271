import { dropByteOrderMarks } from '@tabib/shared';
import fp from 'fastify-plugin';
import { checkStorableText, Invalid, UnsupportedMediaType } from '../errors.ts';

/**
 * Deeper JSON than any of our bodies needs (the deepest, a profile, is 2 levels): 200,000 levels
 * overflowed the stack of the parsers and serialisers after JSON.parse (decision 023).
 */
export const maxJsonDepth = 64;

/** True when the JSON text nests arrays and objects deeper than `limit`; one pass, no recursion. */
export function isJsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * The one door every request's text passes (decision 023): JSON no deeper than `maxJsonDepth`, then,
 * before the schemas run, no NUL or lone surrogate in the body, query or path parameters (a 400
 * naming the field) and no leading byte-order mark in the body. Multipart fields are read by their
 * route and pass the same check in `parseInput`.
 */
export const requestInput = fp(
  async (app) => {
    // Fastify's own parser (secure-json-parse, proto poisoning refused) once the depth is known safe.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (isJsonDeeperThan(body as string, maxJsonDepth)) return done(new Invalid('json_too_deep'), undefined);
      return parseJson(request, body as string, done);
    });

    // A route that reads a body takes JSON unless its schema says otherwise (`consumes`): text or a
    // form sent to it is the wrong media type, a 415, not a 400 about missing fields (product.md §8).
    app.addHook('preParsing', async (request, _reply, payload) => {
      const contentType = request.headers['content-type'];
      const schema = request.routeOptions.schema;
      const accepted = schema?.consumes ?? (schema?.body ? ['application/json'] : undefined);
      if (contentType === undefined || accepted === undefined) return payload;
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!accepted.includes(mediaType)) throw new UnsupportedMediaType();
      return payload;
    });

    app.addHook('preValidation', async (request) => {
      checkStorableText(request.params, 'params');
      checkStorableText(request.query, 'querystring');
      checkStorableText(request.body, 'body');
      if (request.body !== undefined) request.body = dropByteOrderMarks(request.body);
    });
  },
  { name: 'request-input' },
);
