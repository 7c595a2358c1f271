import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScheduleBody } from '@tabib/shared';
import { loggerOptions } from '../src/logger.ts';
import { bearer, confirmEmail, doctorWithPractice, registerAccount, signedInModerator } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { addDays, bookableDoctor as createBookableDoctor, everyDay } from './helpers/booking.ts';

/**
 * Decision 050: calendar files without injected lines, no secret of an address in the request log,
 * private answers never kept by a cache, and a broken upload refused with a 4xx. (Its point 13,
 * X-Frame-Options, is in platform.test.ts with the other security headers.)
 */
let testApp: TestApp;
const logLines: string[] = [];
let moderator: string;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString('utf8'));
      callback();
    },
  });
  testApp = await buildTestApp({
    env: { RATE_LIMIT_BOOKINGS: '1000' },
    logger: { ...(loggerOptions('info') as object), stream },
  });
  moderator = await signedInModerator(testApp.app, testApp.database.db, {
    email: 'moderatrice@hardening.test',
    password: 'Chefchaouen-bleu-31',
    name: 'Samira Moderatrice',
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions | string) => testApp.app.inject(options);

const schedule: Partial<TScheduleBody> = {
  weekly: everyDay([{ start: '08:00', end: '20:00' }]),
  rules: { min_notice_minutes: 60, horizon_days: 60, requires_confirmation: false, cancel_cutoff_minutes: 120 },
};

/** A verified doctor account with a practice, a schedule and one visit type, each text as given. */
const bookableDoctor = (texts: { name?: string; street?: string; visitType?: string } = {}) =>
  createBookableDoctor(testApp, schedule, texts.name ?? 'Nadia Alaoui', texts);

async function book(token: string, body: Record<string, unknown>) {
  return inject({ method: 'POST', url: '/api/appointments/?lang=en', headers: bearer(token), payload: body });
}

describe('8. control characters in calendar files', () => {
  /** A property of its own, as a calendar that ends a line at any line break would read it. */
  const injected = (label: string) => `\rX-INJECTED:${label}`;

  /** The lines of an .ics file as a lenient reader splits them: at CRLF, CR, LF, NEL, LS or PS. */
  const leniently = (ics: string) => ics.split(/\r\n|[\r\n\u0085\u2028\u2029]/);

  function expectNoInjectedLine(ics: string, events: number) {
    expect(ics).toContain('BEGIN:VCALENDAR');
    // Every CR and LF is half of a CRLF, the only line ending of RFC 5545.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // No other character the library would not escape: C0 (tab aside), DEL, C1, line separators.
    expect(ics.replace(/\r\n\t/g, '').replace(/\r\n/g, '')).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    const lines = leniently(ics);
    expect(lines.filter((line) => line.startsWith('X-INJECTED'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('BEGIN:VEVENT'))).toHaveLength(events);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
  }

  it('8. a lone CR in a reason, a name, a visit type or a street opens no line in the .ics download or the feed', async () => {
    const doctor = await bookableDoctor({
      name: `Nadia Alaoui${injected('doctor-name')}`,
      street: `12, rue Patrice Lumumba${injected('street')}`,
      visitType: `Consultation${injected('visit-type')}`,
    });
    const patient = await registerAccount(testApp.app, { name: `Youssef Tazi${injected('patient-name')}` });
    await confirmEmail(testApp.database, patient.id);
    const reason = [
      'a\rBEGIN:VEVENT\rUID:evil@example.com',
      injected('reason'),
      '\u2028X-INJECTED:line-separator',
      '\u2029X-INJECTED:paragraph-separator',
      '\u0085X-INJECTED:next-line',
      '\u000bX-INJECTED:vertical-tab\u000c\u001b\u007f\u0090',
      '\r',
      'end',
    ].join('');
    const booked = await book(patient.token, {
      doctor: doctor.doctorId,
      visit_type: doctor.visitType,
      start: `${addDays(doctor.today, 2)}T10:00:00.000Z`,
      reason,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as number;

    for (const token of [patient.token, doctor.token]) {
      const download = await inject({ url: `/api/appointments/${id}/calendar.ics`, headers: bearer(token) });
      expect(download.statusCode).toBe(200);
      expectNoInjectedLine(download.body, 1);
      // The text is still there, its line breaks as RFC 5545's escaped \n.
      expect(download.body.replace(/\r\n\t/g, '')).toContain('a\\nBEGIN:VEVENT\\nUID:evil@example.com');
    }
    const feed = await inject(new URL(doctor.calendarUrl).pathname);
    expect(feed.statusCode).toBe(200);
    expectNoInjectedLine(feed.body, 1);
    expect(feed.body.replace(/\r\n\t/g, '')).toContain('X-INJECTED:visit-type');
  });
});

describe('9. secrets in addresses stay out of the request log', () => {
  it('9. masks the calendar feed token, the reset token and the e-mail confirmation token in logged URLs', async () => {
    const doctor = await bookableDoctor();
    const feedPath = new URL(doctor.calendarUrl).pathname;
    const feedToken = feedPath
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;
    const resetToken = secret('reset');
    const confirmToken = secret('confirm');
    const apiConfirmToken = secret('api-confirm');
    const queryToken = secret('query');
    logLines.length = 0;
    expect((await inject(feedPath)).statusCode).toBe(200);
    // Refused (no .ics), answered by the web app or by the not-found handler: logged all the same.
    for (const url of [
      `/api/calendar/${feedToken}`,
      `/fr/password/reset/confirm/MTI/${resetToken}`,
      `/ar/confirm-email/MTI/${confirmToken}?from=mail`,
      `/api/users/email/confirm/MTI/${apiConfirmToken}/`,
      `/api/users/email/confirm/?uid=MTI&token=${queryToken}`,
    ]) {
      expect((await inject(url)).statusCode, url).toBeLessThan(500);
    }
    const output = logLines.join('');
    expect(output).toContain('incoming request');
    for (const token of [feedToken, resetToken, confirmToken, apiConfirmToken, queryToken]) {
      expect(output).not.toContain(token);
    }
    // The shape of each address stays, for reading the log.
    const urls = logLines.flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url ? [url] : [];
    });
    expect(urls).toEqual([
      '/api/calendar/[redacted].ics',
      '/api/calendar/[redacted]',
      '/fr/password/reset/confirm/MTI/[redacted]',
      '/ar/confirm-email/MTI/[redacted]?from=mail',
      '/api/users/email/confirm/[redacted]/[redacted]/',
      '/api/users/email/confirm/?uid=MTI&token=[redacted]',
    ]);
  });
});

describe('12. private answers are never kept by a cache', () => {
  it('12. answers to a signed-in caller say private, no-store; public answers keep their caching', async () => {
    const doctor = await bookableDoctor();
    const patient = await registerAccount(testApp.app, { name: 'Youssef Tazi' });
    const today = doctor.today;
    const privateAnswers: Array<[string, string]> = [
      ['/api/users/profile/', patient.token],
      ['/api/users/profile/', doctor.token],
      ['/api/users/profile/verification/', doctor.token],
      ['/api/doctors/me/schedule/', doctor.token],
      [`/api/doctors/me/appointments/?from=${today}&to=${addDays(today, 6)}`, doctor.token],
      ['/api/appointments/?when=upcoming', patient.token],
      ['/api/admin/', moderator],
      ['/api/admin/verifications/', moderator],
      // Public routes read with a token: the signed-in reader's doctor answer carries the phone.
      [`/api/doctors/slug/${doctor.slug}/`, patient.token],
      [`/api/doctors/doctor-search/?doctor_name=alaoui`, patient.token],
    ];
    for (const [url, token] of privateAnswers) {
      const answer = await inject({ url, headers: bearer(token) });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    // A write's answer too.
    const visit = await inject({
      method: 'POST',
      url: '/api/doctors/me/visit-types/',
      headers: bearer(doctor.token),
      payload: { label: 'Suivi', duration: 20, price: null, audience: 'all' },
    });
    expect(visit.statusCode).toBe(201);
    expect(visit.headers['cache-control']).toBe('private, no-store');

    // A handler's own cache-control stands, with or without a token.
    const availability = await inject({
      url: `/api/doctors/${doctor.doctorId}/availability/?days=1`,
      headers: bearer(patient.token),
    });
    expect(availability.headers['cache-control']).toBe('no-store');
    const catalogue = await inject({ url: '/api/users/i18n/fr/translation.json', headers: bearer(patient.token) });
    expect(catalogue.headers['cache-control']).toBe('public, max-age=300');

    // Without Authorization, a public answer is as it was: no cache-control of ours, the phone left out.
    const anonymous = await inject(`/api/doctors/slug/${doctor.slug}/`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(anonymous.json().phone ?? '').toBe('');
    const signedIn = await inject({ url: `/api/doctors/slug/${doctor.slug}/`, headers: bearer(patient.token) });
    expect(signedIn.json().phone).not.toBe('');
    const search = await inject('/api/doctors/doctor-search/?doctor_name=alaoui');
    expect(search.headers['cache-control']).toBeUndefined();
  });
});

describe('16. a broken document is refused with a 4xx, never a 5xx', () => {
  /** A multipart verification request with `content` as the document. */
  function verificationForm(content: Buffer, type: string) {
    const boundary = '----tabib-hardening';
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    return {
      payload: Buffer.concat([
        field('ordre_number', '12345'),
        field('inpe_number', '001234567'),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="carte"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('16. a broken image (a PNG signature and garbage, a truncated PNG or JPEG) answers 415 invalid_document naming the field, never a 500', async () => {
    const account = await doctorWithPractice(testApp.app, 'Ghizlane Benkirane', {
      city: 'Rabat',
      speciality: 'Dermatologue',
    });
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e8e2d0' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#e8e2d0' } })
      .png()
      .toBuffer();
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const broken: Array<[string, Buffer, string]> = [
      ['a PNG signature and garbage', Buffer.concat([pngSignature, randomBytes(4096)]), 'image/png'],
      ['a PNG header and garbage', Buffer.concat([png.subarray(0, 33), randomBytes(4096)]), 'image/png'],
      ['a truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 'image/png'],
      ['a truncated JPEG', photo.subarray(0, Math.floor(photo.length / 2)), 'image/jpeg'],
      ['a JPEG header alone', photo.subarray(0, 200), 'image/jpeg'],
    ];
    const answers = [];
    for (const [name, content, type] of broken) {
      const form = verificationForm(content, type);
      const answer = await inject({
        method: 'POST',
        url: '/api/users/profile/verification/',
        headers: { ...form.headers, ...bearer(account.token), 'accept-language': 'fr' },
        payload: form.payload,
      });
      answers.push({ name, status: answer.statusCode, body: answer.json() as unknown });
    }
    expect(answers).toEqual(
      broken.map(([name]) => ({
        name,
        status: 415,
        body: expect.objectContaining({
          error: 'invalid_document',
          fields: [expect.objectContaining({ field: 'document', error: 'invalid_document' })],
        }),
      })),
    );
    const status = await inject({ url: '/api/users/profile/verification/', headers: bearer(account.token) });
    expect(status.json()).toMatchObject({ status: 'unsubmitted' });
  });

  it('16. a PDF header followed by garbage is no 5xx either', async () => {
    const account = await doctorWithPractice(testApp.app, 'Yassine Chraibi', {
      city: 'Rabat',
      speciality: 'Dermatologue',
    });
    const form = verificationForm(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]), 'application/pdf');
    const answer = await inject({
      method: 'POST',
      url: '/api/users/profile/verification/',
      headers: { ...form.headers, ...bearer(account.token) },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBeLessThan(500);
  });
});
