import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    logLevel: env.LOG_LEVEL ?? 'info',
    demoData: env.DEMO_DATA !== '0',
    demoDoctors: Number.parseInt(env.DEMO_DOCTORS ?? '2000', 10) || 2000,
    isDevelopment: env.NODE_ENV === 'development',
    authRequestsPerMinute: Number.parseInt(env.RATE_LIMIT_AUTH ?? '10', 10) || 10,
    writeRequestsPerMinute: Number.parseInt(env.RATE_LIMIT_WRITES ?? '30', 10) || 30,
    writeRequestsPerMinutePerAccount: Number.parseInt(env.RATE_LIMIT_WRITES_ACCOUNT ?? '15', 10) || 15,
    readCacheSeconds: Math.max(0, Number.parseInt(env.READ_CACHE_SECONDS ?? '30', 10) || 0),
  };
}

function parsePort(value: string): number {
  const port = Number.parseInt(value, 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
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
