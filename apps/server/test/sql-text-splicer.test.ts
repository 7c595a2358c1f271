import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { spliceShapedStatement } from '../src/db/sql-text-splicer.ts';
import { doctorNameRanks, doctors } from '../src/db/schema/index.ts';

// The splicer (src/db/sql-text-splicer.ts, decision 061) relies on how Drizzle writes a statement's
// text and parameters: if a Drizzle release writes them otherwise, these fail.
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement of the name search's kind: placeholders, inline values and an array, twice the same placeholder. */
const build = () => sql`
  select ${doctors.id}, ${'fixed'}::text as label from ${doctors}
  join ${doctorNameRanks} as ranks on ranks.doctor_id = ${doctors.id}
  where ranks.word_id = any(${sql.placeholder('ids')}::int[]) and ${doctors.firstName} like ${sql.placeholder('like')}
    and ranks.word_id > ${sql.placeholder('knownUpTo')} and ranks.word_id <> ${sql.placeholder('knownUpTo')}
  limit ${sql.placeholder('reach')} offset ${7}`;

describe('a statement spliced from its text kept per shape', () => {
  it("gives Drizzle's own text and parameters, for each call's values", () => {
    for (const values of [
      { ids: [3, 1], like: '%ben%', knownUpTo: 12, reach: 10 },
      { ids: [], like: '%a$1b%', knownUpTo: 0, reach: 40 },
    ]) {
      const spliced = dialect.sqlToQuery(spliceShapedStatement('test:shape', build, values));
      const own = dialect.sqlToQuery(build());
      expect(spliced.sql).toBe(own.sql);
      expect(spliced.params).toEqual(fillPlaceholders(own.params, values));
    }
  });

  it('refuses a call that leaves a placeholder without a value', () => {
    expect(() => spliceShapedStatement('test:shape', build, { ids: [1], like: '%x%', reach: 10 })).toThrow(/knownUpTo/);
  });
});
