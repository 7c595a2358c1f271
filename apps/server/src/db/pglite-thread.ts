import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/**
 * PGlite on a worker thread (decision 031). PGlite is PostgreSQL compiled to WebAssembly: in the
 * server's own thread every query stops the event loop while it runs, so under load /healthz and
 * every short request wait behind the longest query. Here the thread that answers HTTP only sends
 * messages, and the worker (`pglite-worker.ts`) runs the database.
 *
 * `PgliteThread` offers the part of PGlite's interface that Drizzle's PGlite driver and
 * `client.ts` use: `query` (object or array rows), `transaction`, `listen`, `dumpDataDir`, `close`.
 * Row parsers cannot cross threads: a parser given for a type means "keep that type's text", which
 * is what Drizzle asks for dates, timestamps and intervals.
 */

export interface WorkerOptions {
  dataDirectory?: string;
  relaxedDurability: boolean;
}

type QueryRequest = {
  op: 'query';
  sql: string;
  params: unknown[];
  rowMode: 'object' | 'array';
  textTypes: number[];
  tx?: number;
};

export type ThreadRequest = { id: number } & (
  | QueryRequest
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' }
);

export type ThreadReply =
  | { op: 'ready' }
  | { op: 'failed'; error: Record<string, unknown> }
  | { op: 'result'; id: number; value: unknown }
  | { op: 'error'; id: number; error: Record<string, unknown> }
  | { op: 'notification'; channel: string; payload: string };

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'object' | 'array';
  parsers?: Record<number, unknown>;
}

/** A database error as the worker described it: message, SQLSTATE `code`, `constraint`… */
export class PgliteThreadError extends Error {
  code?: string;
  constraint?: string;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message ?? 'database error'));
    const { stack, ...rest } = fields;
    delete rest.message;
    Object.assign(this, rest);
    this.name = typeof fields.name === 'string' ? fields.name : 'DatabaseError';
    if (typeof stack === 'string') this.stack = `${this.name}: ${this.message}\n    (in the PGlite thread)\n${stack}`;
  }
}

export interface PgliteTransactionClient {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
}

export interface PgliteThread extends PgliteTransactionClient {
  transaction<T>(callback: (tx: PgliteTransactionClient) => Promise<T>): Promise<T>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export async function startPgliteThread(options: WorkerOptions): Promise<PgliteThread> {
  // From TypeScript sources (tsx), the thread starts through an entry that registers tsx first.
  const fromSources = extname(fileURLToPath(import.meta.url)) === '.ts';
  const entry = new URL(fromSources ? './pglite-worker-entry.mjs' : './pglite-worker.js', import.meta.url);
  const worker = new Worker(entry, { workerData: options });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const channels = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | undefined;

  await new Promise<void>((ready, failed) => {
    const onExit = (code: number) => failed(new Error(`the PGlite thread exited with ${code} while starting`));
    worker.once('error', failed);
    worker.once('exit', onExit);
    worker.once('message', (message: ThreadReply) => {
      worker.off('error', failed);
      worker.off('exit', onExit);
      if (message.op === 'ready') ready();
      else failed(new PgliteThreadError(message.op === 'failed' ? message.error : { message: 'unexpected message' }));
    });
  });

  worker.on('message', (message: ThreadReply) => {
    if (message.op === 'notification') {
      for (const listener of channels.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    if (message.op !== 'result' && message.op !== 'error') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.op === 'result') waiting?.resolve(message.value);
    else waiting?.reject(new PgliteThreadError(message.error));
  });
  // A thread that dies (a WebAssembly abort) takes the database with it: every query fails from
  // then on, /readyz answers 503, and the process supervisor restarts the server.
  const fail = (error: Error) => {
    stopped = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the PGlite thread has stopped (exit code ${code})`)));

  function send<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const query =
    (tx?: number) =>
    <Row>(sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}): Promise<Results<Row>> =>
      send<Results<Row>>({
        op: 'query',
        sql,
        params,
        rowMode: queryOptions.rowMode ?? 'object',
        textTypes: Object.keys(queryOptions.parsers ?? {}).map(Number),
        ...(tx === undefined ? {} : { tx }),
      });

  return {
    query: query(),
    async transaction(callback) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await callback({ query: query(tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onMessage) {
      let listeners = channels.get(channel);
      if (!listeners) {
        channels.set(channel, (listeners = new Set()));
        await send({ op: 'listen', channel });
      }
      listeners.add(onMessage);
      return async () => {
        listeners.delete(onMessage);
        if (listeners.size === 0 && channels.get(channel) === listeners) {
          channels.delete(channel);
          await send({ op: 'unlisten', channel });
        }
      };
    },
    dumpDataDir: () => send<Blob>({ op: 'dump' }),
    async close() {
      if (stopped) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
