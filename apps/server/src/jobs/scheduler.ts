import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

export interface Job {
  /** Unique across the application: the row of `scheduled_jobs` it claims. */
  name: string;
  /** At most one run per interval, across every process. */
  intervalMs: number;
  run(): Promise<void>;
}

export interface Scheduler {
  /** Runs, in this process, each job whose interval has passed and that no process claimed first. */
  runDue(): Promise<string[]>;
  /** Checks the jobs every `checkEveryMs` until `stop`. */
  start(checkEveryMs?: number): void;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  database: Database;
  jobs: readonly Job[];
  log: FastifyBaseLogger;
}

/**
 * Scheduled work that runs exactly once per interval however many server processes share the
 * database (decision 029). Claiming a run is one statement: the process whose upsert moves
 * `last_started_at` forward runs the job; any other finds the interval not yet passed. A job that
 * fails is logged and waits for its next interval.
 */
export function createScheduler({ database, jobs, log }: SchedulerOptions): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const claim = async (job: Job): Promise<boolean> => {
    const claimed = await database.db
      .insert(scheduledJobs)
      .values({ name: job.name, lastStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { lastStartedAt: sql`now()` },
        setWhere: sql`${scheduledJobs.lastStartedAt} <= now() - make_interval(secs => ${job.intervalMs / 1000})`,
      })
      .returning({ name: scheduledJobs.name });
    return claimed.length === 1;
  };

  const runDue = async (): Promise<string[]> => {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (!(await claim(job))) continue;
        await job.run();
        ran.push(job.name);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'a scheduled job failed');
      }
    }
    return ran;
  };

  return {
    runDue,
    start(checkEveryMs = 60_000) {
      timer = setInterval(() => {
        running = runDue();
      }, checkEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
