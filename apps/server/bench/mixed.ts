import { collectDoctors, outboxOf, registerAccounts } from './accounts.ts';
import { benchDatabaseEnv, dropBenchDatabase, seedBenchData } from './bench-database.ts';
import { startServer } from './harness.ts';
import { createMixedTraffic, isWrite } from './mixed-traffic.ts';
import {
  figuresByKind,
  figuresByWindow,
  figuresOf,
  runOpenLoopSamples,
  type KindFigures,
  type Sample,
} from './open-loop.ts';
import type { BenchOptions } from './options.ts';

/** The first seconds after a start that the start-up phase measures, and its windows. */
const startUpSeconds = 30;
const windowSeconds = 5;

/** The limits protect production from one address; here one address is every patient. */
const withoutLimits = {
  RATE_LIMIT_AUTH: '1000000',
  RATE_LIMIT_WRITES: '1000000',
  RATE_LIMIT_WRITES_ACCOUNT: '1000000',
};

/**
 * `mixed`: a fixed rate of mixed traffic on 100,000 doctors, writes included, with /healthz at 20
 * requests/s beside it, in two phases. The accounts and doctors are made on a first server, which
 * then stops; a second one starts, and the load begins at its first 200 of /readyz, as a balancer
 * would send it: the start-up phase (30 s, figures per 5 s window), then the steady phase
 * (`--seconds`, 120 by default; 0 skips it).
 */
export async function benchMixed(options: BenchOptions): Promise<void> {
  const { rate, seconds } = options;
  const env = { ...(await benchDatabaseEnv(options)), ...withoutLimits };
  const engine = await seedBenchData(env, options);
  let server = await startServer(env);
  try {
    const doctors = await collectDoctors(server.url, 3000);
    const accounts = await registerAccounts(server.url, 200, outboxOf(env));
    await server.stop();
    server = await startServer(env);
    const next = createMixedTraffic(doctors, accounts);
    const load = async (duration: number) => {
      const [mixed, health] = await Promise.all([
        runOpenLoopSamples({ url: server.url, rate, seconds: duration, next }),
        runOpenLoopSamples({
          url: server.url,
          rate: 20,
          seconds: duration,
          next: () => ({ kind: 'healthz', path: '/healthz' }),
        }),
      ]);
      return { mixed, health };
    };
    const startUp = await load(startUpSeconds);
    const steady = seconds > 0 ? await load(seconds) : undefined;

    const settings = `${engine} (READ_CACHE_SECONDS=${process.env.READ_CACHE_SECONDS ?? '30'}): ${options.doctors} doctors, ${options.reviews} reviews, ${rate} requests/s, 200 accounts, /healthz at 20 requests/s beside it`;
    console.log(
      `\nmixed benchmark, start-up phase on ${settings}: the first ${startUpSeconds} s from the first 200 of /readyz, ${(server.readyAfterMs / 1000).toFixed(1)} s after the start`,
    );
    printWindows(startUp.mixed, startUp.health);
    if (steady) {
      console.log(`\nmixed benchmark, steady phase on ${settings}, the ${seconds} s after the start-up phase`);
      printKinds([
        ...figuresByKind(steady.mixed),
        ...figuresByKind(steady.health).filter(({ kind }) => kind !== 'all'),
      ]);
    }
  } finally {
    await server.stop();
    await dropBenchDatabase(env);
  }
}

function printKinds(figures: KindFigures[]): void {
  console.table(
    figures.map((entry) => ({
      requests: entry.kind,
      count: entry.count,
      'p50 ms': entry.p50,
      'p99 ms': entry.p99,
      'max ms': entry.max,
      '4xx': entry.errors,
      '5xx or failed': entry.failures,
    })),
  );
}

/** Per window: all requests, how many took over 100 ms, the writes' p99 and /healthz's. */
function printWindows(mixed: readonly Sample[], health: readonly Sample[]): void {
  const writes = figuresByWindow(
    mixed.filter(({ kind }) => isWrite(kind)),
    windowSeconds,
  );
  const healthz = figuresByWindow(health, windowSeconds);
  const all = figuresByWindow(mixed, windowSeconds);
  console.table(
    all.map((window, index) => ({
      window: window.kind,
      count: window.count,
      'p50 ms': window.p50,
      'p99 ms': window.p99,
      'max ms': window.max,
      'over 100 ms': window.over100,
      'writes p99 ms': writes[index]?.p99,
      '/healthz p99 ms': healthz[index]?.p99,
      '4xx': window.errors,
      '5xx or failed': window.failures,
    })),
  );
  const total = figuresOf('all', mixed);
  const slow = mixed.filter(({ latency }) => latency > 100).length;
  console.log(
    `start-up phase, all ${total.count} requests: p50 ${total.p50} ms, p99 ${total.p99} ms, max ${total.max} ms, ${slow} over 100 ms`,
  );
}
