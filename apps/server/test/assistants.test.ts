import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgendaChoice, TAssistant, TSchedule } from '@tabib/shared';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor, defaultSchedule } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { decodeMail, outboxFiles } from './helpers/outbox.ts';

/**
 * A doctor's assistants (decision 069): invited by e-mail, accepted by the invited account, acting
 * on that doctor's agenda with `?doctor={id}` and on nothing else, until removed.
 */
let testApp: TestApp;
let outbox: string;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_WRITES: '1000', RATE_LIMIT_WRITES_ACCOUNT: '1000' } });
  outbox = join(testApp.config.dataDir, 'outbox');
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

/** The invitation's link in the newest mail to `email`. */
function invitationToken(email: string): string {
  const mails = outboxFiles(outbox)
    .map((name) => decodeMail(readFileSync(join(outbox, name), 'utf8')))
    .filter((mail) => mail.toLowerCase().includes(email.toLowerCase()));
  const link = /assistant-invitation\/([\w-]+)/.exec(mails.at(-1) ?? '');
  if (!link) throw new Error(`no invitation mail to ${email}`);
  return link[1]!;
}

describe('assistants', () => {
  it('invites by e-mail, accepts with the invited account, and runs that agenda only', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Mehdi Alaoui');
    const secretary = await registerAccount(testApp.app, { name: 'Samira Bennis' });
    await confirmEmail(testApp.database, secretary.id);
    const intruder = await registerAccount(testApp.app, { name: 'Autre Personne' });

    const invited = await inject({
      method: 'POST',
      url: '/api/doctors/me/assistants/?lang=fr',
      headers: bearer(doctor.token),
      payload: { email: secretary.email.toUpperCase() },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ status: 'invited', accepted_at: null });
    await testApp.drainBackgroundTasks();
    const token = invitationToken(secretary.email.toUpperCase());

    // The page before accepting: the doctor and the address.
    const shown = await inject({ method: 'GET', url: `/api/assistant-invitations/${token}/` });
    expect(shown.json()).toMatchObject({ doctor: { id: doctor.doctorId }, status: 'valid' });
    // Another account cannot take it.
    const stolen = await inject({
      method: 'POST',
      url: `/api/assistant-invitations/${token}/accept/?lang=fr`,
      headers: bearer(intruder.token),
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toMatch(/autre adresse/);
    const accepted = await inject({
      method: 'POST',
      url: `/api/assistant-invitations/${token}/accept/`,
      headers: bearer(secretary.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const agendas = await inject({ method: 'GET', url: '/api/users/me/agendas/', headers: bearer(secretary.token) });
    expect(agendas.json()).toEqual([
      { doctor: doctor.doctorId, name: 'Mehdi Alaoui', role: 'assistant' },
    ] satisfies TAgendaChoice[]);

    // The agenda, the hours (not the rules), never the feed's address.
    const day = addDays(doctor.today, 1);
    const asDoctor = `?doctor=${doctor.doctorId}`;
    const grid = await inject({
      method: 'GET',
      url: `/api/doctors/me/agenda/?from=${day}&to=${day}&doctor=${doctor.doctorId}`,
      headers: bearer(secretary.token),
    });
    expect(grid.statusCode, grid.body).toBe(200);
    const schedule = await inject({
      method: 'GET',
      url: `/api/doctors/me/schedule/${asDoctor}`,
      headers: bearer(secretary.token),
    });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json()).not.toHaveProperty('calendar_url');
    const saved = await inject({
      method: 'PUT',
      url: `/api/doctors/me/schedule/${asDoctor}`,
      headers: bearer(secretary.token),
      payload: { ...defaultSchedule, rules: { ...defaultSchedule.rules, horizon_days: 5 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as TSchedule).rules.horizon_days).toBe(60);
    const feed = await inject({
      method: 'POST',
      url: `/api/doctors/me/schedule/calendar-token/`,
      headers: bearer(secretary.token),
    });
    expect(feed.statusCode).toBe(403);
    const listing = await inject({
      method: 'GET',
      url: `/api/doctors/me/assistants/${asDoctor}`,
      headers: bearer(secretary.token),
    });
    expect(listing.statusCode).toBe(403);

    // A desk booking by the assistant says who made it; a cancellation too.
    const booked = await inject({
      method: 'POST',
      url: `/api/doctors/me/appointments/${asDoctor}`,
      headers: bearer(secretary.token),
      payload: {
        visit_type: doctor.visitType,
        start: `${day}T10:00:00.000Z`,
        patient: { name: 'Khadija Rami', phone: '0661001122' },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ booked_by: { role: 'assistant', name: 'Samira Bennis' } });
    const cancelled = await inject({
      method: 'POST',
      url: `/api/appointments/${booked.json().id}/cancel/`,
      headers: bearer(secretary.token),
      payload: { reason: 'Le patient a rappelé' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const changes = await testApp.database.query<{ actor_role: string; action: string }>(
      `select actor_role, action from agenda_changes where appointment_id = $1 order by id`,
      [booked.json().id],
    );
    expect(changes).toEqual([
      { actor_role: 'assistant', action: 'booked_at_desk' },
      { actor_role: 'assistant', action: 'cancelled' },
    ]);

    // Another doctor's agenda: 403.
    const other = await bookableDoctor(testApp, {}, 'Yasmine Kabbaj');
    const foreign = await inject({
      method: 'GET',
      url: `/api/doctors/me/agenda/?from=${day}&to=${day}&doctor=${other.doctorId}`,
      headers: bearer(secretary.token),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('not_your_agenda');

    // Removed: the access ends at once.
    const assistants = (
      await inject({ method: 'GET', url: '/api/doctors/me/assistants/', headers: bearer(doctor.token) })
    ).json() as TAssistant[];
    expect(assistants).toEqual([expect.objectContaining({ status: 'active', name: 'Samira Bennis' })]);
    const removed = await inject({
      method: 'DELETE',
      url: `/api/doctors/me/assistants/${assistants[0]!.id}/`,
      headers: bearer(doctor.token),
    });
    expect(removed.statusCode).toBe(204);
    const after = await inject({
      method: 'GET',
      url: `/api/doctors/me/agenda/?from=${day}&to=${day}&doctor=${doctor.doctorId}`,
      headers: bearer(secretary.token),
    });
    expect(after.statusCode).toBe(403);
  });

  it('refuses inviting oneself, and answers a translated 4xx to an unknown or expired link', async () => {
    const doctor = await bookableDoctor(testApp, {}, 'Ilham Sebti');
    const self = await inject({
      method: 'POST',
      url: '/api/doctors/me/assistants/?lang=ar',
      headers: bearer(doctor.token),
      payload: { email: doctor.email },
    });
    expect(self.statusCode).toBe(400);
    const bad = await inject({
      method: 'POST',
      url: '/api/doctors/me/assistants/',
      headers: bearer(doctor.token),
      payload: { email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await inject({ method: 'GET', url: `/api/assistant-invitations/${'a'.repeat(43)}/?lang=fr` });
    expect(unknown.statusCode).toBe(404);
    const late = await registerAccount(testApp.app, { name: 'Nora Tardive' });
    await inject({
      method: 'POST',
      url: '/api/doctors/me/assistants/',
      headers: bearer(doctor.token),
      payload: { email: late.email },
    });
    await testApp.drainBackgroundTasks();
    const token = invitationToken(late.email);
    await testApp.database.query(`update doctor_assistants set expires_at = now() - interval '1 minute'`);
    const expired = await inject({
      method: 'POST',
      url: `/api/assistant-invitations/${token}/accept/?lang=fr`,
      headers: bearer(late.token),
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/expiré/);
    // A patient who assists nobody has no agenda.
    const none = await inject({
      method: 'GET',
      url: '/api/doctors/me/agenda/?from=2026-12-01&to=2026-12-01',
      headers: bearer(late.token),
    });
    expect(none.statusCode).toBe(403);
  });
});
