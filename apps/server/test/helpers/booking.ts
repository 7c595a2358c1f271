import { expect } from 'vitest';
import type { TScheduleBody } from '@tabib/shared';
import { bearer, confirmEmail, registerAccount, verifyDoctorAccount } from './accounts.ts';
import type { TestApp } from './build-test-app.ts';

/** Booking fixtures shared by the booking and account-lifecycle tests (decision 050). */

export const everyDay = (ranges: { start: string; end: string }[]) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges }));

export const defaultSchedule: TScheduleBody = {
  weekly: everyDay([
    { start: '08:00', end: '12:00' },
    { start: '14:00', end: '20:00' },
  ]),
  overrides: [],
  absences: [],
  rules: { min_notice_minutes: 120, horizon_days: 60, requires_confirmation: false, cancel_cutoff_minutes: 120 },
};

/**
 * A verified doctor account with a schedule and a 30-minute visit type; `texts` replaces the street
 * and the visit type's label (the calendar files' tests write control characters in them).
 */
export async function bookableDoctor(
  testApp: TestApp,
  schedule: Partial<TScheduleBody> = {},
  name = 'Nadia Alaoui',
  texts: { street?: string; visitType?: string } = {},
) {
  const inject = testApp.app.inject.bind(testApp.app);
  const account = await registerAccount(testApp.app, { name, is_doctor: true });
  await confirmEmail(testApp.database, account.id);
  const profile = await inject({
    method: 'PUT',
    url: '/api/users/profile/',
    headers: bearer(account.token),
    payload: {
      is_doctor: true,
      phone: '0537 11 22 33',
      address: { street: texts.street ?? '12, rue Patrice Lumumba', city: 'Rabat', postal_code: '10000' },
      doctor_profile: { speciality: 'Pédiatre', description: '' },
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await verifyDoctorAccount(testApp.database, account.id);
  const put = await inject({
    method: 'PUT',
    url: '/api/doctors/me/schedule/',
    headers: bearer(account.token),
    payload: { ...defaultSchedule, ...schedule },
  });
  expect(put.statusCode, put.body).toBe(200);
  const visit = await inject({
    method: 'POST',
    url: '/api/doctors/me/visit-types/',
    headers: bearer(account.token),
    payload: { label: texts.visitType ?? 'Consultation', duration: 30, price: 250, audience: 'all' },
  });
  expect(visit.statusCode, visit.body).toBe(201);
  // The welcome mail is written before the test counts the mails it is about.
  await testApp.drainBackgroundTasks();
  return {
    token: account.token,
    password: account.password,
    email: account.email,
    userId: account.id,
    doctorId: profile.json().doctor_profile.id as number,
    slug: profile.json().doctor_profile.slug as string,
    visitType: visit.json().id as number,
    today: put.json().today as string,
    calendarUrl: put.json().calendar_url as string,
  };
}

/** `days` dates after `date` (YYYY-MM-DD), by calendar arithmetic. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
