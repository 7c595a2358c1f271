import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

/** Run-time configuration, read once from the environment (product.md §10, "Real parts"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  secretKey: string;
  contactEmail: string;
  contactPhone: string;
  /** SOCIAL_URL: the community's page (a group on a social network), linked in the footer when set. */
  socialUrl: string | undefined;
  logLevel: string;
  demoData: boolean;
  /** Doctors generated into a fresh database when demo data is on. */
  demoDoctors: number;
  isDevelopment: boolean;
  /** Sign-in, sign-up and reset requests allowed per minute and IP (RATE_LIMIT_AUTH). */
  authRequestsPerMinute: number;
  /** Writes (reviews, follows, posts, profile) per minute and IP, all together (RATE_LIMIT_WRITES). */
  writeRequestsPerMinute: number;
  /** The same writes per minute and account (RATE_LIMIT_WRITES_ACCOUNT; decision 026). */
  writeRequestsPerMinutePerAccount: number;
  /** How long doctor reads may be served from memory (READ_CACHE_SECONDS, 0 = off; decision 017). */
  readCacheSeconds: number;
  /**
   * Which peers may name the client in X-Forwarded-For (TRUST_PROXY, product.md §10): none (the socket
   * address is the client), a hop count, or addresses and CIDRs; Fastify's `trustProxy` option.
   */
  trustProxy: false | number | string[];
  /** Bookings (and reschedules) allowed per hour and account, whatever the address (RATE_LIMIT_BOOKINGS). */
  bookingsPerHour: number;
  /** Hours before an appointment at which the patient gets a reminder (REMINDER_HOURS, "48,24"). */
  reminderHours: number[];
  /**
   * Bookings by new accounts (no visit yet) a doctor takes in 24 hours (BOOKING_NEW_PER_DOCTOR), and
   * those one client address makes in 24 hours (BOOKING_NEW_PER_ADDRESS): a few throwaway accounts
   * cannot empty an agenda (decision 050). Patients with a past visit are never counted.
   */
  newAccountBookingsPerDoctor: number;
  newAccountBookingsPerAddress: number;
  /**
   * MAP_TILES: the map's vector tiles, a .pmtiles archive or a folder of {z}/{x}/{y}.mvt|pbf tiles
   * served by Tabib itself; unset, the web app draws its own figure instead (decision 078).
   */
  mapTiles: string | undefined;
}

type Environment = Record<string, string | undefined>;

export function loadConfig(env: Environment = process.env): Config {
  const port = parsePort(env.PORT ?? '3000');
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tabib <no-reply@tabib.ma>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    secretKey: env.SECRET_KEY || readOrCreateSecretKey(dataDir),
    contactEmail: env.CONTACT_EMAIL ?? 'contact@tabib.ma',
    contactPhone: env.CONTACT_PHONE ?? '+212 5 37 00 00 00',
    socialUrl: parseSocialUrl(env.SOCIAL_URL ?? ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    demoData: env.DEMO_DATA !== '0',
    demoDoctors: Number.parseInt(env.DEMO_DOCTORS ?? '2000', 10) || 2000,
    isDevelopment: env.NODE_ENV === 'development',
    authRequestsPerMinute: Number.parseInt(env.RATE_LIMIT_AUTH ?? '10', 10) || 10,
    writeRequestsPerMinute: Number.parseInt(env.RATE_LIMIT_WRITES ?? '30', 10) || 30,
    writeRequestsPerMinutePerAccount: Number.parseInt(env.RATE_LIMIT_WRITES_ACCOUNT ?? '15', 10) || 15,
    readCacheSeconds: Math.max(0, Number.parseInt(env.READ_CACHE_SECONDS ?? '30', 10) || 0),
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? ''),
    bookingsPerHour: Number.parseInt(env.RATE_LIMIT_BOOKINGS ?? '20', 10) || 20,
    reminderHours: parseReminderHours(env.REMINDER_HOURS ?? '48,24'),
    newAccountBookingsPerDoctor: Number.parseInt(env.BOOKING_NEW_PER_DOCTOR ?? '12', 10) || 12,
    newAccountBookingsPerAddress: Number.parseInt(env.BOOKING_NEW_PER_ADDRESS ?? '10', 10) || 10,
    mapTiles: env.MAP_TILES ? resolve(env.MAP_TILES) : undefined,
  };
}

function parseReminderHours(value: string): number[] {
  if (value.trim() === '') return [];
  const hours = value.split(',').map((part) => Number(part.trim()));
  if (hours.some((hour) => !Number.isInteger(hour) || hour < 1 || hour > 336)) {
    throw new Error(`REMINDER_HOURS must list whole hours between 1 and 336, got "${value}"`);
  }
  return [...new Set(hours)];
}

function parsePort(value: string): number {
  const port = Number.parseInt(value, 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** An absolute http(s) address, or nothing: a mistyped value stops the start rather than a dead link. */
function parseSocialUrl(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`SOCIAL_URL must be an https:// address, got "${value}"`);
  return url.href;
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Trusting every proxy would let any client pick its address per request and walk past the rate
 * limits (product.md §10), so TRUST_PROXY is off unless set: `0`/empty, a hop count, or a list.
 */
function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined)
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of IP addresses and CIDR ranges, got "${invalid}"`,
    );
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** SECRET_KEY, when unset, is generated once and kept in DATA_DIR so restarts keep sessions valid. */
function readOrCreateSecretKey(dataDir: string): string {
  const file = join(dataDir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
