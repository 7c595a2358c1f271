import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TUserInfo } from '@tabib/shared';
import { runStaffCommand } from '../../src/staff-cli/staff-accounts.ts';
import { testAppOf } from './build-test-app.ts';

let counter = 0;

/** Registers a fresh account through the API and returns its user info (with the token). */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; is_doctor: boolean }> = {},
): Promise<TUserInfo & { password: string }> {
  counter += 1;
  const body = {
    name: 'Salma Benjelloun',
    email: `salma${counter}-${Date.now()}@example.ma`,
    password: 'correct horse battery',
    is_doctor: false,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: { ...body, username: body.email },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  // The welcome mail (decision 050) is sent before the test goes on to the mails it is about.
  await testAppOf(app).drainBackgroundTasks();
  return { ...(response.json() as TUserInfo), password: body.password };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * Marks a doctor account's page verified, as a moderator's approval does (decision 038), for the
 * tests about something else; the verification itself is tested through the API in
 * verification.test.ts.
 */
export async function verifyDoctorAccount(
  database: { query(text: string, params?: unknown[]): Promise<unknown> },
  userId: number,
) {
  await database.query('update doctors set verified_at = now() where user_id = $1', [userId]);
}

/**
 * Marks an account's address confirmed, as following the welcome mail's link does (decision 050), for
 * the tests about something else; the link itself is tested in account-lifecycle.test.ts.
 */
export async function confirmEmail(
  database: { query(text: string, params?: unknown[]): Promise<unknown> },
  userId: number,
) {
  await database.query('update users set email_confirmed_at = now() where id = $1', [userId]);
}

/**
 * A moderator made as staff always is, on the command line's path (decision 038), signed in: its
 * token.
 */
export async function signedInModerator(
  app: FastifyInstance,
  db: Parameters<typeof runStaffCommand>[0],
  staff: { email: string; password: string; name: string },
): Promise<string> {
  await runStaffCommand(db, { action: 'create', ...staff, role: 'moderator' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login/',
    payload: { username: staff.email, password: staff.password },
  });
  if (login.statusCode !== 200) throw new Error(`moderator sign-in failed: ${login.body}`);
  return (login.json() as TUserInfo).token;
}

/**
 * A doctor account whose practice is filled in (phone, address, speciality), its page pending
 * verification: `verifyDoctorAccount` approves it.
 */
export async function doctorWithPractice(
  app: FastifyInstance,
  name: string,
  practice: { city?: string; speciality?: string } = {},
) {
  const account = await registerAccount(app, { name, is_doctor: true });
  const profile = await app.inject({
    method: 'PUT',
    url: '/api/users/profile/',
    headers: bearer(account.token),
    payload: {
      is_doctor: true,
      phone: '0661 22 33 44',
      address: { street: '9, rue de Fès', city: practice.city ?? 'Tanger', postal_code: '90000' },
      doctor_profile: {
        speciality: practice.speciality ?? 'Cardiologue',
        description: '<p>Consultations sur rendez-vous.</p>',
      },
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const page = profile.json() as { doctor_profile: { id: number; slug: string } };
  return { ...account, doctorId: page.doctor_profile.id, slug: page.doctor_profile.slug };
}
