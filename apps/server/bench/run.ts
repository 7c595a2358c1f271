import { parseArgs } from 'node:util';
import { benchAgenda } from './agenda.ts';
import { benchBooking } from './booking.ts';
import { benchFilters } from './filters.ts';
import { benchMixed } from './mixed.ts';
import { benchNear } from './near.ts';
import type { BenchOptions } from './options.ts';
import { benchPages } from './pages.ts';
import { benchPlatform } from './platform.ts';
import { benchSearch } from './search.ts';
import { benchSeed } from './seed.ts';

/**
 * `npm run bench -- <scenario>`: performance figures on realistic volumes, printed, never asserted
 * (Engineering standards: measured, not hoped). One module per scenario:
 * - `seed` (seed.ts): time to generate 100,000 doctors on a fresh PGlite database (`--doctors`, `--reviews`);
 * - `platform` (platform.ts): the server's floor, /healthz and a translation catalogue under load;
 * - `search` (search.ts): 100,000 doctors and 1,000,000 reviews, then a Zipf mix of 2,000+ distinct
 *   searches, slug lookups, misspelt names none of which is asked twice, and hello-world on the
 *   same server, then the Zipf mix again with the read cache off (READ_CACHE_SECONDS=0); p99
 *   targets 35 ms (PGlite), 15 ms (PostgreSQL) for search and 10 ms / 5 ms for slugs; with the
 *   cache off the same 35 / 15 ms, and misspelt names 50 / 25 ms;
 * - `filters` (filters.ts): the same data, the read cache off; the search mix without names, then
 *   with each practical filter of decision 076 alone and three combined, and /healthz in the same
 *   run; bars p99 35 ms (PGlite), 15 ms (PostgreSQL);
 * - `near` (near.ts): the same data, the read cache off; searches around points of Casablanca, Rabat
 *   and Ifrane within 2, 5 and 20 km (decision 079), half nearest first, between two runs of the
 *   usual search mix (the reference, decision 082), and /healthz in the same run; bars p99 35 ms
 *   (PGlite), 15 ms (PostgreSQL);
 * - `mixed` (mixed.ts): the same data, then 150 requests/s (`--rate`) at a fixed rate, 80 % reads
 *   (searches, doctor pages) and 20 % writes (reviews, follows, posts) by 200 accounts, with
 *   /healthz at 20 requests/s beside it, on a server just started: the first 30 s from its first
 *   200 of /readyz, per 5 s window, then `--seconds` (default 120, 0 skips it); bars p99 ≤ 100 ms
 *   (PGlite), ≤ 50 ms (PostgreSQL), /healthz p99 ≤ 20 ms, no errors;
 * - `booking` (booking.ts): the same data (a third of the doctors take bookings, with their past
 *   and future appointments), the read cache off; one doctor's week of availability (bars p99
 *   15 ms PGlite, 10 ms PostgreSQL), search with `available_within=3` (35 / 15 ms) and /healthz in
 *   the same run; then 200 concurrent bookings of one slot (exactly one 201) and 1,000 of distinct
 *   slots (all 201), and a SQL check that no two appointments overlap;
 * - `pages` (pages.ts): the same data, the read cache off; a server-rendered doctor page's CPU
 *   cost as its throughput against /healthz's, the p99 of an open loop of 50 doctor pages a
 *   second, the share of 304s of a crawler's second pass, and the sitemap files (under 1 s each).
 * - `agenda` (agenda.ts): a busy doctor's week written directly (300 appointments, 20 blocks, 3
 *   assistants) on a fresh database, the read cache off; the agenda grid's answer (decision 068) as
 *   the doctor and as an assistant, and /healthz in the same run; bars p99 20 ms PGlite, 10 ms PostgreSQL.
 * With DATABASE_URL set, every scenario but `seed` and `platform` runs against a fresh database on that server.
 * `--from` skips the seeding: a seeded DATA_DIR (PGlite), copied, or the name of a seeded
 * PostgreSQL database, used as the template of the benchmark's database.
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
const options: BenchOptions = {
  doctors: values.doctors,
  reviews: values.reviews ?? '1000000',
  reviewsGiven: values.reviews !== undefined,
  seconds: Number.parseInt(values.seconds ?? (scenario === 'mixed' ? '120' : '30'), 10),
  rate: Number.parseInt(values.rate, 10),
  from: values.from,
};
const scenarios: Record<string, (options: BenchOptions) => Promise<void>> = {
  seed: benchSeed,
  platform: benchPlatform,
  search: benchSearch,
  filters: benchFilters,
  near: benchNear,
  mixed: benchMixed,
  booking: benchBooking,
  pages: benchPages,
  agenda: benchAgenda,
};
const run = scenarios[scenario];
if (!run) {
  console.error(`unknown scenario "${scenario}": use ${Object.keys(scenarios).join(', ')}`);
  process.exit(2);
}
await run(options);
