/** The command line of `npm run bench -- <scenario>`, as every scenario reads it. */
export interface BenchOptions {
  /** Doctors to seed (`--doctors`, 100,000). */
  doctors: string;
  /** Reviews to seed (`--reviews`, 1,000,000; the `seed` scenario leaves the seed's default without it). */
  reviews: string;
  /** Whether `--reviews` was given. */
  reviewsGiven: boolean;
  /** Seconds per measured run (`--seconds`; 120 for `mixed`, 30 otherwise). */
  seconds: number;
  /** Requests per second of the open loops (`--rate`, 150). */
  rate: number;
  /** A seeded DATA_DIR or PostgreSQL database to start from instead of seeding (`--from`). */
  from: string | undefined;
}
