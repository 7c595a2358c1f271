import { parse, type PGlite, protocol, type Results } from '@electric-sql/pglite';

/**
 * Performance shim (decision 061): a statement cache for PGlite, which keeps no plan of its own.
 * It drives PostgreSQL's extended protocol itself through `execProtocol` and PGlite's exported
 * `protocol` serialisers and `parse` helpers, and takes PGlite's exclusive locks through its private
 * `_runExclusiveTransaction` and `_runExclusiveQuery`: @electric-sql/pglite is pinned exactly in
 * apps/server/package.json. What it bought (decision 033): misspelt-name searches p99 95 → 44 ms
 * and the cache-off search mix p99 47 → 29 ms on PGlite at 100,000 doctors; on 2026-11-28 a search
 * cost 14 % (mix) to 29 % (misspelt names) more CPU without it. Guarded by
 * pglite-thread.test.ts: a statement run again must answer the same through the kept plan, and
 * must be found in `pg_prepared_statements` (it fails if PGlite's private methods go away or the
 * plan stops being kept). Removing it: the worker calls `db.query` for every statement.
 */

/** What the worker asks of the cache: a query outside any transaction. */
export interface PgliteStatementCache {
  query(text: string, params: unknown[], options: QueryOptions): Promise<Results>;
}

/** How a query's rows come back: as objects or arrays, with the parsers Drizzle asks for. */
export type QueryOptions = { rowMode: 'array' | 'object'; parsers: Record<number, (value: string) => unknown> };

/**
 * Keeps the plans of the statements the server runs again and again (decision 033), as JDBC and
 * pgx do: a statement text seen a second time is prepared under a name, and from then on is only
 * bound and executed, so PostgreSQL neither parses nor plans it again (planning was a third of a
 * search's database time). At most `capacity` statements are kept, the least recently used closed
 * first. Statements inside a transaction go through `Transaction.query` as before.
 */
export function createPgliteStatementCache(db: PGlite, capacity = 200): PgliteStatementCache {
  const { serialize } = protocol;
  const prepared = new Map<string, { name: string; types: number[] }>();
  const seenOnce = new Set<string>();
  let nextName = 1;

  const send = async (messages: Uint8Array[]) => {
    const length = messages.reduce((sum, message) => sum + message.length, 0);
    const buffer = new Uint8Array(length);
    let offset = 0;
    for (const message of messages) {
      buffer.set(message, offset);
      offset += message.length;
    }
    return (await db.execProtocol(buffer, { syncToFs: false })).messages;
  };

  const prepare = async (text: string) => {
    if (prepared.size >= capacity) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await send([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
    }
    const name = `tabib_${nextName++}`;
    const messages = await send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  };

  const execute = async (text: string, params: unknown[], options: QueryOptions): Promise<Results> => {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last: Map keeps insertion order.
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { types } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[types[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    await db.syncToFs();
    return parse.parseResults(messages, db.parsers, options)[0]!;
  };

  return {
    async query(text: string, params: unknown[], options: QueryOptions): Promise<Results> {
      if (!prepared.has(text) && !seenOnce.has(text)) {
        if (seenOnce.size >= capacity * 10) seenOnce.clear();
        seenOnce.add(text);
        return db.query(text, params, options);
      }
      seenOnce.delete(text);
      // Exclusive as `db.query` is: never inside a transaction the main thread holds open.
      try {
        return await db._runExclusiveTransaction(() => db._runExclusiveQuery(() => execute(text, params, options)));
      } catch (error) {
        // A table changed under a kept plan whose columns it changes: plan it afresh.
        if ((error as { code?: string }).code !== '0A000' || !prepared.has(text)) throw error;
        const stale = prepared.get(text)!;
        prepared.delete(text);
        await db._runExclusiveTransaction(() =>
          db._runExclusiveQuery(() => send([serialize.close({ type: 'S', name: stale.name }), serialize.sync()])),
        );
        return db.query(text, params, options);
      }
    },
  };
}
