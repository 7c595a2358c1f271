import type pg from 'pg';

/**
 * Performance shim (decision 061): `pool.query` of a node-postgres pool is replaced by one that
 * gives a statement text seen twice a name, so that node-postgres prepares it on each connection
 * and then only binds and executes it. It relies on node-postgres preparing a named query once per
 * connection (its documented `name` option), but patches the pool object: pg is pinned exactly in
 * apps/server/package.json. What it bought (decision 033): misspelt-name searches p99 52 → 32 ms
 * and the cache-off search mix p99 25 → 18 ms on PostgreSQL at 100,000 doctors; on 2026-11-28 a
 * misspelt-name search cost 16 % more CPU without it. Guarded by
 * pg-pool-prepared-queries.test.ts (on PostgreSQL, when DATABASE_URL is set): a statement run
 * twice must be in the connection's `pg_prepared_statements`. Removing it: delete the call in
 * client.ts.
 */

/** At most this many statements are kept prepared on each PostgreSQL connection. */
const keptStatementsPerConnection = 300;

/**
 * Names every statement text the pool runs a second time, so node-postgres prepares it once per
 * connection and then only binds and executes it: PostgreSQL neither parses nor plans it again
 * (decision 033; the PGlite thread does the same). Drizzle's statements carry their values as
 * parameters, so the texts are few (one per query shape); past `keptStatementsPerConnection`
 * texts, the others run unnamed as before. Statements on a client checked out for a transaction
 * are left alone.
 */
export function keepPlansOfRepeatedStatements(pool: pg.Pool): void {
  const seen = new Set<string>();
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (config: unknown, values?: unknown) => {
    if (typeof config === 'object' && config !== null && 'text' in config && !('name' in config && config.name)) {
      const text = String(config.text);
      let name = names.get(text);
      if (!name && seen.has(text) && names.size < keptStatementsPerConnection) {
        name = `tabib_${names.size + 1}`;
        names.set(text, name);
      } else if (!name && seen.size < keptStatementsPerConnection * 10) {
        seen.add(text);
      }
      if (name) return query({ ...config, name }, values);
    }
    return query(config, values);
  };
}
