import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgendaGrid } from '@tabib/shared';
import { bearer, confirmEmail, registerAccount } from './helpers/accounts.ts';
import { addDays, bookableDoctor } from './helpers/booking.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/** The agenda's time grid (decision 068): one answer per view, for the doctor and the assistants. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);
const query = <Row>(text: string, params: unknown[] = []) => testApp.database.query<Row>(text, params);

async function grid(token: string, search: string) {
  return inject({ method: 'GET', url: `/api/doctors/me/agenda/?${search}&lang=fr`, headers: bearer(token) });
}

/** An appointment written straight into the table, at a date and time of Morocco's clock. */
async function insertAppointment(row: {
  doctorId: number;
  patientId: number | null;
  practicePatientId: number;
  bookedBy: number | null;
  visitType: number;
  at: string;
  status: string;
  confirmed?: boolean;
}): Promise<number> {
  const [created] = await query<{ id: number }>(
    `insert into appointments (doctor_id, patient_id, practice_patient_id, booked_by, visit_type_id, starts_at, ends_at,
                               status, attendance_confirmed_at)
     values ($1, $2, $3, $4, $5, morocco_instant($6::timestamp), morocco_instant($6::timestamp) + interval '30 minutes',
             $7, case when $8 then now() end)
     returning id`,
    [
      row.doctorId,
      row.patientId,
      row.practicePatientId,
      row.bookedBy,
      row.visitType,
      row.at,
      row.status,
      row.confirmed ?? false,
    ],
  );
  return Number(created!.id);
}

describe('GET /api/doctors/me/agenda/', () => {
  let today: string;
  let doctor: Awaited<ReturnType<typeof bookableDoctor>>;
  let patient: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    [{ today }] = (await query<{ today: string }>(`select to_char(morocco_local(now()), 'YYYY-MM-DD') as today`)) as [
      { today: string },
    ];
    doctor = await bookableDoctor(testApp, {
      overrides: [{ date: addDays(today, 2), ranges: [{ start: '10:00', end: '13:00' }] }],
      absences: [{ from: addDays(today, 3), to: addDays(today, 3) }],
    });
    patient = await registerAccount(testApp.app, { name: 'Youssef Tazi' });
    await confirmEmail(testApp.database, patient.id);
    await query(`update users set phone = '+212612345678' where id = $1`, [patient.id]);
  });

  it('answers the period: hours, overrides, absences, appointments with phones and histories, blocks and delays', async () => {
    const [online] = await query<{ id: number }>(
      `insert into practice_patients (doctor_id, user_id) values ($1, $2) returning id`,
      [doctor.doctorId, patient.id],
    );
    const [desk] = await query<{ id: number }>(
      `insert into practice_patients (doctor_id, name, phone, created_by) values ($1, 'Fatima Zahra Idrissi', '+212700112233', $2)
       returning id`,
      [doctor.doctorId, doctor.userId],
    );
    const common = { doctorId: doctor.doctorId, visitType: doctor.visitType };
    // Two completed visits last month, one cancelled: the online patient is no longer new.
    for (const [days, status] of [
      [-30, 'completed'],
      [-20, 'completed'],
      [-10, 'cancelled_by_patient'],
    ] as const) {
      await insertAppointment({
        ...common,
        patientId: patient.id,
        practicePatientId: Number(online!.id),
        bookedBy: patient.id,
        at: `${addDays(today, days)} 09:00`,
        status,
      });
    }
    // A visit the desk patient missed: she is still new to the doctor (decision 068).
    await insertAppointment({
      ...common,
      patientId: null,
      practicePatientId: Number(desk!.id),
      bookedBy: doctor.userId,
      at: `${addDays(today, -5)} 11:00`,
      status: 'no_show',
    });
    const onlineId = await insertAppointment({
      ...common,
      patientId: patient.id,
      practicePatientId: Number(online!.id),
      bookedBy: patient.id,
      at: `${addDays(today, 1)} 09:00`,
      status: 'confirmed',
      confirmed: true,
    });
    const deskId = await insertAppointment({
      ...common,
      patientId: null,
      practicePatientId: Number(desk!.id),
      bookedBy: doctor.userId,
      at: `${addDays(today, 1)} 10:00`,
      status: 'confirmed',
    });
    await query(
      `insert into agenda_changes (doctor_id, appointment_id, actor_id, actor_role, action) values ($1, $2, $3, 'doctor', 'confirmed')`,
      [doctor.doctorId, deskId, doctor.userId],
    );
    await query(
      `insert into agenda_blocks (doctor_id, starts_at, ends_at, label)
       values ($1, morocco_instant($2::timestamp), morocco_instant($2::timestamp) + interval '1 hour', 'Réunion')`,
      [doctor.doctorId, `${addDays(today, 1)} 12:00`],
    );
    await query(`insert into doctor_delays (doctor_id, on_date, minutes) values ($1, $2::date, 20)`, [
      doctor.doctorId,
      addDays(today, 1),
    ]);

    const response = await grid(doctor.token, `from=${today}&to=${addDays(today, 6)}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TAgendaGrid;
    expect(body.doctor).toEqual({ id: doctor.doctorId, name: 'Nadia Alaoui' });
    expect(body.today).toBe(today);
    expect(body.now_time).toMatch(/^\d\d:\d\d$/);
    expect(body.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((days) => addDays(today, days)));
    expect(body.days[0]!.hours).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '20:00' },
    ]);
    expect(body.days[0]!.weekday).toBeGreaterThanOrEqual(1);
    expect(body.days[2]!.hours).toEqual([{ start: '10:00', end: '13:00' }]);
    expect(body.days[3]!.absent).toBe(true);
    expect(body.days[1]!.absent).toBe(false);

    expect(body.appointments.map((a) => a.id)).toEqual([onlineId, deskId]);
    const [first, second] = body.appointments as [
      TAgendaGrid['appointments'][number],
      TAgendaGrid['appointments'][number],
    ];
    expect(first).toMatchObject({
      local_date: addDays(today, 1),
      local_time: '09:00',
      end_local_time: '09:30',
      patient_name: 'Youssef Tazi',
      patient_phone: '+212612345678',
      practice_patient: Number(online!.id),
      new_patient: false,
      past_visits: 2,
      booked_by: { role: 'patient', name: 'Youssef Tazi' },
      attendance_confirmed: true,
      desk: false,
      last_change: null,
    });
    expect(second).toMatchObject({
      patient_name: 'Fatima Zahra Idrissi',
      patient_phone: '+212700112233',
      new_patient: true,
      past_visits: 0,
      booked_by: { role: 'doctor', name: 'Nadia Alaoui' },
      last_change: { action: 'confirmed', role: 'doctor', name: 'Nadia Alaoui' },
      attendance_confirmed: false,
      desk: true,
    });
    expect(body.blocks).toEqual([
      expect.objectContaining({
        local_date: addDays(today, 1),
        local_time: '12:00',
        end_local_date: addDays(today, 1),
        end_local_time: '13:00',
        label: 'Réunion',
      }),
    ]);
    expect(body.visit_types).toEqual([
      expect.objectContaining({
        id: doctor.visitType,
        label: 'Consultation',
        label_lang: 'fr',
        duration: 30,
        price: 250,
        audience: 'all',
        is_default: true,
      }),
    ]);
    expect(body.delay_minutes_by_date).toEqual({ [addDays(today, 1)]: 20 });
  });

  it('lets an accepted assistant read the agenda with ?doctor=, and refuses another doctor and a patient', async () => {
    const assistant = await registerAccount(testApp.app, { name: 'Samira Bennani' });
    await query(
      `insert into doctor_assistants (doctor_id, email, user_id, expires_at, accepted_at)
       values ($1, $2, $3, now() + interval '7 days', now())`,
      [doctor.doctorId, assistant.email, assistant.id],
    );
    const period = `from=${today}&to=${addDays(today, 6)}`;
    const asAssistant = await grid(assistant.token, `${period}&doctor=${doctor.doctorId}`);
    expect(asAssistant.statusCode, asAssistant.body).toBe(200);
    expect((asAssistant.json() as TAgendaGrid).doctor.id).toBe(doctor.doctorId);

    const other = await bookableDoctor(testApp, {}, 'Karim Berrada');
    const foreign = await grid(doctor.token, `${period}&doctor=${other.doctorId}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('not_your_agenda');
    expect((await grid(assistant.token, `${period}&doctor=${other.doctorId}`)).statusCode).toBe(403);

    const asPatient = await grid(patient.token, period);
    expect(asPatient.statusCode).toBe(403);
    expect(asPatient.json().message).toBeTruthy();
  });

  it('refuses a period wider than 14 days or upside down with a translated 400', async () => {
    const wide = await grid(doctor.token, `from=${today}&to=${addDays(today, 14)}`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBeTruthy();
    expect((await grid(doctor.token, `from=${today}&to=${addDays(today, 13)}`)).statusCode).toBe(200);
    expect((await grid(doctor.token, `from=${addDays(today, 1)}&to=${today}`)).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: `/api/doctors/me/agenda/?from=${today}&to=${today}` })).statusCode).toBe(
      401,
    );
  });
});
