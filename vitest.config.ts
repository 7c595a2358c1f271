import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every package. `server` holds the API integration tests: each file gets a
 * freshly migrated database (in-memory PGlite, or a new PostgreSQL database when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/test/**/*.test.ts'] } },
    ],
  },
});
