import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../src/staff-cli/staff-accounts.ts';
import { translate } from '../src/i18n/catalogues.ts';
import { bearer, registerAccount } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { outboxFiles } from './helpers/outbox.ts';

/** Decision 049: who may choose which password, and what ends a reset link. */
let testApp: TestApp;
let outbox: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  outbox = join(testApp.config.dataDir, 'outbox');
});
afterAll(() => testApp.close());

const login = (username: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/login/', payload: { username, password } });
const changePassword = (token: string, currentPassword: string, newPassword: string, language = 'fr') =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/users/update/password/',
    headers: { ...bearer(token), 'accept-language': language },
    payload: { currentPassword, newPassword },
  });
const confirmReset = (link: { uid: string; token: string }, password: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/auth/users/reset_password_confirm/',
    payload: { ...link, new_password: password, re_new_password: password },
  });
const profileStatus = async (token: string) =>
  (await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(token) })).statusCode;

/** The reset links of the outbox's mails to `email` (other mails skipped), as their reader finds them. */
function resetLinksTo(email: string): Array<{ uid: string; token: string }> {
  return outboxFiles(outbox)
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
    .flatMap((mail) => {
      // Undo quoted-printable's soft line breaks and its encoded "=".
      const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /\/password\/reset\/confirm\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(text);
      return match ? [{ uid: match[1] as string, token: match[2] as string }] : [];
    });
}

/** Asks for a reset link for `email` and answers it once it is in the outbox (mailed after the answer). */
async function mailResetLink(email: string): Promise<{ uid: string; token: string }> {
  const before = resetLinksTo(email);
  const response = await testApp.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email } });
  expect(response.statusCode).toBe(204);
  const deadline = Date.now() + 5_000;
  for (;;) {
    const fresh = resetLinksTo(email).find((link) => !before.some((old) => old.token === link.token));
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`no new reset link mailed to ${email}`);
    await sleep(10);
  }
}

let staffCount = 0;
/** A moderator made as staff are, on the command line, and signed in. */
async function newModerator(password = 'Ouarzazate-dunes-42') {
  staffCount += 1;
  const email = `moderation${staffCount}-${Date.now()}@tabib.test`;
  await runStaffCommand(testApp.database.db, {
    action: 'create',
    email,
    password,
    name: 'Samira Moderatrice',
    role: 'moderator',
  });
  const signedIn = await login(email, password);
  expect(signedIn.statusCode).toBe(200);
  return { email, password, token: signedIn.json().token as string };
}

describe('4. the staff password rule on every change of a staff password', () => {
  it('4. refuses a weak new password of a moderator through PUT /api/users/update/password/, under its field', async () => {
    const moderator = await newModerator();
    for (const [weak, key] of [
      ['Tetouan-rif', 'staff_password_too_short'],
      ['abababababababab', 'staff_password_too_simple'],
      ['Mon-azerty-de-bureau', 'password_too_common'],
      [`${moderator.email.split('@')[0]}-2027`, 'password_contains_email'],
    ] as const) {
      const refused = await changePassword(moderator.token, moderator.password, weak, 'en');
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().fields).toEqual([
        { field: 'body.newPassword', error: key, message: translate('en', `Error.${key}`) },
      ]);
      expect((await login(moderator.email, weak)).statusCode, weak).toBe(400);
    }
    expect((await login(moderator.email, moderator.password)).statusCode).toBe(200);
    expect((await changePassword(moderator.token, moderator.password, 'Imouzzer-cascades-88')).statusCode).toBe(200);
  });

  it('4. refuses a weak password at the reset of a staff account, and the link still works', async () => {
    const moderator = await newModerator();
    const link = await mailResetLink(moderator.email);
    const refused = await confirmReset(link, 'Tetouan-rif');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'body.new_password', error: 'staff_password_too_short', message: expect.stringMatching(/12/) },
    ]);
    expect((await login(moderator.email, 'Tetouan-rif')).statusCode).toBe(400);
    expect((await confirmReset(link, 'Tiznit-argent-2027')).statusCode).toBe(204);
    expect((await login(moderator.email, 'Tiznit-argent-2027')).statusCode).toBe(200);
  });

  it('4. create --promote needs a compliant password, sets it and signs the account out everywhere', async () => {
    const account = await registerAccount(testApp.app);
    const other = (await login(account.email, account.password)).json().token as string;
    await expect(
      runStaffCommand(testApp.database.db, {
        action: 'promote',
        email: account.email,
        role: 'moderator',
        password: 'Tetouan-rif',
      }),
    ).rejects.toThrow(/Password refused: .*12 characters/);
    const stillPatient = await testApp.app.inject({ url: '/api/users/profile/', headers: bearer(account.token) });
    expect(stillPatient.json().role).toBe('patient');

    expect(
      await runStaffCommand(testApp.database.db, {
        action: 'promote',
        email: account.email,
        role: 'moderator',
        password: 'Tamegroute-poterie-31',
      }),
    ).toMatch(/is now moderator/);
    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(other)).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(400);
    const signedIn = await login(account.email, 'Tamegroute-poterie-31');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().role).toBe('moderator');
  });
});

describe('5. what ends a reset link', () => {
  it('5. a reset with the second of two links mailed refuses the first', async () => {
    const account = await registerAccount(testApp.app);
    const first = await mailResetLink(account.email);
    const second = await mailResetLink(account.email);
    expect(second.token).not.toBe(first.token);
    expect((await confirmReset(second, 'oranges of Berkane')).statusCode).toBe(204);
    const stale = await confirmReset(first, 'dates from Erfoud');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('invalid_reset_link');
    expect((await login(account.email, 'oranges of Berkane')).statusCode).toBe(200);
  });

  it('5. a password change refuses the links mailed before it', async () => {
    const account = await registerAccount(testApp.app);
    const link = await mailResetLink(account.email);
    expect((await changePassword(account.token, account.password, 'mint tea in Meknes')).statusCode).toBe(200);
    const stale = await confirmReset(link, 'dates from Erfoud');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('invalid_reset_link');
    expect((await login(account.email, 'mint tea in Meknes')).statusCode).toBe(200);
  });
});

describe('15. common passwords and the e-mail in the password', () => {
  const register = (email: string, password: string, language = 'fr') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { 'accept-language': language },
      payload: { name: 'Hind Tazi', email, username: email, password, is_doctor: false },
    });
  let registrations = 0;
  const freshEmail = () => {
    registrations += 1;
    return `hind${registrations}-${Date.now()}@example.ma`;
  };

  it.each(['password', 'PassWord', 'azerty123', 'Motdepasse', 'tabib2026', 'Marrakech2024!', '12345678', 'iloveyou'])(
    '15. registration refuses %s, one of the passwords attackers try first, under its field',
    async (common) => {
      const email = freshEmail();
      const refused = await register(email, common, 'ar');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        { field: 'body.password', error: 'password_too_common', message: translate('ar', 'Error.password_too_common') },
      ]);
      expect((await login(email, common)).statusCode).toBe(400);
    },
  );

  it("15. registration refuses a password containing the e-mail's name, in any case", async () => {
    const email = `Youssef.Amrani${Date.now()}@example.ma`;
    const refused = await register(email, `${email.split('@')[0]?.toLowerCase()}!`, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        field: 'body.password',
        error: 'password_contains_email',
        message: translate('en', 'Error.password_contains_email'),
      },
    ]);
    // A name of fewer than 3 characters is not looked for: it would refuse too much.
    expect((await register(`yo@${Date.now()}.example.ma`, 'yo-yo on the beach')).statusCode).toBe(200);
  });

  it('15. a password change refuses a common password and one containing the e-mail, under newPassword', async () => {
    const account = await registerAccount(testApp.app);
    const common = await changePassword(account.token, account.password, 'Motdepasse1');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual([
      {
        field: 'body.newPassword',
        error: 'password_too_common',
        message: translate('fr', 'Error.password_too_common'),
      },
    ]);
    const withEmail = await changePassword(account.token, account.password, `my ${account.email}`);
    expect(withEmail.statusCode).toBe(400);
    expect(withEmail.json().fields[0]).toMatchObject({ field: 'body.newPassword', error: 'password_contains_email' });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('15. a reset refuses a common password under new_password, and the link still works', async () => {
    const account = await registerAccount(testApp.app);
    const link = await mailResetLink(account.email);
    const refused = await confirmReset(link, 'azerty123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      {
        field: 'body.new_password',
        error: 'password_too_common',
        message: translate('fr', 'Error.password_too_common'),
      },
    ]);
    expect((await confirmReset(link, 'couscous on Friday')).statusCode).toBe(204);
    expect((await login(account.email, 'couscous on Friday')).statusCode).toBe(200);
  });
});
