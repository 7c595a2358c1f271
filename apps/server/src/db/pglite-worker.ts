import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgliteStatementCache, type PgliteStatementCache } from './pglite-statement-cache.ts';
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
/** Statements outside transactions run through the kept plans of `pglite-statement-cache.ts` (decision 061). */
let statements: PgliteStatementCache;

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
    extensions: { btree_gist, pg_trgm, cube, earthdistance },
    relaxedDurability: options.relaxedDurability,
  });
  statements = createPgliteStatementCache(db);
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
