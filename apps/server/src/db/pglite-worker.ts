import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadReply, ThreadRequest, WorkerOptions } from './pglite-thread.ts';

/**
 * The PGlite of a server process, on a thread of its own (decision 031): PostgreSQL's work, about
 * two thirds of a search's CPU time, no longer holds up the event loop that answers HTTP. Requests
 * come from `pglite-thread.ts` as messages and are answered in the order PGlite completes them.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');
const options = workerData as WorkerOptions;

const keepText = (value: string) => value;

/** Transactions held open for the main thread, until it says commit or roll back. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** Transactions the main thread asked to end, answered once PGlite has committed or rolled back. */
const endings = new Map<
  number,
  { ended: (value: unknown) => void; failed: (error: unknown) => void; commit: boolean }
>();
const listeners = new Map<string, () => Promise<void>>();
let nextTransaction = 1;
let statements: ReturnType<typeof createStatementCache>;

function reply(message: ThreadReply): void {
  port!.postMessage(message);
}

/** An error as plain data: its message and SQLSTATE fields (code, constraint…), never its parameters. */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'query' || key === 'queryOptions') continue;
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

async function handle(request: ThreadRequest, db: PGlite): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      const queryOptions = { rowMode: request.rowMode, parsers };
      if (request.tx === undefined) return statements.query(request.sql, request.params, queryOptions);
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      return open.tx.query(request.sql, request.params, queryOptions);
    }
    case 'begin':
      return new Promise<number>((begun, failed) => {
        const id = nextTransaction++;
        let started = false;
        db.transaction(
          (tx) =>
            new Promise<void>((commit, rollback) => {
              started = true;
              transactions.set(id, {
                tx,
                end: (shouldCommit) => (shouldCommit ? commit() : rollback(new Error('rolled back'))),
              });
              begun(id);
            }),
        ).then(
          () => transactionEnded(id, undefined),
          (error: unknown) => (started ? transactionEnded(id, error) : failed(error)),
        );
      });
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      return new Promise((ended, failed) => {
        endings.set(request.tx, { ended, failed, commit: request.commit });
        open.end(request.commit);
      });
    }
    case 'listen': {
      if (!listeners.has(request.channel)) {
        const channel = request.channel;
        listeners.set(channel, await db.listen(channel, (payload) => reply({ op: 'notification', channel, payload })));
      }
      return undefined;
    }
    case 'unlisten': {
      await listeners.get(request.channel)?.();
      listeners.delete(request.channel);
      return undefined;
    }
    case 'dump':
      return db.dumpDataDir('none');
    case 'close':
      await db.close();
      return undefined;
  }
}

type QueryOptions = { rowMode: 'array' | 'object'; parsers: Record<number, (value: string) => unknown> };

/**
 * Keeps the plans of the statements the server runs again and again (decision 033), as JDBC and
 * pgx do: a statement text seen a second time is prepared under a name, and from then on is only
 * bound and executed, so PostgreSQL neither parses nor plans it again (planning was a third of a
 * search's database time). At most `capacity` statements are kept, the least recently used closed
 * first. Statements inside a transaction go through `Transaction.query` as before.
 */
function createStatementCache(db: PGlite, capacity = 200) {
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

function transactionEnded(id: number, error: unknown): void {
  transactions.delete(id);
  const ending = endings.get(id);
  endings.delete(id);
  if (!ending) return;
  // A rollback asked for ends with PGlite rethrowing our own "rolled back": that is success.
  if (error === undefined || !ending.commit) ending.ended(undefined);
  else ending.failed(error);
}

try {
  const db = await PGlite.create({
    dataDir: options.dataDirectory,
    extensions: { btree_gist, pg_trgm },
    relaxedDurability: options.relaxedDurability,
  });
  statements = createStatementCache(db);
  port.on('message', (request: ThreadRequest) => {
    handle(request, db).then(
      (value) => reply({ op: 'result', id: request.id, value }),
      (error: unknown) => reply({ op: 'error', id: request.id, error: plainError(error) }),
    );
  });
  reply({ op: 'ready' });
} catch (error) {
  reply({ op: 'failed', error: plainError(error) });
}
