import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverDirectory = fileURLToPath(new URL('..', import.meta.url));

/** A fresh PGlite data directory for one benchmark run. */
export function freshDataDirectory(): string {
  return mkdtempSync(join(tmpdir(), 'tabib-bench-'));
}

/** Runs a command of the server package to completion, printing its output, and times it. */
export async function runTimed(command: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: serverDirectory, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
  return (performance.now() - started) / 1000;
}

export interface RunningServer {
  url: string;
  /** From the spawn to the first 200 of /readyz, in ms. */
  readyAfterMs: number;
  /** The server's process id, for its CPU time per request (`measure`). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (the same entry point as `npm start`) and resolves at the first 200 of
 * /readyz, asked every 50 ms, so a load sent then meets the server as a balancer would send it.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ?? process.env.PORT ?? '3900';
  // node itself, not npx: a signal to npx would not reach the server it starts.
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server of a run.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDirectory,
    env: { ...process.env, HOST: '127.0.0.1', PORT: port, LOG_LEVEL: 'warn', DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  while (performance.now() - started < 300_000) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, readyAfterMs: performance.now() - started, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('the server was not ready within 5 minutes');
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * CPU time per request in ms, with the server's `pid`, on Linux: the server's process (all its
   * threads), and the rest of the machine but this load generator (the database on PostgreSQL).
   */
  serverCpuMs?: number;
  restCpuMs?: number;
}

/** CPU time used so far in ms: the process `pid`'s and the whole machine's; undefined off Linux. */
function cpuTimes(pid: number): { server: number; machine: number; self: number } | undefined {
  if (!existsSync(`/proc/${pid}/stat`)) return undefined;
  // The clock ticks of /proc are 100 a second on Linux.
  const tickMs = 10;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const server = (Number(fields[11]) + Number(fields[12])) * tickMs;
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const machine = (user! + nice! + system! + irq! + softirq!) * tickMs;
  const { user: selfUser, system: selfSystem } = process.cpuUsage();
  return { server, machine, self: (selfUser + selfSystem) / 1000 };
}

/**
 * Drives the server with autocannon: `requests` are cycled through, with a warm-up run first.
 * Loopback only; bounded in time.
 */
export async function measure(
  name: string,
  url: string,
  paths: string[],
  options: { connections?: number; seconds?: number; headers?: Record<string, string>; pid?: number } = {},
): Promise<LoadResult> {
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections ?? 10,
      duration,
      ...(options.headers ? { headers: options.headers } : {}),
      requests: [
        {
          setupRequest: (request) => {
            request.path = paths[next % paths.length] as string;
            next += 1;
            return request;
          },
        },
      ],
    });
  await run(5);
  const before = options.pid === undefined ? undefined : cpuTimes(options.pid);
  const result = await run(options.seconds ?? 30);
  const after = before && cpuTimes(options.pid!);
  const cpu =
    before && after && result.requests.total > 0
      ? {
          serverCpuMs: (after.server - before.server) / result.requests.total,
          restCpuMs:
            (after.machine - before.machine - (after.server - before.server) - (after.self - before.self)) /
            result.requests.total,
        }
      : {};
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...cpu,
  };
}

/**
 * The table of a benchmark; each run's throughput also as a share of /healthz's in the same run,
 * and, with `against`, of the mean throughput of the runs named so (a reference workload measured
 * in the same run, decision 082); the CPU time per request where measured (decision 083).
 */
export function printResults(results: LoadResult[], options: { against?: string } = {}): void {
  const healthz = results.find((result) => result.name.includes('/healthz'));
  const { against } = options;
  const references = against ? results.filter((result) => result.name.startsWith(against)) : [];
  const reference = references.length
    ? references.reduce((sum, result) => sum + result.requestsPerSecond, 0) / references.length
    : undefined;
  const share = (result: LoadResult, total: number) => `${((100 * result.requestsPerSecond) / total).toFixed(2)} %`;
  console.table(
    results.map((result) => ({
      run: result.name,
      'req/s': result.requestsPerSecond,
      ...(healthz ? { 'vs /healthz': share(result, healthz.requestsPerSecond) } : {}),
      ...(reference ? { [`vs ${against}`]: result === healthz ? '' : share(result, reference) } : {}),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      ...(result.serverCpuMs === undefined
        ? {}
        : { 'server CPU ms/req': result.serverCpuMs.toFixed(2), 'rest CPU ms/req': result.restCpuMs!.toFixed(2) }),
      errors: result.errors,
      'non-2xx': result.non2xx,
    })),
  );
}
