import type { Database } from '../db/client.ts';
import { refreshNextSlots } from '../modules/booking/index.ts';
import type { DemoDay } from './demo-day.ts';

/**
 * Schedules, visit types and appointments for the demo's bookable doctors (decision 042), so the
 * feature shows: weekly hours in three patterns common in Moroccan practices (Friday's longer noon
 * break, Saturday mornings), two or three visit types with prices in dirhams, labelled in the three
 * languages (the consultation first and the default), some slots of the
 * next two weeks booked and the last month's appointments completed (a few missed). Every row is
 * computed by the database from the demo day (`doctor_slots`; decision 051): the upcoming ones from
 * its start, everything else before it, and the same doctor ids and day give the same rows. A
 * booking that would overlap a patient's other one is skipped by the constraint.
 */
export async function seedDemoBookings(
  database: Database,
  options: { day: DemoDay; doctorIds: number[]; patientIds: { first: number; count: number }; bookedEvery: number },
): Promise<number> {
  const { day, doctorIds, patientIds } = options;
  const every = Math.max(1, Math.trunc(options.bookedEvery));
  if (doctorIds.length === 0) return 0;
  const ids = [doctorIds];
  await database.query(
    `insert into booking_settings (doctor_id, requires_confirmation, updated_at)
     select doctor, doctor % 5 = 0, $2::timestamptz - interval '31 days' from unnest($1::int[]) as doctor
     on conflict do nothing`,
    [doctorIds, day.start],
  );
  await database.query(
    `insert into weekly_hours (doctor_id, weekday, starts_at, ends_at)
     select doctor, h.weekday, h.starts_at::time, h.ends_at::time
       from unnest($1::int[]) as doctor
       join (values
         (0, 1, '09:00', '13:00'), (0, 1, '15:00', '19:00'), (0, 2, '09:00', '13:00'), (0, 2, '15:00', '19:00'),
         (0, 3, '09:00', '13:00'), (0, 3, '15:00', '19:00'), (0, 4, '09:00', '13:00'), (0, 4, '15:00', '19:00'),
         (0, 5, '09:00', '12:00'), (0, 5, '15:00', '19:00'), (0, 6, '09:00', '13:00'),
         (1, 1, '08:30', '12:30'), (1, 1, '14:30', '18:30'), (1, 2, '08:30', '12:30'), (1, 2, '14:30', '18:30'),
         (1, 3, '08:30', '12:30'), (1, 4, '08:30', '12:30'), (1, 4, '14:30', '18:30'),
         (1, 5, '08:30', '12:00'), (1, 5, '15:00', '18:30'), (1, 6, '08:30', '12:30'), (1, 6, '14:30', '17:00'),
         (2, 1, '10:00', '14:00'), (2, 1, '16:00', '20:00'), (2, 2, '10:00', '14:00'), (2, 2, '16:00', '20:00'),
         (2, 3, '10:00', '14:00'), (2, 4, '10:00', '14:00'), (2, 4, '16:00', '20:00'),
         (2, 5, '10:00', '12:30'), (2, 5, '15:30', '20:00')
       ) as h(pattern, weekday, starts_at, ends_at) on h.pattern = doctor % 3`,
    ids,
  );
  await database.query(
    `insert into visit_types (doctor_id, label_fr, label_en, label_ar, duration_minutes, price_mad, audience, position, is_default)
     select doctor, v.label_fr, v.label_en, v.label_ar, v.minutes, v.price + (doctor % 4) * 50, v.audience, v.kind + 1, v.kind = 0
       from unnest($1::int[]) as doctor
       join (values
         (0, 'Consultation', 'Consultation', 'استشارة', 30, 200, 'all'),
         (1, 'Première consultation', 'First consultation', 'الاستشارة الأولى', 45, 300, 'new'),
         (2, 'Contrôle', 'Follow-up visit', 'زيارة المتابعة', 20, 150, 'returning'),
         (3, 'Téléconsultation', 'Video consultation', 'استشارة عن بعد', 20, 150, 'returning')
       ) as v(kind, label_fr, label_en, label_ar, minutes, price, audience)
         on v.kind in (0, 1) or (v.kind = 2 and doctor % 2 = 0) or (v.kind = 3 and doctor % 7 = 0)`,
    ids,
  );
  // Statistics first: `doctor_slots` keeps one generic plan per connection (migration 0021), and a
  // plan made over tables the planner believes empty scans them whole on every call (235 ms a
  // doctor instead of 0.3 ms at 33,000 bookable doctors).
  await database.query('analyze booking_settings, weekly_hours, visit_types, schedule_overrides, absences');
  // Appointments on the grid of each doctor's "Consultation": one in `every` (8 by default) of the
  // next week's slots and half as many the week after (online bookings are a part of a practice's
  // visits, most made a few days ahead), one in 7.5 × `every` of the last month's (completed, one
  // in ten missed). By default about 20 a bookable doctor, 660,000 rows at 100,000 doctors, which
  // keeps the seed of decision 009 under its 3 minutes on PGlite (1.6 million rows, each checked by two
  // exclusion constraints, took 245 s); the booking benchmark asks for 4, over a million.
  // The rows are chosen into a work table first: each (doctor, patient) pair becomes a patient of
  // that practice (decision 066), which every appointment then names.
  await database.query(
    `create temp table demo_appointments (doctor_id int, patient_id int, visit_type_id int, starts_at timestamptz,
       ends_at timestamptz, status text, created_at timestamptz, updated_at timestamptz) on commit preserve rows`,
  );
  const chosenPatient = `$2::int + abs(hashtext(doctor || '/' || s.starts_at)) % $3::int`;
  const consultation = `(select v.id from visit_types v where v.doctor_id = doctor and v.label_fr = 'Consultation')`;
  await database.query(
    `insert into demo_appointments
     select doctor, ${chosenPatient}, ${consultation}, s.starts_at, s.starts_at + interval '30 minutes',
            case when doctor % 5 = 0 and abs(hashtext(s.starts_at::text || doctor)) % 3 = 0 then 'pending' else 'confirmed' end,
            $6::timestamptz - interval '3 days', $6::timestamptz - interval '3 days'
       from unnest($1::int[]) as doctor,
            doctor_slots(doctor, $5::date, 14, 30, $6::timestamptz, false) as s
      where abs(hashtext(s.starts_at::text || '#' || doctor))
            % case when s.starts_at < $6::timestamptz + interval '7 days' then $4::int else 2 * $4::int end = 0`,
    [doctorIds, patientIds.first, patientIds.count, every, day.date, day.start],
  );
  await database.query(
    `insert into demo_appointments
     select doctor, ${chosenPatient}, ${consultation}, s.starts_at, s.starts_at + interval '30 minutes',
            case when abs(hashtext(doctor || '!' || s.starts_at)) % 10 = 0 then 'no_show' else 'completed' end,
            s.starts_at - interval '5 days', s.starts_at + interval '1 hour'
       from unnest($1::int[]) as doctor,
            doctor_slots(doctor, $5::date - 30, 30, 30, $6::timestamptz - interval '31 days', false) as s
      where s.starts_at < $6::timestamptz
        and abs(hashtext(s.starts_at::text || '#' || doctor)) % (15 * $4::int / 2) = 0`,
    [doctorIds, patientIds.first, patientIds.count, every, day.date, day.start],
  );
  await database.query(
    `insert into practice_patients (doctor_id, user_id, locale, created_at)
     select d.doctor_id, d.patient_id, u.locale, min(d.created_at)
       from demo_appointments d join users u on u.id = d.patient_id
      group by d.doctor_id, d.patient_id, u.locale
     on conflict do nothing`,
  );
  await database.query(
    `insert into appointments (doctor_id, patient_id, practice_patient_id, booked_by, visit_type_id, starts_at, ends_at,
       status, reason, created_at, updated_at)
     select d.doctor_id, d.patient_id, p.id, d.patient_id, d.visit_type_id, d.starts_at, d.ends_at, d.status, '',
            d.created_at, d.updated_at
       from demo_appointments d
       join practice_patients p on p.doctor_id = d.doctor_id and p.user_id = d.patient_id
      order by d.starts_at
     on conflict do nothing`,
  );
  await database.query('drop table demo_appointments');
  // A pair whose every appointment overlapped the patient's own elsewhere made none: no such patient.
  await database.query(
    `delete from practice_patients p
      where p.doctor_id = any($1::int[])
        and not exists (select 1 from appointments a where a.practice_patient_id = p.id)`,
    [doctorIds],
  );
  // Visit types are dated by the demo day, not the clock: set up a month before the first appointment.
  await database.query(
    `update visit_types set created_at = $2::timestamptz - interval '31 days' where doctor_id = any($1::int[])`,
    [doctorIds, day.start],
  );
  await database.query('analyze appointments');
  for (let start = 0; start < doctorIds.length; start += 200) {
    await refreshNextSlots(database.db, doctorIds.slice(start, start + 200));
  }
  const [row] = await database.query<{ count: number }>('select count(*)::int as count from appointments');
  return row?.count ?? 0;
}
