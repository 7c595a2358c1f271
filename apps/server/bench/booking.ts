import { registerAccounts, outboxOf, type BenchAccount } from './accounts.ts';
import { benchDatabaseEnv, dropBenchDatabase, queryBenchDatabase, seedBenchData } from './bench-database.ts';
import { measure, printResults, startServer, type LoadResult } from './harness.ts';
import type { BenchOptions } from './options.ts';
import { buildSearchQueries } from './search-queries.ts';

interface BenchSlot {
  doctor: number;
  visitType: number;
  start: string;
}

/** Decision 043's figures: availability and search by availability on the database path, and races. */
export async function benchBooking(options: BenchOptions): Promise<void> {
  const { seconds } = options;
  const env = await benchDatabaseEnv(options);
  const engine = await seedBenchData(env, options);
  const server = await startServer({
    ...env,
    READ_CACHE_SECONDS: '0',
    RATE_LIMIT_AUTH: '1000000',
    RATE_LIMIT_WRITES: '1000000',
    RATE_LIMIT_WRITES_ACCOUNT: '1000000',
    RATE_LIMIT_BOOKINGS: '1000000',
    // Every patient books from this one address, and most have no past visit (decision 050).
    BOOKING_NEW_PER_DOCTOR: '1000000',
    BOOKING_NEW_PER_ADDRESS: '1000000',
  });
  const results: LoadResult[] = [];
  let race: string | undefined;
  try {
    // Bookable doctors, from the search that lists them first.
    const bookable: number[] = [];
    for (let page = 1; bookable.length < 2000 && page <= 200; page += 1) {
      const answer = await fetch(`${server.url}/api/doctors/doctor-search/?order=soonest&currentPage=${page}`);
      const body = (await answer.json()) as { doctors: Array<{ id: number; next_slots?: unknown[] }> };
      bookable.push(...body.doctors.filter((doctor) => doctor.next_slots?.length).map((doctor) => doctor.id));
    }
    const weeks = bookable.map((id) => `/api/doctors/${id}/availability/?days=7`);
    const within = buildSearchQueries(2400).map((query) => `/api/doctors/doctor-search/?${query}&available_within=3`);
    results.push(
      await measure(`availability, one week (${weeks.length} doctors)`, server.url, weeks, { seconds }),
      await measure(`search, available_within=3 (${within.length} queries)`, server.url, within, { seconds }),
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds }),
    );

    // Races. 200 patients book one slot at once; then 1,000 bookings of distinct slots at once by
    // 200 other patients, 5 each (the limit of future appointments), at 5 times an hour apart so no
    // patient overlaps themselves.
    const outbox = outboxOf(env);
    const accounts = await registerAccounts(server.url, 200, outbox);
    const others = await registerAccounts(server.url, 200, outbox);
    const slotsOf = async (doctor: number): Promise<BenchSlot[]> => {
      const answer = await fetch(`${server.url}/api/doctors/${doctor}/availability/?days=14`);
      const body = (await answer.json()) as TAvailabilityBench;
      return body.days.flatMap((day) =>
        day.slots.map((slot) => ({ doctor, visitType: body.visit_type, start: slot.start })),
      );
    };
    const bookSlot = (account: BenchAccount, slot: BenchSlot) =>
      fetch(`${server.url}/api/appointments/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
        body: JSON.stringify({ doctor: slot.doctor, visit_type: slot.visitType, start: slot.start }),
      }).then((answer) => answer.status);
    const [contested] = await slotsOf(bookable[0]!);
    const sameSlot = await Promise.all(accounts.map((account) => bookSlot(account, contested!)));
    const tally = (statuses: number[]) =>
      [
        ...statuses.reduce(
          (counts, status) => counts.set(status, (counts.get(status) ?? 0) + 1),
          new Map<number, number>(),
        ),
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
    // Distinct starts per round: round r uses each doctor's r-th free slot, doctors distinct.
    const byStart = new Map<string, BenchSlot[]>();
    for (const doctor of bookable.slice(1, 1200)) {
      for (const slot of await slotsOf(doctor)) byStart.set(slot.start, [...(byStart.get(slot.start) ?? []), slot]);
    }
    // Starts at least an hour apart, so that no patient's five appointments overlap each other.
    const rounds: BenchSlot[][] = [];
    for (const [start, slots] of [...byStart].sort(([a], [b]) => a.localeCompare(b))) {
      const last = rounds.at(-1)?.[0]?.start;
      if (slots.length >= 200 && (!last || Date.parse(start) - Date.parse(last) >= 3_600_000)) rounds.push(slots);
      if (rounds.length === 5) break;
    }
    const distinct = await Promise.all(
      rounds.flatMap((slots) => others.map((account, index) => bookSlot(account, slots[index]!))),
    );
    race = `200 concurrent bookings of one slot: ${tally(sameSlot)}\n${distinct.length} concurrent bookings of distinct slots: ${tally(distinct)}`;
  } finally {
    await server.stop();
  }
  const [overlaps] = await queryBenchDatabase<{ pairs: number; total: number }>(
    env,
    `select (select count(*) from appointments a join appointments b on a.id < b.id
              and (a.doctor_id = b.doctor_id or a.patient_id = b.patient_id)
              and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
             where a.status in ('pending', 'confirmed', 'completed', 'no_show')
               and b.status in ('pending', 'confirmed', 'completed', 'no_show'))::int as pairs,
            (select count(*) from appointments)::int as total`,
  );
  await dropBenchDatabase(env);
  console.log(
    `\nbooking benchmark on ${engine}: ${options.doctors} doctors (a third bookable), ${overlaps?.total} appointments, READ_CACHE_SECONDS=0, 10 connections, ${seconds} s per run after 5 s warm-up`,
  );
  printResults(results);
  const [week, search, hello] = results as [LoadResult, LoadResult, LoadResult];
  console.log(
    `availability/hello-world: ${(week.requestsPerSecond / hello.requestsPerSecond).toFixed(3)}; search/hello-world: ${(search.requestsPerSecond / hello.requestsPerSecond).toFixed(3)}`,
  );
  console.log(race ?? '');
  console.log(`overlapping appointments found by SQL: ${overlaps?.pairs}`);
}

interface TAvailabilityBench {
  visit_type: number;
  days: Array<{ slots: Array<{ start: string }> }>;
}
