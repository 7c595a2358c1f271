import { openDatabase } from '../src/db/client.ts';
const database = await openDatabase({ dataDirectory: '/tmp/prof/db' });
const [sp] = await database.query<{ id: number }>(`select id from specialities where label_en = 'Ophthalmologist'`);
const q = `explain (analyze, buffers) select d.id, d.user_id, d.slug, d.first_name, d.last_name, d.description_fr, d.description_en, d.description_ar from doctors d
         where d.is_public and d.speciality_id = ${sp!.id}
           and (select n.next_at from doctor_next_slots n where n.doctor_id = d.id)
                 < now() + make_interval(days => 3)
         order by d.rank_score desc, d.rating_count desc, d.last_name, d.first_name, d.id
         limit 10 offset 30`;
for (let i = 0; i < 3; i++) {
  const rows = await database.query<{ 'QUERY PLAN': string }>(q);
  if (i === 2) console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
}
await database.close();
