import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An article by a signed-in user (doctors, mostly). `content` is sanitised HTML with the section 5
 * rules applied; `lang` lets Arabic posts render right to left.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    /** Optional summary written by the author. */
    excerpt: text().notNull().default(''),
    /** The start of the plain text, derived at save: cards and meta descriptions without the HTML. */
    summary: text().notNull().default(''),
    /** The first image of the content, derived at save, for cards and share previews. */
    image: text(),
    lang: text().notNull().default('fr'),
    /** Hidden by a moderator, or with its author's suspension (decision 039). */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBySuspension: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_posts_lang_check', sql`${t.lang} in ('fr', 'en', 'ar')`),
    index('blog_posts_created').on(t.createdAt.desc(), t.id.desc()),
    // A blog list in the reader's language (decision 035).
    index('blog_posts_lang_created').on(t.lang, t.createdAt.desc(), t.id.desc()),
    index('blog_posts_author_created').on(t.authorId, t.createdAt.desc()),
  ],
);
