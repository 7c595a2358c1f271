import http from 'node:http';

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
    // Rounded up: a timer of a fractional delay may fire up to a millisecond early, which made a
    // quick answer's latency, counted from the moment it was due, come out negative.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
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

/**
 * One request through node:http with kept-alive connections: fetch cost the generator more CPU than
 * the server it measured, on the same two cores. Answers are asked gzipped, as browsers ask them,
 * and read to the end but not decompressed.
 */
const agent = new http.Agent({ keepAlive: true });

function send(url: string, planned: PlannedRequest): Promise<number> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (planned.token) headers.authorization = `Bearer ${planned.token}`;
  const body = planned.body === undefined ? undefined : JSON.stringify(planned.body);
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      url + planned.path,
      { method: planned.method ?? 'GET', headers, agent },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function round(milliseconds: number): number {
  return Math.round(milliseconds * 10) / 10;
}
