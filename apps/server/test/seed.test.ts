import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bayesianRankScore, doctorBaseSlug, locales } from '@tabib/shared';
import type { Database } from '../src/db/client.ts';
import { createBlogImageStore, type BlogImageStore } from '../src/media/blog-image-store.ts';
import { createMediaFiles, type MediaFiles } from '../src/media/media-files.ts';
import { seedDemoData, type DemoDataSummary } from '../src/seed/generate-demo-data.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Database;
let summary: DemoDataSummary;
let blogImages: BlogImageStore;
let media: MediaFiles;
beforeAll(async () => {
  database = await createTestDatabase();
  media = createMediaFiles(database.db);
  blogImages = createBlogImageStore(media);
  summary = await seedDemoData(database, { doctors: 400, seed: 11, blogImages });
});
afterAll(() => database.close());

describe('demo data generator', () => {
  it('writes the doctors, reviews and posts it reports', async () => {
    const [counts] = await database.query<{ doctors: number; reviews: number; posts: number }>(
      `select (select count(*)::int from doctors) as doctors, (select count(*)::int from reviews) as reviews, (select count(*)::int from blog_posts) as posts`,
    );
    expect(counts).toEqual({ doctors: 400, reviews: summary.reviews, posts: summary.blogPosts });
    expect(summary.reviews).toBeGreaterThan(400);
  });

  it('keeps every doctor rating summary equal to their reviews', async () => {
    const mismatches = await database.query(
      `select d.id from doctors d left join (select doctor_id, count(*)::int as n, sum(rating_halves)::int as s from reviews group by doctor_id) r on r.doctor_id = d.id
       where d.rating_count <> coalesce(r.n, 0) or d.rating_half_sum <> coalesce(r.s, 0)`,
    );
    expect(mismatches).toEqual([]);
    const doctors = await database.query<{ rating_half_sum: number; rating_count: number; rank_score: number }>(
      'select rating_half_sum, rating_count, rank_score from doctors',
    );
    for (const doctor of doctors) {
      expect(doctor.rank_score).toBeCloseTo(bayesianRankScore(doctor.rating_half_sum, doctor.rating_count), 9);
    }
  });

  it('spreads reviews with a long tail', async () => {
    const counts = (
      await database.query<{ rating_count: number }>('select rating_count from doctors order by rating_count')
    ).map((row) => row.rating_count);
    const median = counts[Math.floor(counts.length / 2)] ?? 0;
    expect(counts.at(-1)).toBeGreaterThan(Math.max(5, median * 5));
  });

  it('gives every doctor a unique firstname-lastname slug, a speciality, a city and an address', async () => {
    const doctors = await database.query<{
      slug: string;
      first_name: string;
      last_name: string;
      speciality_id: number;
      city_id: number;
      street: string;
    }>('select slug, first_name, last_name, speciality_id, city_id, street from doctors');
    expect(new Set(doctors.map((doctor) => doctor.slug)).size).toBe(doctors.length);
    for (const doctor of doctors) {
      expect(doctor.slug).toMatch(new RegExp(`^${doctorBaseSlug(doctor.first_name, doctor.last_name)}(-\\d+)?$`));
      expect(doctor.speciality_id).toBeGreaterThan(0);
      expect(doctor.city_id).toBeGreaterThan(0);
      expect(doctor.street).not.toBe('');
    }
  });

  it('writes every description in French, English and Arabic, with the languages the doctor speaks', async () => {
    const doctors = await database.query<{
      description_fr: string;
      description_en: string;
      description_ar: string;
      description_lang: string;
      languages: string[];
    }>('select description_fr, description_en, description_ar, description_lang, languages from doctors');
    const ownLanguages = new Set<string>();
    for (const doctor of doctors) {
      expect(doctor.description_fr).toMatch(/\b(?:je|le|la|les|à|des)\b/);
      expect(doctor.description_en).toMatch(/\b(?:I|the|in|at|of)\b/);
      expect(doctor.description_ar).toMatch(/\p{Script=Arabic}{3}/u);
      expect(doctor.description_fr).not.toMatch(/\p{Script=Arabic}/u);
      expect(doctor.languages).toContain('ar');
      ownLanguages.add(doctor.description_lang);
    }
    // The doctor's own language is drawn as before: mostly French, some Arabic and English.
    expect(ownLanguages).toEqual(new Set(['fr', 'en', 'ar']));
  });

  it('draws both genders and puts most doctors in the big cities', async () => {
    const genders = await database.query<{ gender: string; n: number }>(
      'select gender, count(*)::int as n from doctors group by gender',
    );
    expect(genders.map((row) => row.gender).sort()).toEqual(['F', 'M']);
    const [casablanca] = await database.query<{ n: number }>(
      `select count(*)::int as n from doctors d join cities c on c.id = d.city_id where c.slug = 'casablanca'`,
    );
    const [ifrane] = await database.query<{ n: number }>(
      `select count(*)::int as n from doctors d join cities c on c.id = d.city_id where c.slug = 'ifrane'`,
    );
    expect(casablanca?.n).toBeGreaterThan((ifrane?.n ?? 0) * 5);
  });

  it('writes blog posts in French, English and Arabic, authored by doctor accounts that own their listing', async () => {
    const languages = await database.query<{ lang: string }>('select distinct lang from blog_posts order by lang');
    expect(languages.map((row) => row.lang).sort()).toEqual([...locales].sort());
    const orphans = await database.query(
      `select p.id from blog_posts p join users u on u.id = p.author_id left join doctors d on d.user_id = u.id where not u.is_doctor or d.id is null`,
    );
    expect(orphans).toEqual([]);
  });

  it('gives demo accounts no usable password and no deliverable address', async () => {
    const users = await database.query<{ email: string; password_hash: string }>(
      'select email, password_hash from users',
    );
    for (const user of users) {
      expect(user.password_hash).toBe('!');
      expect(user.email).toMatch(/@tabib\.example$/);
    }
  });

  it('is deterministic for a given seed', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other, { doctors: 400, seed: 11 });
      const query = 'select slug, speciality_id, city_id, rating_count, rating_half_sum from doctors order by id';
      expect(await other.query(query)).toEqual(await database.query(query));
    } finally {
      await other.close();
    }
  });

  it('illustrates every post with a stored image, prepared like a post written in the editor', async () => {
    const posts = await database.query<{ content: string; image: string | null; summary: string }>(
      'select content, image, summary from blog_posts',
    );
    expect(posts).toHaveLength(summary.blogPosts);
    for (const post of posts) {
      const key = /^\/media\/blog\/([\w-]+)-600\.webp$/.exec(post.image ?? '')?.[1];
      expect(key).toBeDefined();
      expect(await media.get(`blog/${key}-300.webp`)).toMatchObject({ contentType: 'image/webp' });
      expect(post.content).toContain('decoding="async"');
      expect(post.summary.length).toBeGreaterThan(50);
    }
  });
});

describe('demo data for the moderators (decision 038)', () => {
  let small: Database;
  beforeAll(async () => {
    small = await createTestDatabase();
    await seedDemoData(small, { doctors: 60, seed: 5, pendingVerifications: 2, reportedReviews: 3 });
  });
  afterAll(() => small.close());

  it('queues doctor accounts with a drawn card and reports a few reviews, never by their authors', async () => {
    const waiting = await small.query<{ public: boolean; bytes: number; type: string }>(
      `select d.is_public as public, v.document_bytes as bytes, v.document_type as type
         from doctor_verifications v join doctors d on d.id = v.doctor_id where v.status = 'submitted'`,
    );
    expect(waiting).toHaveLength(2);
    for (const request of waiting) expect(request).toMatchObject({ public: false, type: 'image/jpeg' });
    expect(Math.min(...waiting.map((request) => request.bytes))).toBeGreaterThan(1_000);
    const reported = await small.query<{ review: number; reporters: number; by_author: number }>(
      `select r.target_id as review, count(*)::int as reporters,
              count(*) filter (where r.reporter_id = reviews.user_id)::int as by_author
         from reports r join reviews on reviews.id = r.target_id
        where r.target_type = 'review' and r.resolved_at is null group by r.target_id`,
    );
    expect(reported).toHaveLength(3);
    for (const item of reported) expect(item.by_author).toBe(0);
  });
});
