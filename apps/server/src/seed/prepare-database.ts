import type { Database } from '../db/client.ts';
import type { BlogImageStore } from '../media/blog-image-store.ts';
import { seedDemoData } from './generate-demo-data.ts';
import { upsertReferenceData } from './reference-data.ts';

export interface PrepareOptions {
  /** Doctors to generate when the database has none; 0 leaves it empty (DEMO_DATA=0). */
  demoDoctors: number;
  log?: (message: string) => void;
  /** Where the demo posts' illustrations go (DATA_DIR/media/blog). */
  blogImages?: BlogImageStore;
}

/** Start-up: migrations, reference data, and demo data on a fresh database. */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await database.migrate();
  await upsertReferenceData(database);
  if (options.demoDoctors <= 0) return;
  const [row] = await database.query<{ any: boolean }>('select exists (select 1 from doctors) as any');
  if (row?.any) return;
  const started = Date.now();
  const summary = await seedDemoData(database, {
    doctors: options.demoDoctors,
    // A few doctor accounts wait for verification, so the admin area shows its queue (decision 038).
    pendingVerifications: 3,
    // …and a few reviews carry reports, so it shows its reports queue too.
    reportedReviews: 4,
    // A third of the doctors take bookings online, with appointments already made (decision 042).
    bookableShare: 1 / 3,
    ...(options.blogImages ? { blogImages: options.blogImages } : {}),
  });
  options.log?.(
    `demo data: ${summary.doctors} doctors, ${summary.reviews} reviews, ${summary.blogPosts} posts, ${summary.appointments} appointments in ${Date.now() - started} ms`,
  );
}
