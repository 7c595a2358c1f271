import type { Db } from './client.ts';

/**
 * A statement built once per database handle (Drizzle's `.prepare(name)`): the hot reads skip SQL
 * building on every request, and on PostgreSQL run as a named statement planned once per
 * connection. `prepare` receives the handle and returns what it prepared.
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
