import { registerAccounts, outboxOf } from './accounts.ts';
import { benchDatabaseEnv, dropBenchDatabase, queryBenchDatabase } from './bench-database.ts';
import { measure, printResults, startServer, type LoadResult } from './harness.ts';
import { figuresByKind, runOpenLoopSamples, type KindFigures } from './open-loop.ts';
import type { BenchOptions } from './options.ts';

/** Week answers a second in the open loop: a day's desk traffic of a busy server (decision 072). */
const answersPerSecond = 20;

/**
 * Decision 072's figures: the agenda grid's one answer for a busy doctor's week (300 appointments of
 * 100 patients with 200 earlier visits, 20 blocks, 3 accepted assistants, every row written
 * directly), as the doctor and as an assistant, with /healthz in the same run; read cache off.
 */
export async function benchAgenda(options: BenchOptions): Promise<void> {
  const { seconds } = options;
  // On a fresh database, or on a copy of a seeded one (`--from`, 100,000 doctors) for the volume.
  const env = await benchDatabaseEnv(options);
  const engine = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const serverEnv = { ...env, READ_CACHE_SECONDS: '0', RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_WRITES: '1000000' };
  // The accounts sign up through the API (their tokens); the server then stops so that the rows
  // can be written directly (PGlite is single-process).
  let server = await startServer(serverEnv);
  const [doctor, ...assistants] = await registerAccounts(server.url, 4, outboxOf(env));
  await server.stop();
  const [week] = await queryBenchDatabase<{ from: string; to: string; doctor: number }>(
    env,
    buildWeek(
      doctor!.id,
      assistants.map((a) => a.id),
    ),
  );
  // What autovacuum (PostgreSQL) or the statistics job (PGlite) would have done to a live database.
  await queryBenchDatabase(env, 'analyze');
  const results: LoadResult[] = [];
  let openLoop: KindFigures | undefined;
  server = await startServer(serverEnv);
  try {
    const path = `/api/doctors/me/agenda/?from=${week!.from}&to=${week!.to}`;
    const started = performance.now();
    const check = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${doctor!.token}` } });
    const answer = (await check.json()) as { appointments?: unknown[]; blocks?: unknown[] };
    if (!check.ok) throw new Error(`the agenda answered ${check.status}: ${JSON.stringify(answer)}`);
    const took = (performance.now() - started).toFixed(1);
    console.log(`one answer: ${answer.appointments?.length} appointments, ${answer.blocks?.length} blocks, ${took} ms`);
    const asDoctor = { authorization: `Bearer ${doctor!.token}` };
    results.push(
      // What one user waits for: the doctor alone on the server.
      await measure('agenda week, as the doctor, 1 connection', server.url, [path], {
        seconds,
        connections: 1,
        headers: asDoctor,
      }),
      await measure('agenda week, as the doctor', server.url, [path], { seconds, headers: asDoctor }),
      await measure('agenda week, as an assistant (?doctor=)', server.url, [`${path}&doctor=${week!.doctor}`], {
        seconds,
        headers: { authorization: `Bearer ${assistants[0]!.token}` },
      }),
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds }),
    );
    // (b) The doctor and an assistant in turn at a fixed rate, latency counted from when each was due.
    let turn = 0;
    const assistantPath = `${path}&doctor=${week!.doctor}`;
    openLoop = figuresByKind(
      await runOpenLoopSamples({
        url: server.url,
        rate: answersPerSecond,
        seconds,
        next: () =>
          turn++ % 2
            ? { kind: 'agenda week', path: assistantPath, token: assistants[0]!.token }
            : { kind: 'agenda week', path, token: doctor!.token },
      }),
    ).find(({ kind }) => kind === 'all');
  } finally {
    await server.stop();
  }
  await dropBenchDatabase(env);
  console.log(
    `\nagenda benchmark on ${engine}${options.from ? ` (the week written into ${options.from})` : ''}: READ_CACHE_SECONDS=0, 10 connections unless said, ${seconds} s per run after 5 s warm-up`,
  );
  printResults(results);
  if (openLoop) {
    console.log(
      `(b) open loop, ${answersPerSecond} week answers/s for ${seconds} s: ${openLoop.count} answers, p50 ${openLoop.p50} ms, p99 ${openLoop.p99} ms, max ${openLoop.max} ms, ${openLoop.errors} 4xx, ${openLoop.failures} 5xx or failed`,
    );
  }
}

/**
 * One statement writing the busy week: the doctor's page, hours 08:00–19:00 every day, 100 desk
 * patients, 43 ten-minute appointments a day from today for 7 days (the first 300), 200 completed
 * visits in the weeks before, 20 blocks in the afternoons, 3 accepted assistants and a change per
 * appointment; it answers the week's dates and the doctor's id.
 */
function buildWeek(doctorUser: number, assistants: number[]): string {
  return `
with doctor as (
  insert into doctors (user_id, slug, first_name, last_name, gender, name_search)
  values (${doctorUser}, 'bench-agenda-${Date.now()}', 'Nadia', 'Alaoui', 'F', 'nadia alaoui') returning id
), hours as (
  insert into weekly_hours (doctor_id, weekday, starts_at, ends_at)
  select doctor.id, weekday, '08:00', '19:00' from doctor, generate_series(1, 7) as weekday
), visit as (
  insert into visit_types (doctor_id, label_fr, duration_minutes, is_default) select id, 'Consultation', 10, true from doctor
  returning id, doctor_id
), patients as (
  insert into practice_patients (doctor_id, name, phone)
  select doctor.id, 'Patient ' || n, '+2126' || lpad(n::text, 8, '0') from doctor, generate_series(1, 100) as n
  returning id
), numbered as (select id, row_number() over (order by id) as n from patients),
today as (select morocco_local(now())::date as day),
week as (
  insert into appointments (doctor_id, practice_patient_id, visit_type_id, starts_at, ends_at, status, reason)
  select visit.doctor_id, numbered.id, visit.id,
         morocco_instant(today.day + (k / 43) + time '08:00' + (k % 43) * interval '10 minutes'),
         morocco_instant(today.day + (k / 43) + time '08:00' + (k % 43) * interval '10 minutes') + interval '10 minutes',
         (array['confirmed', 'pending', 'confirmed', 'cancelled_by_patient', 'confirmed'])[1 + k % 5], 'Contrôle'
    from visit, today, generate_series(0, 299) as k join numbered on numbered.n = 1 + k % 100
  returning id, doctor_id
), earlier as (
  insert into appointments (doctor_id, practice_patient_id, visit_type_id, starts_at, ends_at, status)
  select visit.doctor_id, numbered.id, visit.id,
         morocco_instant(today.day - 7 - (k / 43) + time '08:00' + (k % 43) * interval '10 minutes'),
         morocco_instant(today.day - 7 - (k / 43) + time '08:00' + (k % 43) * interval '10 minutes') + interval '10 minutes',
         'completed'
    from visit, today, generate_series(0, 199) as k join numbered on numbered.n = 1 + k % 100
), blocks as (
  insert into agenda_blocks (doctor_id, starts_at, ends_at, label)
  select doctor.id, morocco_instant(today.day + (k / 3) + time '16:00' + (k % 3) * interval '1 hour'),
         morocco_instant(today.day + (k / 3) + time '16:30' + (k % 3) * interval '1 hour'), 'Réunion'
    from doctor, today, generate_series(0, 19) as k
), helpers as (
  insert into doctor_assistants (doctor_id, email, user_id, expires_at, accepted_at)
  select doctor.id, 'assistant' || a || '@example.ma', a, now() + interval '7 days', now()
    from doctor, unnest(array[${assistants.join(', ')}]::int[]) as a
), changes as (
  insert into agenda_changes (doctor_id, appointment_id, actor_id, actor_role, action)
  select week.doctor_id, week.id, ${assistants[0]}, 'assistant', 'booked' from week
)
select to_char(today.day, 'YYYY-MM-DD') as "from", to_char(today.day + 6, 'YYYY-MM-DD') as "to", doctor.id as doctor
  from today, doctor`;
}
