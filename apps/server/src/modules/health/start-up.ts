import type { FastifyBaseLogger } from 'fastify';

/** One piece of the work a process does before it takes traffic. */
export interface StartUpStep {
  name: string;
  run(): Promise<void>;
}

/**
 * The work that must precede traffic (decision 062): until it has run, /readyz answers 503 and a
 * balancer sends nothing, although the process listens (so /healthz, its liveness, answers). A step
 * that fails is logged and the start goes on: what it would have loaded is then loaded by the
 * first request that needs it, as before, and /readyz still asks the database.
 */
export interface StartUp {
  /** True once `run` has finished. */
  isDone(): boolean;
  /** Runs the steps one after the other; a second call joins the first. */
  run(steps: readonly StartUpStep[], log: FastifyBaseLogger): Promise<void>;
}

export function createStartUp(): StartUp {
  let done = false;
  let running: Promise<void> | undefined;
  const runSteps = async (steps: readonly StartUpStep[], log: FastifyBaseLogger) => {
    for (const step of steps) {
      const started = performance.now();
      try {
        await step.run();
        log.debug({ step: step.name, ms: Math.round(performance.now() - started) }, 'start-up step done');
      } catch (error) {
        log.warn({ err: error, step: step.name }, 'a start-up step failed: the first request that needs it will do it');
      }
    }
    done = true;
  };
  return {
    isDone: () => done,
    run(steps, log) {
      running ??= runSteps(steps, log);
      return running;
    },
  };
}
