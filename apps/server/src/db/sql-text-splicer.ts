import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Performance shim (decision 061): a statement whose text depends only on its shape is turned into
 * SQL text by Drizzle once per shape, then each call splices its values into that text as
 * parameters, in the order the text numbers them. It relies on what Drizzle's
 * `PgDialect.sqlToQuery` writes (parameters as `$1`, `$2`… in the order of `params`, placeholders
 * as `Placeholder` objects), which is not a documented contract: drizzle-orm is pinned exactly in
 * apps/server/package.json. What it bought: building the name search through Drizzle on every
 * request was 8 % of a misspelt-name search's CPU; misspelt names 810–953 → 848–981 req/s, p99
 * 31–33 → 25–29 ms on PostgreSQL; on 2026-11-28 about 50 µs a statement, within the noise end to
 * end (decision 061: the first to remove if a quiet machine confirms it). Guarded by
 * sql-text-splicer.test.ts, which compares the spliced statement with Drizzle's own for the name
 * search's shapes.
 */

// The same naming as the database clients' (client.ts).
const dialect = new PgDialect({ casing: 'snake_case' });

type SplicedText = { parts: string[]; slots: Array<{ name: string } | { value: unknown }> };
const texts = new Map<string, SplicedText>();

/**
 * The statement `build()` makes, with `sql.placeholder(name)` bound to `values[name]`; `build` runs
 * once per `key`, so `key` must name everything the text depends on.
 */
export function spliceShapedStatement(key: string, build: () => SQL, values: Record<string, unknown>): SQL {
  let text = texts.get(key);
  if (!text) {
    const query = dialect.sqlToQuery(build());
    text = {
      parts: query.sql.split(/\$\d+/),
      slots: query.params.map((param) => (is(param, Placeholder) ? { name: param.name as string } : { value: param })),
    };
    texts.set(key, text);
  }
  const { parts, slots } = text;
  const chunks: SQL[] = [sql.raw(parts[0] ?? '')];
  slots.forEach((slot, index) => {
    const value = 'name' in slot ? values[slot.name] : slot.value;
    if (value === undefined) throw new Error(`no value for ${'name' in slot ? slot.name : index} in ${key}`);
    chunks.push(sql`${sql.param(value)}`, sql.raw(parts[index + 1] ?? ''));
  });
  return sql.join(chunks);
}
