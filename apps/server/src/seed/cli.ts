import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { ZLocalDate } from '@tabib/shared';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from './generate-demo-data.ts';
import { upsertReferenceData } from './reference-data.ts';
import { createBlogImageStore } from '../media/blog-image-store.ts';
import { createMediaFiles } from '../media/media-files.ts';

/**
 * `npm run seed -- --doctors N --seed S [--today YYYY-MM-DD] [--reviews R] [--bookable SHARE] [--booked-every K] [--reset]`:
 * fills the configured database (DATA_DIR's PGlite, or DATABASE_URL) with demo data, with a
 * progress bar. A third of the doctors take bookings, as on a fresh start, unless `--bookable` says
 * another share; one in K (8) of their next week's slots is booked (demo-bookings.ts). Every date is
 * counted back from `--today`, Morocco's current day by default (decision 051).
 */
const { values } = parseArgs({
  options: {
    doctors: { type: 'string', default: '2000' },
    reviews: { type: 'string' },
    seed: { type: 'string', default: '1' },
    today: { type: 'string' },
    bookable: { type: 'string', default: String(1 / 3) },
    'booked-every': { type: 'string', default: '8' },
    reset: { type: 'boolean', default: false },
  },
});
const doctors = Number.parseInt(values.doctors, 10);
const seed = Number.parseInt(values.seed, 10);
const reviews = values.reviews === undefined ? undefined : Number.parseInt(values.reviews, 10);
const bookableShare = Number(values.bookable);
const bookedEvery = Number.parseInt(values['booked-every'], 10);
const today = values.today;
if (
  (today !== undefined && !ZLocalDate.safeParse(today).success) ||
  !(Number.isInteger(bookedEvery) && bookedEvery >= 1) ||
  !(bookableShare >= 0 && bookableShare <= 1) ||
  !Number.isInteger(doctors) ||
  doctors < 1 ||
  !Number.isInteger(seed) ||
  (reviews !== undefined && (!Number.isInteger(reviews) || reviews < 0))
) {
  console.error(
    'usage: npm run seed -- --doctors N [--reviews R] [--seed S] [--today YYYY-MM-DD] [--bookable SHARE] [--booked-every K] [--reset]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDirectory: `${config.dataDir}/db` },
);
const started = Date.now();
await database.migrate();
await upsertReferenceData(database);
const [existing] = await database.query<{ count: number }>('select count(*)::int as count from doctors');
if (existing && existing.count > 0) {
  if (!values.reset) {
    console.error(`The database already holds ${existing.count} doctors; add --reset to replace all data.`);
    await database.close();
    process.exit(1);
  }
  await database.query(
    'truncate appointments, follows, reviews, blog_posts, auth_tokens, password_resets, doctors, users restart identity cascade',
  );
}

const bar = new cliProgress.SingleBar(
  { format: 'seeding [{bar}] {percentage}% | {value}/{total} rows | {duration}s' },
  cliProgress.Presets.shades_classic,
);
bar.start(1, 0);
const summary = await seedDemoData(database, {
  doctors,
  seed,
  bookableShare,
  bookedEvery,
  ...(reviews === undefined ? {} : { reviews }),
  ...(today === undefined ? {} : { today }),
  blogImages: createBlogImageStore(createMediaFiles(database.db)),
  onProgress: (done, total) => {
    bar.setTotal(total);
    bar.update(done);
  },
});
bar.stop();
await database.close();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Seeded ${summary.doctors} doctors, ${summary.users} users, ${summary.reviews} reviews, ${summary.blogPosts} posts and ${summary.appointments} appointments on ${database.kind} in ${seconds} s.`,
);
