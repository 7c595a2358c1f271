import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { doctors } from './doctors.ts';
import { users } from './users.ts';

/** One review per user per doctor (product.md §10): a second submission replaces the first. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /**
     * The author; null once the author deleted their account and chose to keep their reviews
     * anonymised (decision 037): shown as "Former patient".
     */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Half-star units: 1 is half a star, 10 is five stars. */
    ratingHalves: integer().notNull(),
    review: text().notNull().default(''),
    /**
     * Hidden by a moderator (or with its author's suspension, `hidden_by_suspension`): out of every
     * public answer and of the doctor's rating summary (decision 039).
     */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBySuspension: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_user_doctor_unique').on(t.userId, t.doctorId),
    check('reviews_rating_check', sql`${t.ratingHalves} between 1 and 10`),
    index('reviews_doctor_created').on(t.doctorId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Follows are unique per user and doctor, so following twice is harmless. */
export const follows = pgTable(
  'follows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('follows_user_doctor_unique').on(t.userId, t.doctorId), index('follows_doctor').on(t.doctorId)],
);
