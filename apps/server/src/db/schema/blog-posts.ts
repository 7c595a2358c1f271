import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A doctor's article. `content` is sanitised HTML; `lang` lets Arabic posts render right to left. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    excerpt: text().notNull().default(''),
    image: text(),
    lang: text().notNull().default('fr'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blog_posts_lang_check', sql`${t.lang} in ('fr', 'en', 'ar')`),
    index('blog_posts_created').on(t.createdAt.desc(), t.id.desc()),
    index('blog_posts_author_created').on(t.authorId, t.createdAt.desc()),
  ],
);
