import type { Db } from './client.ts';

/**
 * Performance shim (decision 061): Drizzle statements built and prepared once per database handle
 * and per shape, instead of on every request. Drizzle's public `.prepare(name)` only; what it
 * bought: searches without a name 1,991 → 2,449 req/s on PostgreSQL (Drizzle's query building was
 * the server's largest cost), and with the other fixes of that day a doctor page's reads 22.0 →
 * 14.4 ms on PGlite; on 2026-11-28 a doctor lookup by slug cost 36 % more CPU without it
 * (PostgreSQL). Plans are kept below, for every repeated statement text
 * (pglite-statement-cache.ts, pg-pool-prepared-queries.ts). Guarded by doctor-search.test.ts and
 * reviews.test.ts, which run every shape through it and compare answers with the data.
 */

/** A statement built once per database handle: `prepare` receives the handle and returns what it prepared. */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/**
 * A statement built once per database handle and per shape (which filters a query has, say):
 * `prepare` receives the handle and the shape's key.
 */
export function preparedPerShape<T>(prepare: (db: Db, shape: string) => T): (db: Db, shape: string) => T {
  const prepared = new WeakMap<Db, Map<string, T>>();
  return (db, shape) => {
    let byShape = prepared.get(db);
    if (!byShape) {
      byShape = new Map();
      prepared.set(db, byShape);
    }
    let statement = byShape.get(shape);
    if (statement === undefined) {
      statement = prepare(db, shape);
      byShape.set(shape, statement);
    }
    return statement;
  };
}
