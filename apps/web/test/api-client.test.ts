import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiGet, apiGetWithHeaders, apiSend } from '../src/lib/api-client.ts';
import { totalCountOf } from '../src/features/blog/api/get-blog-cards.ts';
import { i18next } from '../src/lib/i18n.ts';

const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../packages/shared/locales', lang, 'translation.json'), 'utf8'),
  );

/** A real HTTP server playing the API's answers: slow, JSON error, broken, or echoing the query. */
let server: Server;
let origin = '';

beforeAll(async () => {
  await i18next.init({
    lng: 'fr',
    resources: { fr: { translation: catalogue('fr') }, ar: { translation: catalogue('ar') } },
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/slow') return void setTimeout(() => response.end('{}'), 2_000);
    if (url.pathname === '/missing') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return void response.end(
        JSON.stringify({
          error: 'doctor_not_found',
          detail: 'Ce médecin est introuvable.',
          message: 'Ce médecin est introuvable.',
        }),
      );
    }
    if (url.pathname === '/invalid') {
      response.writeHead(400, { 'content-type': 'application/json' });
      const message = "L'adresse e-mail est invalide.";
      return void response.end(
        JSON.stringify({
          error: 'invalid_input',
          detail: message,
          message,
          fields: [{ field: 'body.email', error: 'invalid_email', message }],
        }),
      );
    }
    if (url.pathname === '/off-contract') {
      response.writeHead(409, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ error: 42, detail: ['not a sentence'] }));
    }
    if (url.pathname === '/counted') {
      response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '24' });
      return void response.end('[{"id":1}]');
    }
    if (url.pathname === '/broken') {
      response.writeHead(502, { 'content-type': 'text/html' });
      return void response.end('<h1>Bad gateway</h1>');
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ query: Object.fromEntries(url.searchParams), language: request.headers['accept-language'] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('API client (product.md §10, "Screens" and "Wire contract")', () => {
  it('sends the page language and leaves out empty criteria', async () => {
    const answer = await apiGet<{ query: Record<string, string>; language: string }>(
      `${origin}/echo`,
      { specialty: 'Cardiologue', city: '', page: 2, gender: undefined },
      { lang: 'ar' },
    );
    expect(answer).toEqual({ query: { specialty: 'Cardiologue', page: '2', lang: 'ar' }, language: 'ar' });
  });

  it("keeps an agenda's ?doctor= beside the language on a write, in the path or as a query (decision 066)", async () => {
    type Echo = { query: Record<string, string>; language: string };
    // A second "?" would make the server read doctor as "3?lang=ar" and refuse an assistant's booking.
    const inPath = await apiSend<Echo>('POST', `${origin}/echo?doctor=3`, { start: 'x' }, { lang: 'ar' });
    expect(inPath.query).toEqual({ doctor: '3', lang: 'ar' });
    const asQuery = await apiSend<Echo>('DELETE', `${origin}/echo`, undefined, { lang: 'fr', query: { doctor: 4 } });
    expect(asQuery.query).toEqual({ doctor: '4', lang: 'fr' });
  });

  it("shows an error answer's translated detail", async () => {
    const error = await apiGet(`${origin}/missing`, {}, { lang: 'fr' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, key: 'doctor_not_found', message: 'Ce médecin est introuvable.' });
  });

  it('reads the field errors of a refused request, by field', async () => {
    const error = await apiGet(`${origin}/invalid`, {}, { lang: 'fr' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, key: 'invalid_input', fields: { 'body.email': 'invalid_email' } });
  });

  it('shows the generic translated error for an error answer outside the shared contract', async () => {
    const error = await apiGet(`${origin}/off-contract`, {}, { lang: 'fr' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 409, key: 'internal_error', message: catalogue('fr').Error.internal_error });
  });

  it('gives up after the timeout with the translated timeout message', async () => {
    const error = await apiGet(`${origin}/slow`, {}, { lang: 'ar', timeoutMs: 100 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ key: 'timeout', message: catalogue('ar').Error.timeout });
  });

  it('turns an answer that is not JSON into the generic translated error', async () => {
    const error = await apiGet(`${origin}/broken`, {}, { lang: 'fr' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, key: 'internal_error', message: catalogue('fr').Error.internal_error });
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const error = await apiGet('http://127.0.0.1:9/api', {}, { lang: 'fr' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ key: 'network', message: catalogue('fr').Common.networkError });
  });

  it("gives the answer's headers to the calls that need them, e.g. a list's total", async () => {
    const { data, headers } = await apiGetWithHeaders<Array<{ id: number }>>(`${origin}/counted`, {}, { lang: 'fr' });
    expect(data).toEqual([{ id: 1 }]);
    expect(totalCountOf(headers, 1)).toBe(24);
    expect(totalCountOf(new Headers(), 7)).toBe(7);
    expect(totalCountOf(new Headers({ 'X-Total-Count': 'many' }), 7)).toBe(7);
  });

  it('lets the caller cancel without turning it into an error to show', async () => {
    const controller = new AbortController();
    const call = apiGet(`${origin}/slow`, {}, { lang: 'fr', signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
