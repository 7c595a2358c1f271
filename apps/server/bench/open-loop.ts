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

/** One answered (or failed) request of an open loop. */
export interface Sample {
  kind: string;
  /** When it was due, in ms after the loop began. */
  dueAt: number;
  /** From the moment it was due to the end of its answer, in ms. */
  latency: number;
  /** The answer's status, or undefined when the request failed on the network. */
  status: number | undefined;
}

/** Figures per kind of request, then for all of them together (kind "all"). */
export async function runOpenLoop(options: OpenLoopOptions): Promise<KindFigures[]> {
  return figuresByKind(await runOpenLoopSamples(options));
}

/** Sends the planned requests at the fixed rate and keeps every sample. */
export async function runOpenLoopSamples({ url, rate, seconds, next }: OpenLoopOptions): Promise<Sample[]> {
  const samples: Sample[] = [];
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
    const record = (status: number | undefined) => {
      samples.push({ kind: planned.kind, dueAt: due - started, latency: performance.now() - due, status });
    };
    inFlight.push(send(url, planned).then(record, () => record(undefined)));
  }
  await Promise.all(inFlight);
  return samples;
}

/** Figures per kind of request, then for all of them together (kind "all"). */
export function figuresByKind(samples: readonly Sample[]): KindFigures[] {
  const kinds = [...new Set(samples.map((sample) => sample.kind))].sort();
  return [
    ...kinds.map((kind) =>
      figuresOf(
        kind,
        samples.filter((sample) => sample.kind === kind),
      ),
    ),
    figuresOf('all', samples),
  ];
}

export interface WindowFigures extends KindFigures {
  /** How many took over 100 ms. */
  over100: number;
}

/** Figures of all requests per window of `windowSeconds`, by the time they were due. */
export function figuresByWindow(samples: readonly Sample[], windowSeconds: number): WindowFigures[] {
  const windows: Sample[][] = [];
  for (const sample of samples) (windows[Math.floor(sample.dueAt / (windowSeconds * 1000))] ??= []).push(sample);
  return Array.from(windows, (window = [], index) => ({
    ...figuresOf(`${index * windowSeconds}–${(index + 1) * windowSeconds} s`, window),
    over100: window.filter((sample) => sample.latency > 100).length,
  }));
}

/** p50, p99 and max of some samples, with their 4xx and their failures. */
export function figuresOf(kind: string, samples: readonly Sample[]): KindFigures {
  const latencies = samples.map((sample) => sample.latency).sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  const failures = samples.filter((sample) => sample.status === undefined || sample.status >= 500).length;
  const errors = samples.filter((sample) => sample.status !== undefined && sample.status >= 400 && sample.status < 500);
  return {
    kind,
    count: latencies.length,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(latencies.at(-1) ?? 0),
    errors: errors.length,
    failures,
  };
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
