import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDirectory } from './data-directory-lock.ts';
import { keepPlansOfRepeatedStatements } from './pg-pool-prepared-queries.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle every repository takes; the same type whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Runs one parameterised statement on the raw driver (bulk loads with unnest arrays). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Resolves when the database answers a trivial query (used by /readyz). */
  ping(): Promise<void>;
  /**
   * Hears about a pooled PostgreSQL connection that died while idle (server restart, administrator
   * command). The pool replaces it on the next query; without a listener such an error would crash
   * the process. PGlite has no connections to lose, so it never calls the listener.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Hears the notifications of one channel (LISTEN), committed by any process on this database.
   * `onGap` says some may have been missed: the listening connection was lost (it reconnects).
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onMessage(payload: string): void;
  onGap(): void;
}

export interface ChannelListener {
  /** Resolves once every notification committed before the call has reached `onMessage`. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Where to find the database: a PostgreSQL URL, a PGlite data directory, or PGlite in memory. */
export type DatabaseLocation = { databaseUrl: string } | { dataDirectory: string } | { inMemory: true };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Hears the SQL text of every query Drizzle runs (never its parameters): tests count queries. */
export type QueryListener = (query: string) => void;

export interface OpenOptions {
  onQuery?: QueryListener;
  /** PGlite on a worker thread of its own, as the server runs it (decision 031). */
  pgliteThread?: boolean;
}

export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<Database> {
  const { onQuery, pgliteThread } = options;
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl, onQuery);
  if ('dataDirectory' in location) {
    mkdirSync(location.dataDirectory, { recursive: true });
    return openPgliteDatabase({ dataDirectory: location.dataDirectory, onQuery, thread: pgliteThread });
  }
  return openPgliteDatabase({ onQuery, thread: pgliteThread });
}

function queryLogger(onQuery: QueryListener | undefined) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

/** A PGlite database that can also save its whole data directory, as a tar file. */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Keep the data in this folder; in memory without it. */
  dataDirectory?: string;
  /** Start from a data directory saved by `dumpDataDir` instead of an empty cluster (skips initdb). */
  from?: Blob;
  onQuery?: QueryListener;
  /** Run PGlite on a worker thread (decision 031); `from` is not supported there. */
  thread?: boolean;
}

export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  // relaxedDurability: PGlite does not wait for its file-system sync after each query. Measured on
  // 100,000 doctors it removes 5-10 ms stalls every few queries (docs/decisions/010-pglite-relaxed-durability.md).
  const unlock = options.dataDirectory ? lockDataDirectory(options.dataDirectory) : () => {};
  let client: PGlite | PgliteThread;
  try {
    client = options.thread
      ? await startPgliteThread({ dataDirectory: options.dataDirectory, relaxedDurability: true })
      : await PGlite.create({
          ...(options.dataDirectory ? { dataDir: options.dataDirectory } : {}),
          ...(options.from ? { loadDataDir: options.from } : {}),
          extensions: { btree_gist, pg_trgm, cube, earthdistance },
          relaxedDurability: true,
        });
  } catch (error) {
    unlock();
    throw error;
  }
  const driverClient = client as PGlite;
  const db = drizzlePglite({
    client: driverClient,
    schema,
    casing: 'snake_case',
    ...queryLogger(options.onQuery),
  }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: driverClient }), { migrationsFolder }),
    query: async <Row>(text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    onConnectionError: () => {},
    // PGlite delivers a notification before the query that committed it resolves, and the PGlite
    // thread's messages arrive in the order sent: there is nothing to wait for.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onMessage);
      return { sync: async () => {}, close: unlisten };
    },
    dumpDataDir: () => (options.thread ? (client as PgliteThread).dumpDataDir() : driverClient.dumpDataDir('none')),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(connectionString: string, onQuery?: QueryListener): Promise<Database> {
  // No JIT compilation: it pays off for long analytical statements, while a search whose estimate
  // passes jit_above_cost (a name search by availability) spent 10 ms compiling for 0.1 ms of work.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off' });
  keepPlansOfRepeatedStatements(pool);
  const connectionErrorListeners: Array<(error: Error) => void> = [];
  pool.on('error', (error) => {
    for (const listener of connectionErrorListeners) listener(error);
  });
  const db = drizzleNodePostgres({
    client: pool,
    schema,
    casing: 'snake_case',
    ...queryLogger(onQuery),
  }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(drizzleNodePostgres({ client: pool }), { migrationsFolder }),
    query: async <Row>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as Row[],
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    onConnectionError: (listener) => {
      connectionErrorListeners.push(listener);
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const relistenDelayMs = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it is
 * lost (or cannot be opened at start), it connects again every second; `onGap` is called when it is
 * lost and once listening again, since notifications sent in between were missed.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    handlers.onGap();
    if (!closed) connectLater();
  };
  const connectLater = () => {
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(
        () => (closed ? client?.end() : handlers.onGap()),
        () => connectLater(),
      );
    }, relistenDelayMs);
    retry.unref();
  };

  // A database that cannot be reached at start does not keep the server from starting (it answers
  // 503 meanwhile): listening begins once the database answers.
  await connect().catch(() => connectLater());
  // PostgreSQL sends a session the notifications committed before it answers its next query. One
  // query at a time on the connection: callers arriving while one runs share the next one, which is
  // sent after their commits.
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const roundTrip = (): Promise<void> => {
    running = (client?.query('select 1') ?? Promise.resolve())
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    sync: () => {
      if (next) return next;
      if (!running) return roundTrip();
      next = running.then(() => {
        next = undefined;
        return roundTrip();
      });
      return next;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
