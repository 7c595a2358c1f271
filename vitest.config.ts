import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every package. `server` holds the API integration tests: each file gets its own
 * copy of a database migrated once per run (in-memory PGlite, or a new PostgreSQL database when
 * DATABASE_URL is set; docs/decisions/020-test-databases-from-a-template.md).
 */
export default defineConfig({
  test: {
    // Vitest keeps one core free by default; the tests are the only work here, so use them all.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/setup/database-template.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'] } },
    ],
  },
});
