import type { Db } from './client.ts';

/**
 * A statement built once per database handle (Drizzle's `.prepare(name)`): the hot reads skip
 * Drizzle's SQL building on every request. Plans are kept below, for every repeated statement text
 * (the PGlite thread and the PostgreSQL pool, decision 033). `prepare` receives the handle and
 * returns what it prepared.
 */
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
