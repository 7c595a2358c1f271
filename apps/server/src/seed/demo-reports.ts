import { reportReasons } from '@tabib/shared';
import type { Database } from '../db/client.ts';
import type { Random } from './random.ts';
import type { DemoDay } from './demo-day.ts';

/** What a reader writes beside a report, now and then (the note is optional). */
const notes = [
  'Ce patient ne semble pas avoir consulté ce médecin.',
  'Le même texte apparaît sur plusieurs fiches.',
  'Propos injurieux envers la secrétaire.',
  'This review names another patient.',
  'التعليق لا علاقة له بالطبيب.',
];

/**
 * Reports on a few demo reviews (decision 039's demo data), so the moderators' queue has work: each
 * review reported by one to three other demo users, for a reason of the list, some with a note,
 * in the three days before the demo day and after the review (decision 051).
 */
export async function seedDemoReports(
  database: Database,
  random: Random,
  { count, day }: { count: number; day: DemoDay },
): Promise<number> {
  if (count <= 0) return 0;
  const reviews = await database.query<{ id: number; user_id: number }>(
    `select id, user_id from reviews where user_id is not null and review <> '' order by id limit $1`,
    [count * 20],
  );
  const reporters = await database.query<{ id: number }>(
    'select id from users where not is_doctor and staff_role is null order by id limit 200',
  );
  let reported = 0;
  for (let index = 0; index < reviews.length && reported < count; index += 20) {
    const review = reviews[index];
    if (!review) break;
    const reasons = random.pick(reportReasons.filter((reason) => reason !== 'other'));
    const others = reporters.filter((user) => user.id !== review.user_id);
    const times = random.int(1, 3);
    for (let time = 0; time < times && others.length > 0; time += 1) {
      const reporter = others.splice(random.int(0, others.length - 1), 1)[0];
      if (!reporter) break;
      await database.query(
        `insert into reports (target_type, target_id, reporter_id, reason, note, created_at)
         select 'review', $1, $2, $3, $4,
                greatest($6::timestamptz - make_interval(hours => $5), (select created_at from reviews where id = $1) + interval '1 minute')
         on conflict do nothing`,
        [
          review.id,
          reporter.id,
          reasons,
          random.int(0, 2) === 0 ? random.pick(notes) : '',
          random.int(1, 72),
          day.start,
        ],
      );
    }
    reported += 1;
  }
  return reported;
}
