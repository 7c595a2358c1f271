import { bayesianRankScore, type Locale } from '@tabib/shared';
import type { Database } from '../db/client.ts';
import { cities } from '../db/reference/cities.ts';
import { specialities } from '../db/reference/specialities.ts';
import { blogPosts } from './content/blog-posts.ts';
import { reviewGroupOf } from './content/review-texts.ts';
import { bulkInsert, nextId, syncIdentity, type BulkColumn } from './bulk-insert.ts';
import { buildDoctor, buildUser, type DoctorRow, type ReviewRow, type UserRow } from './factories.ts';
import { createRandom, type Random } from './random.ts';
import type { BlogImageStore } from '../media/blog-image-store.ts';
import { prepareBlogContent } from '../modules/blogs/blog-content.ts';
import { createSlugAllocator } from '../modules/doctors/doctor-naming.ts';
import { postIllustration } from './content/post-illustrations.ts';
import { placeDemoDoctors } from './demo-locations.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { drawPracticeFacts, practiceColumns, type PracticeFacts } from './demo-practice.ts';
import { drawSchedule, type DemoSchedule } from './demo-schedule.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedPendingVerifications } from './pending-verifications.ts';
import { daysBefore, momentDaysBefore, momentWithinDaysBefore, resolveDemoDay, type DemoDay } from './demo-day.ts';
import { allocateReviewCounts, composeReviewText, drawQuality, drawRating } from './demo-reviews.ts';

export interface DemoDataOptions {
  doctors: number;
  /** Total reviews, spread over doctors with a long tail; defaults to three per doctor. */
  reviews?: number;
  seed?: number;
  /**
   * The day the data is made, `YYYY-MM-DD` (decision 051): every date written falls before it, the
   * upcoming appointments excepted. The current day on Morocco's clock by default.
   */
  today?: string;
  /** Called as rows are written: `done` of `total` rows. */
  onProgress?: (done: number, total: number) => void;
  /** Where posts' illustrations are stored; without it, demo posts have no image. */
  blogImages?: BlogImageStore;
  /** Doctor accounts waiting in the moderators' queue, beyond `doctors` (decision 038); none by default. */
  pendingVerifications?: number;
  /**
   * The share of the doctors (0 to 1) owned by demo doctor accounts with a schedule, visit types and
   * appointments (decision 042); none by default.
   */
  bookableShare?: number;
  /**
   * One in this many of a bookable doctor's slots of the next week is booked, one in twice as many
   * the week after and one in 7.5 times as many of the last month's; 8 by default (demo-bookings.ts).
   */
  bookedEvery?: number;
  /** Demo reviews that carry reports, for the moderators' queue (decision 039). */
  reportedReviews?: number;
}

export interface DemoDataSummary {
  doctors: number;
  users: number;
  reviews: number;
  blogPosts: number;
  appointments: number;
}

const userColumns: BulkColumn<UserRow>[] = [
  { name: 'id', type: 'int4', value: (row) => row.id },
  { name: 'email', type: 'text', value: (row) => row.email },
  { name: 'password_hash', type: 'text', value: (row) => row.passwordHash },
  { name: 'first_name', type: 'text', value: (row) => row.firstName },
  { name: 'last_name', type: 'text', value: (row) => row.lastName },
  { name: 'gender', type: 'text', value: (row) => row.gender },
  { name: 'is_doctor', type: 'bool', value: (row) => row.isDoctor },
  { name: 'locale', type: 'text', value: (row) => row.locale },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'email_confirmed_at', type: 'timestamptz', value: (row) => row.createdAt },
];

const doctorColumns: BulkColumn<DoctorRow>[] = [
  { name: 'id', type: 'int4', value: (row) => row.id },
  { name: 'user_id', type: 'int4', value: (row) => row.userId },
  // The demo's doctor accounts are verified (decision 038): their pages, posts and badges show.
  { name: 'verified_at', type: 'timestamptz', value: (row) => (row.userId === null ? null : row.createdAt) },
  { name: 'slug', type: 'text', value: (row) => row.slug },
  { name: 'first_name', type: 'text', value: (row) => row.firstName },
  { name: 'last_name', type: 'text', value: (row) => row.lastName },
  { name: 'first_name_ar', type: 'text', value: (row) => row.firstNameAr },
  { name: 'last_name_ar', type: 'text', value: (row) => row.lastNameAr },
  { name: 'gender', type: 'text', value: (row) => row.gender },
  { name: 'speciality_id', type: 'int4', value: (row) => row.specialityId },
  { name: 'city_id', type: 'int4', value: (row) => row.cityId },
  { name: 'street', type: 'text', value: (row) => row.street },
  { name: 'postal_code', type: 'text', value: (row) => row.postalCode },
  { name: 'city_name', type: 'text', value: (row) => row.cityName },
  { name: 'phone', type: 'text', value: (row) => row.phone },
  { name: 'description_fr', type: 'text', value: (row) => row.descriptions.fr },
  { name: 'description_en', type: 'text', value: (row) => row.descriptions.en },
  { name: 'description_ar', type: 'text', value: (row) => row.descriptions.ar },
  { name: 'description_lang', type: 'text', value: (row) => row.descriptionLang },
  { name: 'languages', type: 'text[]', value: (row) => row.languages },
  { name: 'rating_count', type: 'int4', value: (row) => row.ratingCount },
  { name: 'rating_half_sum', type: 'int4', value: (row) => row.ratingHalfSum },
  { name: 'rank_score', type: 'float8', value: (row) => row.rankScore },
  { name: 'name_search', type: 'text', value: (row) => row.nameSearch },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
];

const reviewColumns: BulkColumn<ReviewRow>[] = [
  { name: 'id', type: 'int4', value: (row) => row.id },
  { name: 'doctor_id', type: 'int4', value: (row) => row.doctorId },
  { name: 'user_id', type: 'int4', value: (row) => row.userId },
  { name: 'rating_halves', type: 'int4', value: (row) => row.ratingHalves },
  { name: 'review', type: 'text', value: (row) => row.review },
  { name: 'created_at', type: 'timestamptz', value: (row) => row.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (row) => row.createdAt },
];

/** A demo doctor: the listing, what its practice says (decision 074) and, when it takes bookings, its week. */
type DemoDoctorRow = DoctorRow & { practice: PracticeFacts; schedule?: DemoSchedule };
const demoDoctorColumns: BulkColumn<DemoDoctorRow>[] = [...doctorColumns, ...practiceColumns];

/** Writes doctor rows built by the factories (tests and e2e use it for their own fixtures). */
export async function insertDoctors(database: Database, rows: DoctorRow[]): Promise<void> {
  await bulkInsert(database, 'doctors', doctorColumns, rows);
  await syncIdentity(database, 'doctors');
}

/**
 * Fills the database with demo data: doctors (some owned by doctor accounts that write the blog
 * posts), patient accounts, reviews with consistent rating summaries, and posts in fr, en and ar,
 * all dated before the day it is made (decision 051). Deterministic for a given seed, day and
 * starting state.
 */
export async function seedDemoData(database: Database, options: DemoDataOptions): Promise<DemoDataSummary> {
  const random = createRandom(options.seed ?? 1);
  // Practices, hours, prices and relatives draw from their own stream: the listings, accounts and
  // reviews of a seed stay what they were before practices were described.
  const practiceRandom = createRandom(((options.seed ?? 1) ^ 0x5eed0074) >>> 0);
  const day = await resolveDemoDay(database, options.today);
  const doctorCount = options.doctors;
  const reviewTotal = options.reviews ?? doctorCount * 3;
  const reviewerCount = Math.max(200, Math.ceil(doctorCount / 2), Math.ceil(reviewTotal / 50));
  const authorCount = Math.min(doctorCount, blogPosts.length);
  // Doctors who take bookings: the authors first, then every third doctor or so.
  const bookableCount = Math.min(doctorCount, Math.round(doctorCount * (options.bookableShare ?? 0)));
  const ownerCount = Math.max(authorCount, bookableCount);
  const totalRows = doctorCount + reviewerCount + ownerCount + reviewTotal;
  let written = 0;
  const progress = (rows: number) => {
    written += rows;
    options.onProgress?.(Math.min(written, totalRows), totalRows);
  };

  // Accounts: first the doctors who own their listing and write the posts, then the patients.
  const firstUserId = await nextId(database, 'users');
  const firstDoctorId = await nextId(database, 'doctors');
  const takenSlugs = await database.query<{ slug: string }>('select slug from doctors');
  const allocateSlug = createSlugAllocator(takenSlugs.map((row) => row.slug));

  const doctors: DemoDoctorRow[] = [];
  for (let index = 0; index < doctorCount; index += 1) {
    // An author practises the speciality their post is about, and their description says so.
    const specialityId = index < authorCount ? specialityIdOf(blogPosts[index]?.speciality) : undefined;
    const doctor = buildDoctor({
      id: firstDoctorId + index,
      random,
      allocateSlug,
      today: day.start,
      overrides: specialityId ? { specialityId } : {},
    });
    const city = cities[doctor.cityId - 1];
    const place = {
      citySlug: city?.slug ?? '',
      specialitySlug: specialities[doctor.specialityId - 1]?.slug ?? '',
      cityLabels: { fr: city?.fr ?? doctor.cityName, en: city?.en ?? doctor.cityName, ar: city?.ar ?? doctor.cityName },
    };
    const practice = drawPracticeFacts(practiceRandom, place);
    doctors.push({
      ...doctor,
      practice,
      ...(index < bookableCount ? { schedule: drawSchedule(practiceRandom, place) } : {}),
    });
  }

  const users: UserRow[] = [];
  for (let index = 0; index < ownerCount; index += 1) {
    const doctor = doctors[index] as DoctorRow;
    const post = index < authorCount ? blogPosts[index % blogPosts.length] : undefined;
    const user = buildUser({
      id: firstUserId + index,
      random,
      today: day.start,
      overrides: {
        // Members for most of a year at least, so their posts of the last months follow their sign-up.
        createdAt: momentWithinDaysBefore(day.start, 240, 1100, random),
        email: `doctor${firstUserId + index}@tabib.example`,
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        gender: doctor.gender,
        isDoctor: true,
        locale: (post?.lang ?? 'fr') as Locale,
      },
    });
    doctor.userId = user.id;
    doctor.createdAt = user.createdAt;
    users.push(user);
  }
  const firstReviewerId = firstUserId + ownerCount;
  for (let index = 0; index < reviewerCount; index += 1) {
    users.push(buildUser({ id: firstReviewerId + index, random, today: day.start }));
  }
  await bulkInsert(database, 'users', userColumns, users);
  progress(users.length);

  // Reviews are drawn first so each doctor row is written with its final rating summary.
  const counts = allocateReviewCounts(random, doctorCount, reviewTotal, reviewerCount);
  const firstReviewId = await nextId(database, 'reviews');
  let reviewId = firstReviewId;
  let pending: ReviewRow[] = [];
  const doctorBatch: DemoDoctorRow[] = [];
  const flushReviews = async () => {
    await bulkInsert(database, 'reviews', reviewColumns, pending);
    progress(pending.length);
    pending = [];
  };
  const flushDoctors = async () => {
    await bulkInsert(database, 'doctors', demoDoctorColumns, doctorBatch);
    progress(doctorBatch.length);
    doctorBatch.length = 0;
  };
  for (const [index, doctor] of doctors.entries()) {
    const count = counts[index] ?? 0;
    const quality = drawQuality(random, count);
    const group = reviewGroupOf(specialities[doctor.specialityId - 1]?.slug ?? '');
    const usedSentences = new Set<string>();
    const doctorAge = daysBefore(day.start, doctor.createdAt);
    // Distinct reviewers: a random start and a stride co-prime with the pool never repeat a user.
    const start = random.int(0, reviewerCount - 1);
    const stride = coprimeStride(random, reviewerCount);
    let halfSum = 0;
    for (let k = 0; k < count; k += 1) {
      const ratingHalves = drawRating(random, quality);
      const reviewer = users[ownerCount + ((start + k * stride) % reviewerCount)] as UserRow;
      halfSum += ratingHalves;
      pending.push({
        id: reviewId,
        doctorId: doctor.id,
        userId: reviewer.id,
        ratingHalves,
        review: composeReviewText(random, { group, ratingHalves, locale: reviewer.locale, used: usedSentences }),
        createdAt: reviewMoment(random, day, Math.min(doctorAge, daysBefore(day.start, reviewer.createdAt))),
      });
      reviewId += 1;
    }
    doctor.ratingCount = count;
    doctor.ratingHalfSum = halfSum;
    doctor.rankScore = bayesianRankScore(halfSum, count);
    doctorBatch.push(doctor);
    if (doctorBatch.length >= 5000) await flushDoctors();
    if (pending.length >= 20000) {
      if (doctorBatch.length) await flushDoctors();
      await flushReviews();
    }
  }
  if (doctorBatch.length) await flushDoctors();
  if (pending.length) await flushReviews();

  const posts = blogPosts.slice(0, authorCount).map((post, index) => ({
    authorId: firstUserId + index,
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    lang: post.lang,
    motif: post.motif,
    // One post every nine days or so, the last one nine days ago.
    createdAt: momentDaysBefore(day.start, (authorCount - index) * 9 - random.int(0, 3), random),
  }));
  for (const post of posts) {
    // The same preparation as a post written in the editor: sanitised, rules applied, summary
    // derived, and the illustration pasted as a data: image stored in its sized variants.
    const { blogImages } = options;
    const illustration = blogImages
      ? `<p><img src="data:image/png;base64,${(await postIllustration(post.motif, post.authorId)).toString('base64')}"></p>\n`
      : '';
    const prepared = await prepareBlogContent({
      html: illustration + post.content,
      title: post.title,
      lang: post.lang,
      images: blogImages
        ? { measure: (image) => blogImages.measure(image), store: (image) => blogImages.save(image, post.authorId) }
        : undefined,
    });
    await database.query(
      'insert into blog_posts (author_id, title, content, excerpt, summary, image, lang, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $8)',
      [
        post.authorId,
        post.title,
        prepared.content,
        post.excerpt,
        prepared.summary,
        prepared.image,
        prepared.lang,
        post.createdAt,
      ],
    );
    // The illustration's stored variants are dated with their post, not with the clock.
    await database.query(`update media_files set created_at = $1 where name like $2`, [
      post.createdAt,
      `blog/${post.authorId}-%`,
    ]);
  }
  progress(posts.length);

  for (const table of ['users', 'doctors', 'reviews']) await syncIdentity(database, table);
  await placeDemoDoctors(database, options.seed ?? 1);
  await seedPendingVerifications(database, random, { count: options.pendingVerifications ?? 0, day });
  await seedDemoReports(database, random, { count: options.reportedReviews ?? 0, day });
  const appointments = await seedDemoBookings(database, {
    day,
    doctors: doctors
      .slice(0, bookableCount)
      .map((doctor) => ({ id: doctor.id, schedule: doctor.schedule as DemoSchedule })),
    patients: users.slice(ownerCount),
    random: practiceRandom,
    bookedEvery: options.bookedEvery ?? 8,
  });
  // After a bulk load, VACUUM sets hint bits and the visibility map once, instead of every first
  // read dirtying pages (measured: search throughput x10 on a freshly seeded 100,000 doctors).
  await database.query('vacuum analyze');
  return {
    doctors: doctorCount,
    users: users.length,
    reviews: reviewId - firstReviewId,
    blogPosts: posts.length,
    appointments,
  };
}

/**
 * When a review was written: on one of the `ageLimit - 1` days before the demo day after both the
 * listing and the reviewer's account existed, recent days more likely (patients review more now).
 */
function reviewMoment(random: Random, day: DemoDay, ageLimit: number): Date {
  const age = 1 + Math.floor(random.next() ** 1.8 * Math.max(1, ageLimit - 1));
  return momentDaysBefore(day.start, age, random);
}

function specialityIdOf(slug: string | undefined): number | undefined {
  const index = specialities.findIndex((entry) => entry.slug === slug);
  return index >= 0 ? index + 1 : undefined;
}

function coprimeStride(random: Random, modulus: number): number {
  if (modulus <= 2) return 1;
  for (;;) {
    const candidate = random.int(1, modulus - 1);
    if (greatestCommonDivisor(candidate, modulus) === 1) return candidate;
  }
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}
