import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has left, in this process: what a request must not wait for, or must
 * not be timed by (a reset request must answer a known address as fast as an unknown one).
 * Failures are logged, never thrown; `drain` waits for every task still running, so closing the
 * app (shutdown, tests) loses none.
 */
export interface BackgroundTasks {
  /** Starts `task` on the next turn of the event loop, once the current request has answered. */
  run(name: string, task: () => Promise<void>): void;
  /**
   * Runs `steps` one after the other at low priority, pausing after each so they take at most
   * `share` of the time, and traffic is served in between (decision 062). This work is optional:
   * once `drain` is called, the step under way finishes and the rest are skipped.
   */
  runPaced(name: string, steps: Iterable<() => Promise<void>>, options: PacedOptions): void;
  /** Resolves when every task started so far, and any they started, has finished. */
  drain(): Promise<void>;
}

/** How much of the time paced work may take. */
export interface PacedOptions {
  /** Between 0 and 1: a step that took t ms is followed by a pause of t × (1 − share) / share. */
  share: number;
}

export function createBackgroundTasks(options: { log: FastifyBaseLogger }): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  // Aborted by `drain`: the paced tasks started before it stop; those started after have the next.
  let pauses = new AbortController();
  const run = (name: string, task: () => Promise<void>) => {
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => options.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  return {
    run,
    runPaced(name, steps, { share }) {
      const { signal } = pauses;
      run(name, async () => {
        for (const step of steps) {
          if (signal.aborted) return;
          const started = performance.now();
          await step();
          const pause = ((performance.now() - started) * (1 - share)) / share;
          await sleep(pause, undefined, { signal, ref: false }).catch(() => {});
        }
      });
    },
    async drain() {
      pauses.abort();
      pauses = new AbortController();
      while (pending.size) await Promise.all(pending);
    },
  };
}
