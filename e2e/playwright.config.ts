import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { adminCredentials, moderatorCredentials } from './fixtures/api.ts';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser is ever downloaded) against
 * the real server on a fresh PGlite database with a small set of demo data.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// The config is loaded again in every worker: the first load's directory is handed down through the
// environment, so the server and the tests (which read its mail outbox) use the same one.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tabib-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const mapArchive = join(dataDir, 'morocco-fixture.pmtiles');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A CI machine runs the server, two browsers and the tests on two slow cores: a page's first load
  // (bundle, catalogue, then its API calls) has taken over 5 s there. What the tests assert does not
  // change with the wait; a page that never shows what it should still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The moderator and the admin of the tests (fixtures/api.ts) are made as staff always are: on
    // the command line, before the server holds the data folder (decision 038).
    // The map's tiles are a small archive built from fixtures/map/ (decision 078): no network.
    command: `npm run map:fixture -w @tabib/server -- ${mapArchive} && npm run admin -- create --email ${moderatorCredentials.username} --password ${moderatorCredentials.password} --role moderator && npm run admin -- create --email ${adminCredentials.username} --password ${adminCredentials.password} && npm run start -w @tabib/server`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server's warnings and errors (LOG_LEVEL below) appear in the test log.
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DOCTORS: '300',
      LOG_LEVEL: 'warn',
      CONTACT_EMAIL: 'contact@tabib.test',
      CONTACT_PHONE: '+212 5 37 00 00 00',
      SOCIAL_URL: 'https://www.facebook.com/groups/tabib.ma',
      // Every test signs up and in from 127.0.0.1: the per-IP limit of production (10 a minute,
      // decision 013) would refuse the suite's accounts. The limit has its own integration tests.
      RATE_LIMIT_AUTH: '600',
      RATE_LIMIT_WRITES: '600',
      RATE_LIMIT_WRITES_ACCOUNT: '600',
      // The suite's patients are all new accounts booking from 127.0.0.1: production's limits on
      // bookings by new accounts (decision 050: 4 a day per address) would refuse them. Integration
      // tests cover the limits.
      BOOKING_NEW_PER_ADDRESS: '600',
      BOOKING_NEW_PER_DOCTOR: '600',
      MAP_TILES: mapArchive,
    },
  },
});
