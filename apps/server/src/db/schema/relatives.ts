import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person an account books for (decision 075): a child, a parent, a spouse or another relative,
 * with a birth date (their age on the agenda, and whether their consent must be confirmed) and an
 * optional phone. Reminders go to the account. Deleting the account deletes its relatives and,
 * through them, their appointments; a relative with an appointment ahead is not deleted.
 */
export const relatives = pgTable(
  'relatives',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date().notNull(),
    relationship: text().notNull(),
    phone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('relatives_user').on(t.userId),
    check('relatives_relationship_check', sql`${t.relationship} in ('child', 'parent', 'spouse', 'other')`),
  ],
);
