import type { Database } from '../db/client.ts';
import { refreshNextSlots } from '../modules/booking/index.ts';
import type { DemoDay } from './demo-day.ts';
import type { UserRow } from './factories.ts';
import type { Random } from './random.ts';
import type { DemoSchedule } from './demo-schedule.ts';
import { insertWithoutReferenceChecks, nextId } from './bulk-insert.ts';
import { buildDemoRelatives, insertDemoRelatives, relativeConsentSql } from './demo-relatives.ts';

/**
 * Schedules, visit types and appointments for the demo's bookable doctors (decision 042), so the
 * feature shows: each doctor's weekly hours and prices as drawn (demo-schedule.ts), two or three
 * visit types labelled in the three languages (the consultation first and the default), some slots
 * of the next two weeks booked and the last month's appointments completed (a few missed), one in
 * ten of the appointments of accounts with relatives made for a relative (decision 075). Every
 * appointment is computed by the database from the demo day (`doctor_slots`; decision 051): the
 * upcoming ones from its start, everything else before it, and the same doctors, patients and day
 * give the same rows. A booking that would overlap the same person's other one is skipped by the
 * constraint.
 */
export async function seedDemoBookings(
  database: Database,
  options: {
    day: DemoDay;
    doctors: Array<{ id: number; schedule: DemoSchedule }>;
    /** The demo's patient accounts: consecutive ids, some of them with relatives. */
    patients: UserRow[];
    random: Random;
    bookedEvery: number;
  },
): Promise<number> {
  const { day, patients } = options;
  const every = Math.max(1, Math.trunc(options.bookedEvery));
  const doctorIds = options.doctors.map((doctor) => doctor.id);
  if (doctorIds.length === 0 || patients.length === 0) return 0;
  const patientIds = { first: (patients[0] as UserRow).id, count: patients.length };
  await database.query(
    `insert into booking_settings (doctor_id, requires_confirmation, updated_at)
     select doctor, doctor % 5 = 0, $2::timestamptz - interval '31 days' from unnest($1::int[]) as doctor
     on conflict do nothing`,
    [doctorIds, day.start],
  );
  // One statement per table: the triggers of migration 0029 then update each doctor's kept price
  // and hours facts once.
  const hours = options.doctors.flatMap((doctor) =>
    doctor.schedule.hours.map((range) => ({ id: doctor.id, ...range })),
  );
  await database.query(
    `insert into weekly_hours (doctor_id, weekday, starts_at, ends_at)
     select * from unnest($1::int[], $2::int[], $3::time[], $4::time[])`,
    [hours.map((h) => h.id), hours.map((h) => h.weekday), hours.map((h) => h.startsAt), hours.map((h) => h.endsAt)],
  );
  await database.query(
    `insert into visit_types (doctor_id, label_fr, label_en, label_ar, duration_minutes, price_mad, audience, position, is_default)
     select doctor, v.label_fr, v.label_en, v.label_ar, v.minutes, (array[p0, p1, p2, p3])[v.kind + 1], v.audience,
            v.kind + 1, v.kind = 0
       from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[]) as p(doctor, p0, p1, p2, p3)
       join (values
         (0, 'Consultation', 'Consultation', 'استشارة', 30, 'all'),
         (1, 'Première consultation', 'First consultation', 'الاستشارة الأولى', 45, 'new'),
         (2, 'Contrôle', 'Follow-up visit', 'زيارة المتابعة', 20, 'returning'),
         (3, 'Téléconsultation', 'Video consultation', 'استشارة عن بعد', 20, 'returning')
       ) as v(kind, label_fr, label_en, label_ar, minutes, audience)
         on v.kind in (0, 1) or (v.kind = 2 and doctor % 2 = 0) or (v.kind = 3 and doctor % 7 = 0)`,
    [
      doctorIds,
      ...(['consultation', 'first', 'followUp', 'video'] as const).map((kind) =>
        options.doctors.map((doctor) => doctor.schedule.prices[kind]),
      ),
    ],
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
       ends_at timestamptz, status text, created_at timestamptz, updated_at timestamptz, relative_id int)
     on commit preserve rows`,
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
  // The past month's grid comes from the weekly hours in one set (the demo has no overrides or absences
  // yet, so it is `doctor_slots`' grid; 9 s at 10,000 doctors on PGlite through the function).
  await database.query(
    `insert into demo_appointments
     select doctor, ${chosenPatient}, ${consultation}, s.starts_at, s.starts_at + interval '30 minutes',
            case when abs(hashtext(doctor || '!' || s.starts_at)) % 10 = 0 then 'no_show' else 'completed' end,
            s.starts_at - interval '5 days', s.starts_at + interval '1 hour'
       from unnest($1::int[]) as doctor
       join weekly_hours w on w.doctor_id = doctor
       join generate_series(($5::date - 30)::timestamp, ($5::date - 1)::timestamp, interval '1 day') as d(day) on extract(isodow from d.day) = w.weekday
       cross join lateral (
         select morocco_instant(clock) as starts_at
           from generate_series(d.day + w.starts_at, d.day + w.ends_at - interval '30 minutes', interval '30 minutes') as clock
       ) as s
      where abs(hashtext(s.starts_at::text || '#' || doctor)) % (15 * $4::int / 2) = 0`,
    [doctorIds, patientIds.first, patientIds.count, every, day.date],
  );
  // Relatives, and one in ten of their holders' appointments made for one of them once they were added.
  const relatives = buildDemoRelatives(options.random, {
    patients,
    firstId: await nextId(database, 'relatives'),
    date: day.date,
  });
  await insertDemoRelatives(database, relatives);
  await database.query(
    `update demo_appointments d
        set relative_id = r.ids[1 + abs(hashtext(d.starts_at || '/' || d.doctor_id)) % cardinality(r.ids)]
       from (select user_id, array_agg(id order by id) as ids, max(created_at) as added from relatives
              where user_id between $1::int and $1::int + $2::int - 1 group by user_id) r
      where r.user_id = d.patient_id and d.created_at > r.added
        and abs(hashtext(d.doctor_id || '&' || d.starts_at)) % 10 = 0`,
    [patientIds.first, patientIds.count],
  );
  // A relative is a patient of the practice apart from the holder (decision 075): user_id is the holder.
  const practicePatients = `insert into practice_patients (doctor_id, user_id, relative_id, locale, created_at)
     select d.doctor_id, d.patient_id, d.relative_id, u.locale, min(d.created_at)
       from demo_appointments d join users u on u.id = d.patient_id
      group by d.doctor_id, d.patient_id, d.relative_id, u.locale
     on conflict do nothing`;
  // An adult relative's booking records the holder's word that they agreed, at the booking's moment.
  const adult = `d.relative_id is not null and r.birth_date <= morocco_local(d.created_at)::date - interval '18 years'`;
  // By doctor, then time: each doctor's index pages are written together (86 s instead of 123 s for
  // the month at 100,000 doctors on PostgreSQL). A booking that overlaps an earlier one is skipped.
  const appointments = `insert into appointments (doctor_id, patient_id, practice_patient_id, booked_by, visit_type_id, starts_at, ends_at,
       status, reason, created_at, updated_at, relative_id, relative_consent_at, relative_consent_text)
     select d.doctor_id, d.patient_id, p.id, d.patient_id, d.visit_type_id, d.starts_at, d.ends_at, d.status, '',
            d.created_at, d.updated_at, d.relative_id,
            case when ${adult} then d.created_at end,
            case when ${adult} then ${relativeConsentSql('r.first_name', 'r.last_name')} end
       from demo_appointments d
       join practice_patients p on p.doctor_id = d.doctor_id and p.user_id = d.patient_id
            and p.relative_id is not distinct from d.relative_id
       left join relatives r on r.id = d.relative_id
      order by d.doctor_id, d.starts_at
     on conflict do nothing`;
  await insertWithoutReferenceChecks(database, [practicePatients, appointments]);
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
