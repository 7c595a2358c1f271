import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { loggerOptions, redactedLogPaths } from '../src/logger.ts';
import { buildTestApp } from './helpers/build-test-app.ts';
import { temporaryFolder } from './helpers/temporary-folder.ts';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const dataDir = temporaryFolder('tabib-config');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('generates SECRET_KEY once and keeps it in DATA_DIR', () => {
    const dataDir = temporaryFolder('tabib-config');
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey;
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(join(dataDir, 'secret-key'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'from-env' }).secretKey).toBe('from-env');
  });

  it('takes SOCIAL_URL only as an http(s) address, and none when unset', () => {
    const dataDir = temporaryFolder('tabib-config');
    expect(loadConfig({ DATA_DIR: dataDir }).socialUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, SOCIAL_URL: ' ' }).socialUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, SOCIAL_URL: 'https://www.facebook.com/groups/tabib' }).socialUrl).toBe(
      'https://www.facebook.com/groups/tabib',
    );
    for (const wrong of ['facebook.com/groups/tabib', 'javascript:alert(1)', 'ftp://tabib.ma/']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SOCIAL_URL: wrong }), wrong).toThrow(/SOCIAL_URL/);
    }
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => loadConfig({ DATA_DIR: tmpdir(), PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('logging', () => {
  it('never writes passwords, tokens or the Authorization header', async () => {
    const { lines, stream } = captureLog();
    const app = Fastify({
      logger: { level: 'info', stream, redact: { paths: redactedLogPaths, censor: '[redacted]' } },
    });
    app.log.info(
      {
        body: { password: 'hunter22', token: 'abc.def', email: 'a@b.ma' },
        req: { headers: { authorization: 'Bearer abc.def' } },
      },
      'login',
    );
    await app.close();
    const output = lines.join('');
    expect(output).toContain('a@b.ma');
    expect(output).not.toContain('hunter22');
    expect(output).not.toContain('abc.def');
    expect(output).toContain('[redacted]');
  });
});

describe('TRUST_PROXY', () => {
  const load = (value?: string) =>
    loadConfig({ DATA_DIR: tmpdir(), SECRET_KEY: 'k', ...(value === undefined ? {} : { TRUST_PROXY: value }) })
      .trustProxy;

  it('trusts no proxy by default, a hop count, or a list of addresses and CIDRs', () => {
    expect(load()).toBe(false);
    expect(load('')).toBe(false);
    expect(load('0')).toBe(false);
    expect(load('1')).toBe(1);
    expect(load('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(load('::1,fd00::/8')).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses anything else with a message naming the variable', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY/);
    expect(() => load('-1')).toThrow(/TRUST_PROXY/);
    expect(() => load('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => load('proxy.example.ma')).toThrow(/TRUST_PROXY/);
  });
});

describe('logging of database errors', () => {
  it('never writes query parameters: no password hash, e-mail or token of a failed users insert', async () => {
    const { lines, stream } = captureLog();
    const logger = loggerOptions('info');
    const testApp = await buildTestApp({ logger: { ...(logger as object), stream } });
    try {
      const register = (name: string, email: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/users/register/',
          payload: { name, email, password: 'a secret password' },
        });
      const signedUp = await register('Amal Bennani', 'amal.bennani@example.ma');
      expect(signedUp.statusCode).toBe(200);
      const { token } = signedUp.json() as { token: string };
      // A constraint only this test's database has makes the users insert fail.
      await testApp.database.query(`alter table users add constraint test_refuses_user check (last_name <> 'Refuse')`);
      const failed = await register('Hind Refuse', 'hind.refuse@example.ma');
      expect(failed.statusCode).toBe(500);
      const output = lines.join('');
      expect(output).toContain('request failed');
      expect(output).toContain('test_refuses_user');
      expect(output).not.toContain('$argon2id$');
      expect(output).not.toContain('hind.refuse@example.ma');
      expect(output).not.toContain('amal.bennani@example.ma');
      expect(output).not.toContain('a secret password');
      expect(output).not.toContain(token);
      expect(output).not.toContain('params');
    } finally {
      await testApp.close();
    }
  });
});

/** A log destination that keeps every line written to it, to be searched for secrets. */
function captureLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
