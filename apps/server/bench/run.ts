import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freshDataDirectory, measure, printResults, runTimed, startServer, type LoadResult } from './harness.ts';
import { runOpenLoop, type PlannedRequest } from './open-loop.ts';
import { buildMisspeltNameQueries, buildSearchQueries, zipfSequence } from './search-queries.ts';
import { createRandom } from '../src/seed/random.ts';

/**
 * `npm run bench -- <scenario>`: performance figures on realistic volumes, printed, never asserted
 * (Engineering standards: measured, not hoped). Scenarios:
 * - `seed`: time to generate 100,000 doctors on a fresh PGlite database (`--doctors`, `--reviews`);
 * - `platform`: the server's floor, /healthz and a translation catalogue under load;
 * - `search`: 100,000 doctors and 1,000,000 reviews, then a Zipf mix of 2,000+ distinct searches,
 *   slug lookups, misspelt names none of which is asked twice, and hello-world on the same server,
 *   then the Zipf mix again with the read cache off (READ_CACHE_SECONDS=0); p99 targets 35 ms
 *   (PGlite), 15 ms (PostgreSQL) for search and 10 ms / 5 ms for slugs (issue 3); with the cache off
 *   the same 35 / 15 ms, and misspelt names 50 / 25 ms (issue 10);
 * - `mixed`: the same data, then 150 requests/s for `--seconds` (default 120) at a fixed rate, 80 %
 *   reads (searches, doctor pages) and 20 % writes (reviews, follows, posts) by 200 accounts, with
 *   /healthz at 20 requests/s beside it; bars p99 ≤ 100 ms (PGlite), ≤ 50 ms (PostgreSQL), /healthz
 *   p99 ≤ 20 ms, no errors (issue 10).
 * - `booking`: the same data (a third of the doctors take bookings, with their past and future
 *   appointments), the read cache off; one doctor's week of availability (bars p99 15 ms PGlite,
 *   10 ms PostgreSQL), search with `available_within=3` (35 / 15 ms) and /healthz in the same run;
 *   then 200 concurrent bookings of one slot (exactly one 201) and 1,000 of distinct slots (all
 *   201), and a SQL check that no two appointments overlap (issue 11).
 * - `pages`: the same data, the read cache off; doctors' pages rendered on the server (2,000
 *   doctors found by 200 searches, in fr, en and ar; bars p99 25 ms PGlite, 15 ms PostgreSQL), the
 *   home page with its first results and /healthz in the same run; then the sitemap index, the
 *   directory file and the first doctors file, each asked 5 times (under 1 s each) (issue 13).
 * With DATABASE_URL set, `platform` and `search` run against a fresh database on that server.
 * `--from` skips the seeding of `search` and `mixed`: a seeded DATA_DIR (PGlite), copied, or the
 * name of a seeded PostgreSQL database, used as the template of the benchmark's database.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    doctors: { type: 'string', default: '100000' },
    reviews: { type: 'string' },
    seconds: { type: 'string' },
    rate: { type: 'string', default: '150' },
    from: { type: 'string' },
  },
});
const scenario = positionals[0] ?? 'seed';
const reviews = values.reviews ?? '1000000';
const seconds = Number.parseInt(values.seconds ?? (scenario === 'mixed' ? '120' : '30'), 10);

if (scenario === 'seed') {
  const dataDirectory = freshDataDirectory();
  const args = [
    'tsx',
    'src/seed/cli.ts',
    '--doctors',
    values.doctors,
    ...(values.reviews ? ['--reviews', values.reviews] : []),
  ];
  const elapsed = await runTimed('npx', args, { DATA_DIR: dataDirectory, DATABASE_URL: '' });
  console.log(`seed: ${values.doctors} doctors on PGlite in ${elapsed.toFixed(1)} s (budget 180 s)`);
} else if (scenario === 'platform') {
  const server = await startServer({ DATA_DIR: freshDataDirectory() });
  try {
    const results = [
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds }),
      await measure('catalogue (/locales/ar/translation.json)', server.url, ['/locales/ar/translation.json'], {
        seconds,
      }),
    ];
    printResults(results);
  } finally {
    await server.stop();
  }
} else if (scenario === 'search') {
  await benchSearch();
} else if (scenario === 'mixed') {
  await benchMixed();
} else if (scenario === 'booking') {
  await benchBooking();
} else if (scenario === 'pages') {
  await benchPages();
} else {
  console.error(`unknown scenario "${scenario}": use seed, platform, search, mixed, booking or pages`);
  process.exit(2);
}

/**
 * A fresh PostgreSQL database for the benchmark when DATABASE_URL is set, dropped by `dropBenchDatabase`
 * at the end (100,000 doctors take about a gigabyte); PGlite otherwise.
 */
async function benchDatabaseEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDirectory = freshDataDirectory();
    if (values.from) cpSync(values.from, dataDirectory, { recursive: true });
    return { DATA_DIR: dataDirectory, DATABASE_URL: '' };
  }
  const name = `tabib_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${values.from ? ` template ${pg.escapeIdentifier(values.from)}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: freshDataDirectory(), DATABASE_URL: url.toString() };
}

async function dropBenchDatabase(env: Record<string, string>): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || !env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(env.DATABASE_URL).pathname.slice(1)} with (force)`);
  await admin.end();
}

/** Seeds the benchmark's database: `values.doctors` doctors and `reviews` reviews, seed 7. */
async function seedBenchData(env: Record<string, string>): Promise<string> {
  const engine = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  if (values.from) {
    console.log(`reusing the ${engine} data of ${values.from}`);
    return engine;
  }
  const seedSeconds = await runTimed(
    'npx',
    // One in four of the next week's slots booked: over a million appointments at 100,000 doctors (issue 11).
    ['tsx', 'src/seed/cli.ts', '--doctors', values.doctors, '--reviews', reviews, '--seed', '7', '--booked-every', '4'],
    env,
  );
  console.log(`seeded ${values.doctors} doctors and ${reviews} reviews on ${engine} in ${seedSeconds.toFixed(1)} s`);
  return engine;
}

interface KnownDoctor {
  id: number;
  slug: string;
  doctor_type: string;
}

/** About `count` doctors, read from the first pages of the unfiltered search. */
async function collectDoctors(url: string, count: number): Promise<KnownDoctor[]> {
  const doctors = new Map<string, KnownDoctor>();
  for (let page = 1; doctors.size < count && page <= 400; page += 1) {
    const response = await fetch(`${url}/api/doctors/doctor-search/?currentPage=${page}`);
    const result = (await response.json()) as { doctors?: KnownDoctor[] };
    if (!result.doctors) throw new Error(`search answered ${response.status}: ${JSON.stringify(result)}`);
    for (const doctor of result.doctors) doctors.set(doctor.slug, doctor);
  }
  return [...doctors.values()];
}

async function benchSearch(): Promise<void> {
  const env = await benchDatabaseEnv();
  const engine = await seedBenchData(env);
  const queries = buildSearchQueries(2400);
  const paths = zipfSequence(queries, 50_000).map((query) => `/api/doctors/doctor-search/?${query}`);
  const misspelt = buildMisspeltNameQueries(40_000).map((query) => `/api/doctors/doctor-search/?${query}`);
  const results: LoadResult[] = [];
  let server = await startServer(env);
  try {
    const slugs = new Set((await collectDoctors(server.url, 3000)).map((doctor) => doctor.slug));
    results.push(
      await measure(`search (${queries.length} distinct queries, Zipf)`, server.url, paths, { seconds }),
      await measure(
        `slug (${slugs.size} doctors)`,
        server.url,
        [...slugs].map((slug) => `/api/doctors/slug/${slug}/`),
        { seconds },
      ),
      await measure(`misspelt names (${misspelt.length} distinct, none repeated)`, server.url, misspelt, { seconds }),
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds }),
    );
    await server.stop();
    // The database path: the same mix with the read cache off, as after writes have emptied it.
    server = await startServer({ ...env, READ_CACHE_SECONDS: '0' });
    results.push(
      await measure(`search, READ_CACHE_SECONDS=0`, server.url, paths, { seconds }),
      await measure('hello-world (/healthz), READ_CACHE_SECONDS=0', server.url, ['/healthz'], { seconds }),
    );
  } finally {
    await server.stop();
    await dropBenchDatabase(env);
  }
  console.log(
    `\nsearch benchmark on ${engine}: ${values.doctors} doctors, ${reviews} reviews, 10 connections, ${seconds} s per run after 5 s warm-up`,
  );
  printResults(results);
  const [search, slug, , hello] = results as [LoadResult, LoadResult, LoadResult, LoadResult];
  console.log(
    `search/hello-world: ${(search.requestsPerSecond / hello.requestsPerSecond).toFixed(3)} of the throughput; slug/hello-world: ${(slug.requestsPerSecond / hello.requestsPerSecond).toFixed(3)}`,
  );
}

interface BenchAccount {
  id: number;
  token: string;
}

/** Registers `count` patients through the API, a few at a time (argon2 is the cost). */
/** The bench server's mail outbox: it runs without SMTP. */
function outboxOf(env: Record<string, string | undefined>): string {
  if (!env.DATA_DIR) throw new Error('the bench server has a DATA_DIR');
  return join(env.DATA_DIR, 'outbox');
}

/**
 * The path of the confirmation link of the welcome mail to `email` in the server's outbox (the
 * bench runs without SMTP), once written: the mail leaves after registration answers.
 */
async function welcomeLinkTo(outbox: string, email: string): Promise<{ uid: string; token: string }> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const name of names) {
      const mail = readFileSync(join(outbox, name), 'utf8');
      if (!mail.includes(`To: ${email}`)) continue;
      const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /\/confirm-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(text);
      if (link?.[1] && link[2]) return { uid: link[1], token: link[2] };
    }
    await sleep(20);
  }
  throw new Error(`no welcome mail to ${email} in ${outbox}`);
}

/**
 * New accounts, each with its address confirmed through its welcome link, as a first booking
 * needs (decision 050).
 */
async function registerAccounts(url: string, count: number, outbox: string): Promise<BenchAccount[]> {
  const accounts: BenchAccount[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, offset) => {
      const email = `bench${start + offset}-${Date.now()}@example.ma`;
      const response = await fetch(`${url}/api/users/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Patient Banc',
          email,
          username: email,
          password: 'correct horse battery',
          is_doctor: false,
        }),
      });
      if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
      const user = (await response.json()) as BenchAccount;
      const confirmed = await fetch(`${url}/api/users/email/confirm/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await welcomeLinkTo(outbox, email)),
      });
      if (!confirmed.ok) throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
      return { id: user.id, token: user.token };
    });
    accounts.push(...(await Promise.all(batch)));
  }
  return accounts;
}

/**
 * Issue 10's soak as a benchmark: a fixed rate of mixed traffic on 100,000 doctors, writes
 * included, with /healthz measured in the same run.
 */
async function benchMixed(): Promise<void> {
  const env = await benchDatabaseEnv();
  const engine = await seedBenchData(env);
  // The limits protect production from one address; here one address is every patient.
  const server = await startServer({
    ...env,
    RATE_LIMIT_AUTH: '1000000',
    RATE_LIMIT_WRITES: '1000000',
    RATE_LIMIT_WRITES_ACCOUNT: '1000000',
  });
  try {
    const rate = Number.parseInt(values.rate, 10);
    const random = createRandom(10);
    const searches = zipfSequence(buildSearchQueries(2400), 50_000).map(
      (query) => `/api/doctors/doctor-search/?${query}`,
    );
    const doctors = await collectDoctors(server.url, 3000);
    const accounts = await registerAccounts(server.url, 200, outboxOf(env));
    const following = new Set<string>();
    let searchIndex = 0;
    let posts = 0;

    const next = (): PlannedRequest => {
      const draw = random.next();
      const doctor = random.pick(doctors);
      const account = random.pick(accounts);
      if (draw < 0.6) return { kind: 'search', path: searches[searchIndex++ % searches.length] as string };
      if (draw < 0.8) return { kind: 'doctor page', path: `/api/doctors/slug/${doctor.slug}/` };
      if (draw < 0.9) {
        const rating = random.int(2, 10) / 2;
        return {
          kind: 'review (write)',
          method: 'POST',
          path: '/api/doctors/reviews/',
          token: account.token,
          body: {
            rating,
            review: 'Consultation claire et ponctuelle.',
            doctor: doctor.id,
            doctor_type: doctor.doctor_type,
            user: account.id,
          },
        };
      }
      if (draw < 0.96) {
        const key = `${account.id}:${doctor.id}:${doctor.doctor_type}`;
        if (following.delete(key)) {
          return {
            kind: 'follow (write)',
            method: 'DELETE',
            path: `/api/users/unfollow/doctor/${doctor.id}/${doctor.doctor_type}/`,
            token: account.token,
          };
        }
        following.add(key);
        return {
          kind: 'follow (write)',
          method: 'POST',
          path: `/api/users/follow/doctor/${doctor.id}/`,
          token: account.token,
          body: { user: account.id, doctor: doctor.id, doctor_type: doctor.doctor_type },
        };
      }
      posts += 1;
      return {
        kind: 'post (write)',
        method: 'POST',
        path: '/api/users/blogs/',
        token: account.token,
        body: {
          author: account.id,
          title: `Conseil santé n° ${posts}`,
          content: '<p>Buvez de l’eau et dormez assez.</p>',
        },
      };
    };

    // Warm-up, not counted: the first requests of each kind compile code and fill the caches.
    await runOpenLoop({ url: server.url, rate, seconds: 5, next });
    const [mixed, health] = await Promise.all([
      runOpenLoop({ url: server.url, rate, seconds, next }),
      runOpenLoop({ url: server.url, rate: 20, seconds, next: () => ({ kind: 'healthz', path: '/healthz' }) }),
    ]);
    console.log(
      `\nmixed benchmark on ${engine} (READ_CACHE_SECONDS=${process.env.READ_CACHE_SECONDS ?? '30'}): ${values.doctors} doctors, ${reviews} reviews, ${rate} requests/s for ${seconds} s, 200 accounts, /healthz at 20 requests/s beside it`,
    );
    console.table(
      [...mixed, ...health.filter((figures) => figures.kind !== 'all')].map((figures) => ({
        requests: figures.kind,
        count: figures.count,
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        'max ms': figures.max,
        '4xx': figures.errors,
        '5xx or failed': figures.failures,
      })),
    );
  } finally {
    await server.stop();
    await dropBenchDatabase(env);
  }
}

/** Rows of one statement on the benchmark's database, after its server stopped (PGlite is single-process). */
async function queryBenchDatabase<Row>(env: Record<string, string>, text: string): Promise<Row[]> {
  const { openDatabase } = await import('../src/db/client.ts');
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDirectory: `${env.DATA_DIR}/db` },
  );
  try {
    return await database.query<Row>(text);
  } finally {
    await database.close();
  }
}

interface BenchSlot {
  doctor: number;
  visitType: number;
  start: string;
}

/** Issue 11's figures: availability and search by availability on the database path, and races. */
async function benchBooking(): Promise<void> {
  const env = await benchDatabaseEnv();
  const engine = await seedBenchData(env);
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
    `\nbooking benchmark on ${engine}: ${values.doctors} doctors (a third bookable), ${overlaps?.total} appointments, READ_CACHE_SECONDS=0, 10 connections, ${seconds} s per run after 5 s warm-up`,
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

/**
 * Server-rendered pages (issue 13, decision 046): doctors spread over the directory (the first
 * results of 200 searches by speciality and city), each page in its three languages.
 */
async function benchPages(): Promise<void> {
  const env = await benchDatabaseEnv();
  const engine = await seedBenchData(env);
  const server = await startServer({ ...env, READ_CACHE_SECONDS: '0' });
  const results: LoadResult[] = [];
  const timings: string[] = [];
  try {
    const doctors = new Map<string, string>();
    const places = new Set<string>();
    for (const query of buildSearchQueries(200)) {
      const answer = await fetch(`${server.url}/api/doctors/doctor-search/?${query}`);
      const body = (await answer.json()) as {
        doctors?: Array<{ slug: string; speciality_slug: string; city_slug: string | null }>;
      };
      for (const doctor of body.doctors ?? []) {
        doctors.set(doctor.slug, `${doctor.speciality_slug}/${doctor.slug}`);
        if (doctor.city_slug) places.add(`doctors/${doctor.speciality_slug}/${doctor.city_slug}`);
      }
    }
    const languages = ['fr', 'en', 'ar'];
    const pages = [...doctors.values()].map((path, index) => `/${languages[index % 3]}/${path}`);
    // Directory pages (decision 047): the specialities in the cities of those doctors, page 1 and 2.
    const directoryPages = [...places].flatMap((path, index) => [
      `/${languages[index % 3]}/${path}`,
      `/${languages[(index + 1) % 3]}/${path.split('/').slice(0, 2).join('/')}?page=2`,
    ]);
    const first = await fetch(`${server.url}${pages[0]}`);
    const html = await first.text();
    if (first.status !== 200 || !html.includes('application/ld+json')) {
      throw new Error(`${pages[0]} answered ${first.status} without a rendered page: is the web app built?`);
    }
    results.push(
      await measure(`doctor page, server-rendered (${pages.length} pages)`, server.url, pages, { seconds }),
      await measure(`directory page, server-rendered (${directoryPages.length} pages)`, server.url, directoryPages, {
        seconds,
      }),
      await measure('home page with its first results (/fr/, /ar/)', server.url, ['/fr/', '/ar/'], { seconds }),
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds }),
    );
    // The doctors files were built when the server started listening (decision 045).
    for (const path of ['/sitemap.xml', '/sitemaps/directory.xml', '/sitemaps/doctors-0.xml']) {
      const times: number[] = [];
      let size = 0;
      let sent = 0;
      for (let round = 0; round < 5; round += 1) {
        const started = performance.now();
        const answer = await fetch(`${server.url}${path}`);
        size = (await answer.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
        sent = Number(answer.headers.get('content-length') ?? 0);
      }
      const encoded = sent ? `, ${(sent / 1e6).toFixed(2)} MB sent gzipped` : '';
      timings.push(
        `${path}: ${(size / 1e6).toFixed(1)} MB${encoded}, in ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms with the client's inflating (5 requests)`,
      );
    }
  } finally {
    await server.stop();
    await dropBenchDatabase(env);
  }
  console.log(`pages on ${engine}, READ_CACHE_SECONDS=0, 10 connections, ${seconds} s per run`);
  printResults(results);
  const healthz = results.at(-1)!.requestsPerSecond;
  for (const result of results.slice(0, -1)) {
    console.log(`${result.name}: ${(result.requestsPerSecond / healthz).toFixed(3)} of /healthz's requests per second`);
  }
  for (const line of timings) console.log(line);
}
