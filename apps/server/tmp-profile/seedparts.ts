import { openDatabase } from '../src/db/client.ts';
import { refreshNextSlots } from '../src/modules/booking/booking-repository.ts';
const database = await openDatabase({ dataDirectory: '/tmp/prof/db' });
const ids = (await database.query<{ id: number }>('select doctor_id as id from booking_settings order by 1')).map((r) => r.id);
let t = performance.now();
await database.query('truncate appointments cascade');
console.log('truncate', performance.now() - t);
const [{ first, count }] = await database.query<{ first: number; count: number }>('select min(id)::int as first, count(*)::int as count from users');
t = performance.now();
await database.query(`select count(*) from unnest($1::int[]) as doctor, doctor_slots(doctor, morocco_local(now())::date, 14, 30, now(), false) as s where abs(hashtext(s.starts_at::text || '#' || doctor)) % 4 = 0`, [ids]);
console.log('select future slots only', performance.now() - t);
t = performance.now();
await database.query(`insert into appointments (doctor_id, patient_id, visit_type_id, starts_at, ends_at, status, reason, created_at)
     select doctor, $2::int + abs(hashtext(doctor || '/' || s.starts_at)) % $3::int, (select v.id from visit_types v where v.doctor_id = doctor and v.label = 'Consultation'), s.starts_at, s.starts_at + interval '30 minutes',
            'confirmed', '', now() - interval '3 days'
       from unnest($1::int[]) as doctor,
            doctor_slots(doctor, morocco_local(now())::date, 14, 30, now(), false) as s
      where abs(hashtext(s.starts_at::text || '#' || doctor)) % 4 = 0
     on conflict do nothing`, [ids, first, count]);
console.log('insert future', performance.now() - t);
t = performance.now();
for (let i = 0; i < ids.length; i += 200) await refreshNextSlots(database.db, ids.slice(i, i + 200));
console.log('refresh next slots', performance.now() - t);
await database.close();
