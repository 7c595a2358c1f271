import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { decodeMail, outboxFiles, waitForOutbox } from './helpers/outbox.ts';

/** A real SMTP server on loopback that keeps what it receives. */
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      callback();
    });
  },
});

let testApp: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://tabib.test' } });
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const requestReset = (email: string) =>
  testApp.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email } });
const confirm = (payload: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/auth/users/reset_password_confirm/', payload });

/** The last reset mail to an address, once it has arrived: the request answers before it is sent. */
async function waitForMailTo(email: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A reset mail, not the welcome mail of registration (decision 050).
    const mail = [...received]
      .reverse()
      .find((message) => message.includes(`To: ${email}`) && decodeMail(message).includes('/password/reset/confirm/'));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await sleep(10);
  }
}

/** The link of the last mail to an address. */
async function lastLinkTo(email: string): Promise<{ uid: string; token: string; locale: string; mail: string }> {
  const mail = await waitForMailTo(email);
  const text = decodeMail(mail);
  const match = /https:\/\/tabib\.test\/(fr|en|ar)\/password\/reset\/confirm\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
    text,
  );
  if (!match) throw new Error('no reset link in the mail');
  return { locale: match[1] as string, uid: match[2] as string, token: match[3] as string, mail: text };
}

describe('password reset by e-mail', () => {
  it('answers 204 for an unknown address and sends nothing', async () => {
    const before = received.length;
    const response = await requestReset('nobody@example.ma');
    expect(response.statusCode).toBe(204);
    await testApp.drainBackgroundTasks();
    expect(received.length).toBe(before);
  });

  it('mails a single-use link that sets a new password and signs every session out', async () => {
    const account = await registerAccount(testApp.app);
    const response = await requestReset(account.email.toUpperCase());
    expect(response.statusCode).toBe(204);
    const link = await lastLinkTo(account.email);
    expect(link.locale).toBe('fr');
    expect(link.mail).toContain('Pour choisir un nouveau mot de passe Tabib');

    const confirmed = await confirm({
      uid: link.uid,
      token: link.token,
      new_password: 'brand new secret',
      re_new_password: 'brand new secret',
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(account.token) })).statusCode).toBe(
      401,
    );
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { username: account.email, password: 'brand new secret' },
    });
    expect(login.statusCode).toBe(200);

    const reused = await confirm({
      uid: link.uid,
      token: link.token,
      new_password: 'another new secret',
      re_new_password: 'another new secret',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_reset_link');
  });

  it("writes the mail in the account's language", async () => {
    const account = await registerAccount(testApp.app);
    await testApp.database.query(`update users set locale = 'ar' where id = $1`, [account.id]);
    await requestReset(account.email);
    const link = await lastLinkTo(account.email);
    expect(link.locale).toBe('ar');
    expect(link.mail).toContain('لاختيار كلمة مرور جديدة');
  });

  it('refuses an expired link', async () => {
    const account = await registerAccount(testApp.app);
    await requestReset(account.email);
    const link = await lastLinkTo(account.email);
    await testApp.database.query(
      `update password_resets set expires_at = now() - interval '1 minute' where user_id = $1`,
      [account.id],
    );
    const response = await confirm({
      uid: link.uid,
      token: link.token,
      new_password: 'brand new secret',
      re_new_password: 'brand new secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_reset_link');
  });

  it.each([
    [
      { new_password: 'brand new secret', re_new_password: 'different secret' },
      'body.re_new_password',
      'passwords_do_not_match',
    ],
    [{ new_password: 'short', re_new_password: 'short' }, 'body.new_password', 'password_too_short'],
  ])('refuses %j with a 400 naming the field', async (passwords, field, key) => {
    const account = await registerAccount(testApp.app);
    await requestReset(account.email);
    const link = await lastLinkTo(account.email);
    const response = await confirm({ uid: link.uid, token: link.token, ...passwords });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual(expect.objectContaining({ field, error: key }));
  });

  it('refuses a forged token or uid', async () => {
    const account = await registerAccount(testApp.app);
    await requestReset(account.email);
    const link = await lastLinkTo(account.email);
    expect(
      (
        await confirm({
          uid: link.uid,
          token: 'forged-token-value',
          new_password: 'brand new secret',
          re_new_password: 'brand new secret',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await confirm({
          uid: 'not-a-uid',
          token: link.token,
          new_password: 'brand new secret',
          re_new_password: 'brand new secret',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('sends at most 3 mails an hour to one address, answering 204 all the same', async () => {
    const account = await registerAccount(testApp.app);
    const before = received.filter((mail) => mail.includes(`To: ${account.email}`)).length;
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await requestReset(account.email)).statusCode).toBe(204);
    await testApp.drainBackgroundTasks();
    expect(received.filter((mail) => mail.includes(`To: ${account.email}`)).length - before).toBe(3);
  });
});

describe('outbox', () => {
  it('writes the mail as an .eml file when no SMTP server is configured', async () => {
    const offline = await buildTestApp();
    try {
      const account = await registerAccount(offline.app);
      await offline.app.inject({
        method: 'POST',
        url: '/auth/users/reset_password/',
        payload: { email: account.email },
      });
      const outbox = join(offline.config.dataDir, 'outbox');
      // The first mail is the welcome of registration (decision 049), the second the reset link.
      const files = await waitForOutbox(outbox, 2);
      expect(files).toHaveLength(2);
      const mail = readFileSync(join(outbox, files[1] as string), 'utf8');
      expect(mail).toContain(`To: ${account.email}`);
      expect(mail).toContain('/password/reset/confirm/');
    } finally {
      await offline.close();
    }
  });
});

describe('timing of the reset request', () => {
  it('answers a known and an unknown address alike, before any lookup or mail is done', async () => {
    const offline = await buildTestApp();
    try {
      const account = await registerAccount(offline.app);
      const outbox = join(offline.config.dataDir, 'outbox');
      const request = (email: string) =>
        offline.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email } });
      // The welcome mail of registration (decision 050) is already written.
      const welcome = outboxFiles(outbox).length;
      const known = await request(account.email);
      expect(known.statusCode).toBe(204);
      // The answer left before the mail was written: the handler does not wait for the work.
      expect(outboxFiles(outbox)).toHaveLength(welcome);
      const unknown = await request('nobody-at-all@example.ma');
      expect(unknown.statusCode).toBe(204);
      expect(unknown.body).toBe(known.body);
      expect(await waitForOutbox(outbox, welcome + 1)).toHaveLength(welcome + 1);
      await offline.drainBackgroundTasks();
      expect(outboxFiles(outbox)).toHaveLength(welcome + 1);
    } finally {
      await offline.close();
    }
  });
});
