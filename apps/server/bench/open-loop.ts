/**
 * An open-loop load generator: requests leave at a fixed rate whatever the server's answers, and a
 * request's latency counts from the moment it was due, so a stall shows in the tail instead of
 * slowing the load (no "coordinated omission", which a closed loop such as autocannon's suffers).
 */
export interface PlannedRequest {
  /** What the figures are grouped by ("search", "review"…). */
  kind: string;
  path: string;
  method?: string;
  token?: string;
  body?: unknown;
}

export interface KindFigures {
  kind: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Answers of 500 and above, and requests that failed on the network. */
  failures: number;
}

export interface OpenLoopOptions {
  url: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  next: () => PlannedRequest;
}

/** Figures per kind of request, then for all of them together (kind "all"). */
export async function runOpenLoop({ url, rate, seconds, next }: OpenLoopOptions): Promise<KindFigures[]> {
  const samples = new Map<string, { latencies: number[]; errors: number; failures: number }>();
  const record = (kind: string, latency: number, status: number | undefined) => {
    for (const name of [kind, 'all']) {
      let entry = samples.get(name);
      if (!entry) samples.set(name, (entry = { latencies: [], errors: 0, failures: 0 }));
      entry.latencies.push(latency);
      if (status === undefined || status >= 500) entry.failures += 1;
      else if (status >= 400) entry.errors += 1;
    }
  };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const planned = next();
    inFlight.push(
      send(url, planned).then(
        (status) => record(planned.kind, performance.now() - due, status),
        () => record(planned.kind, performance.now() - due, undefined),
      ),
    );
  }
  await Promise.all(inFlight);
  const kinds = [...samples.keys()].filter((kind) => kind !== 'all').sort();
  return [...kinds, 'all']
    .map((kind) => [kind, samples.get(kind)!] as const)
    .map(([kind, { latencies, errors, failures }]) => {
      latencies.sort((a, b) => a - b);
      const at = (quantile: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
      return {
        kind,
        count: latencies.length,
        p50: round(at(0.5)),
        p99: round(at(0.99)),
        max: round(latencies.at(-1) ?? 0),
        errors,
        failures,
      };
    });
}

async function send(url: string, planned: PlannedRequest): Promise<number> {
  const headers: Record<string, string> = {};
  if (planned.token) headers.authorization = `Bearer ${planned.token}`;
  if (planned.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url + planned.path, {
    method: planned.method ?? 'GET',
    headers,
    ...(planned.body !== undefined ? { body: JSON.stringify(planned.body) } : {}),
  });
  await response.arrayBuffer();
  return response.status;
}

function round(milliseconds: number): number {
  return Math.round(milliseconds * 10) / 10;
}
