import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has left, in this process: what a request must not wait for, or must
 * not be timed by (issue 10, defect 4: the reset request answered a known address in 17 ms and an
 * unknown one in 6 ms). Failures are logged, never thrown; `drain` waits for every task still
 * running, so closing the app (shutdown, tests) loses none.
 */
export interface BackgroundTasks {
  /** Starts `task` on the next turn of the event loop, once the current request has answered. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far, and any they started, has finished. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(options: { log: FastifyBaseLogger }): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => options.log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
