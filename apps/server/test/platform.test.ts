import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createServices } from '../src/services.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/connection-errors.ts';
import { createLogger } from '../src/logger.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const response = await testApp.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const response = await testApp.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('turns JIT compilation off on PostgreSQL connections: it cost short searches 10 ms', async () => {
    // PGlite is built without JIT; on PostgreSQL, every pooled connection says it.
    if (testApp.database.kind !== 'postgres') return;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => testApp.database.query<{ jit: string }>(`select current_setting('jit') as jit`)),
    );
    expect(answers.map(([row]) => row?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a translated JSON 404', async () => {
    const french = await testApp.app.inject('/api/nothing-here/');
    expect(french.statusCode).toBe(404);
    expect(french.headers['content-type']).toContain('application/json');
    expect(french.json()).toMatchObject({ error: 'route_not_found', detail: "Cette adresse de l'API n'existe pas." });

    const arabic = await testApp.app.inject({
      url: '/api/nothing-here/',
      headers: { 'accept-language': 'ar-MA,ar;q=0.9' },
    });
    expect(arabic.json().detail).toBe('عنوان الواجهة البرمجية هذا غير موجود.');

    const english = await testApp.app.inject('/api/nothing-here/?lang=en');
    expect(english.json().message).toBe('This API address does not exist.');
  });

  it('refuses a bad path parameter with a 400 naming the field, never a 5xx', async () => {
    const response = await testApp.app.inject('/locales/de/translation.json');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalid_input');
    expect(body.fields.map((field: { field: string }) => field.field)).toContain('params.lng');
    expect(body.fields[0].message).toContain('params.lng');
  });

  it('refuses malformed JSON with a translated 400 and no stack trace', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/locales/add/fr/translation',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_json' });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a body of an unknown media type with a 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/locales/add/fr/translation',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and nosniff on every answer', async () => {
    const response = await testApp.app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    // Decision 050: the older header says the same as frame-ancestors, no frame at all.
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sends them on errors and on answers of the web app too', async () => {
    for (const url of ['/api/doctors/slug/nobody-at-all/', '/fr/']) {
      const response = await testApp.app.inject(url);
      expect(response.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('translation catalogues', () => {
  it('serves the same catalogue at both paths of product.md §7', async () => {
    const locales = await testApp.app.inject('/locales/ar/translation.json');
    const api = await testApp.app.inject('/api/users/i18n/ar/translation.json');
    expect(locales.statusCode).toBe(200);
    expect(api.statusCode).toBe(200);
    expect(locales.json().Layout.home).toBe('الرئيسية');
    expect(api.body).toBe(locales.body);
  });

  it('serves the pages namespace for the static pages', async () => {
    const response = await testApp.app.inject('/locales/en/pages.json');
    expect(response.json().privacy.sections.length).toBeGreaterThan(5);
  });

  it('does not take missing-key reports in production', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/locales/add/fr/translation',
      payload: { 'Some.key': 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('development', () => {
  it('takes missing-key reports in development only', async () => {
    const development = await buildTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const response = await development.app.inject({
        method: 'POST',
        url: '/locales/add/fr/translation',
        payload: { 'Some.key': 'x' },
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await development.close();
    }
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await testApp.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/users/i18n/{lng}/{ns}']),
    );
  });

  it('is public and shows no configuration secret (decision 025)', async () => {
    const text = (await testApp.app.inject('/api/docs/json')).body;
    const { config } = testApp;
    for (const secret of [config.secretKey, config.dataDir, 'DATABASE_URL', 'SMTP_URL', 'SECRET_KEY'])
      expect(text).not.toContain(secret);
    expect(JSON.parse(text).components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
  });

  it('serves the browsable documentation at /api/docs', async () => {
    const response = await testApp.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('shutdown', () => {
  it('answers /readyz with 503 once shutdown began', async () => {
    const closing = await buildTestApp();
    closing.services.shutdown.begin();
    const response = await closing.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await closing.close();
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  const signIn = (app: TestApp['app'], attempt: number, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: `x${attempt}@example.ma`, password: 'whatever it is' },
    });
  const signUp = (app: TestApp['app'], attempt: number, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/register/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { name: 'Proxy Test', email: `proxy${attempt}@example.ma`, password: 'short' },
    });

  it('ignores X-Forwarded-For by default: a new forged address per request still meets the auth limit', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_AUTH: '3' } });
    try {
      const signIns: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        signIns.push((await signIn(limited.app, attempt, `203.0.113.${attempt + 1}`)).statusCode);
      expect(signIns).toEqual([400, 400, 400, 429]);
      const signUps: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        signUps.push((await signUp(limited.app, attempt, `198.51.100.${attempt + 1}`)).statusCode);
      expect(signUps).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it.each(['10.0.0.0/8,127.0.0.1', '1'])('uses the forwarded address with TRUST_PROXY=%s', async (trustProxy) => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_AUTH: '3', TRUST_PROXY: trustProxy } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        statuses.push((await signIn(limited.app, attempt, `203.0.113.${attempt + 1}`)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400]);
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await signIn(limited.app, 10 + attempt, '203.0.113.9')).statusCode).toBe(400);
      expect((await signIn(limited.app, 20, '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('error shapes of the contract (product.md §8)', () => {
  it.each([
    ['text/plain', 'name=Ali'],
    [
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli\r\n--xyz--\r\n',
    ],
    ['application/x-www-form-urlencoded', 'name=Ali'],
  ])('answers %s sent to a JSON-only endpoint with our 415', async (contentType, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: 'unsupported_media_type',
      detail: "Ce type de contenu n'est pas accepté.",
    });
  });

  it('answers a path parameter over 100 characters with our translated JSON, not Fastify’s', async () => {
    const response = await testApp.app.inject({
      url: `/api/doctors/slug/${'a'.repeat(150)}/`,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: 'uri_too_long',
      detail: 'هذا العنوان طويل جدا.',
      message: 'هذا العنوان طويل جدا.',
    });
  });

  it('delivers the 413 JSON to a real HTTP client still sending 2 MB, rather than resetting the socket', async () => {
    const served = await buildTestApp();
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as AddressInfo;
      const answer = await postWhileReading(port, 2 * 1024 * 1024);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: 'payload_too_large' });

      const viaFetch = await fetch(`http://127.0.0.1:${port}/api/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'a@example.ma', password: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(viaFetch.status).toBe(413);
      expect(await viaFetch.json()).toMatchObject({ error: 'payload_too_large' });
    } finally {
      await served.close();
    }
  });
});

/**
 * A client as a phone on a slow link behaves: it sends the whole body, then reads the answer. Resolves
 * with what it read (status line, headers, body), or the socket error that lost the answer.
 */
function postWhileReading(port: number, size: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => {
      received += data.toString();
      const headEnd = received.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      if (headEnd >= 0 && length && Buffer.byteLength(received.slice(headEnd + 4)) >= Number(length)) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code} after ${received.length} bytes`));
    socket.on('close', () => resolve(received || 'closed without an answer'));
    socket.write(
      `POST /api/users/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      if (sent >= size || socket.destroyed) return;
      sent += chunk.length;
      if (socket.write(chunk)) setImmediate(pump);
      else socket.once('drain', pump);
    };
    pump();
  });
}

describe('database outage (product.md §8)', () => {
  it('classifies connection failures, wrapped or not, apart from query errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNRESET', 'ETIMEDOUT'])
      expect(isDatabaseUnavailable(new Error('x', { cause: Object.assign(new Error('y'), { code }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new TypeError('bug') }))).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'answers 503 with Retry-After and a translated message while PostgreSQL refuses connections',
    async () => {
      // Port 1 on this machine: nothing listens, as when the database server is down.
      const unreachable = new URL(process.env.DATABASE_URL as string);
      unreachable.port = '1';
      const database = await openDatabase({ databaseUrl: unreachable.toString() });
      const dataDirectory = mkdtempSync(join(tmpdir(), 'tabib-outage-'));
      const config = loadConfig({ SECRET_KEY: 'outage-test-secret', DATA_DIR: dataDirectory });
      const log = createLogger(false);
      const services = await createServices({ config, database, log });
      const app = await buildApp({ config, services, logger: log, webRoot: false });
      try {
        const response = await app.inject('/api/doctors/doctor-search/?doctor_name=alaoui');
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toMatchObject({
          error: 'service_unavailable',
          detail: 'Le service est momentanément indisponible.',
        });
        const arabic = await app.inject({ url: '/api/users/blogs/', headers: { 'accept-language': 'ar' } });
        expect(arabic.statusCode).toBe(503);
        expect(arabic.json().detail).toBe('الخدمة غير متاحة مؤقتا.');
      } finally {
        await app.close();
        await services.close();
        await database.close();
        rmSync(dataDirectory, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)('answers again at once when the server drops every connection', async () => {
    expect((await testApp.app.inject('/api/doctors/doctor-search/')).statusCode).toBe(200);
    const administrator = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await administrator.connect();
    const [{ name }] = (await testApp.database.query<{ name: string }>('select current_database() as name')) as [
      { name: string },
    ];
    await administrator.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await administrator.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await testApp.app.inject('/api/doctors/doctor-search/?lang=en');
    expect(response.statusCode).toBe(200);
  });
});
