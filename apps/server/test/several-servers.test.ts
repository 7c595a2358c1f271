import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TBlogPost, TDoctor, TDoctorSearchResult, TUserInfo } from '@tabib/shared';
import { seedDemoData } from '../src/seed/generate-demo-data.ts';
import { confirmEmail, verifyDoctorAccount } from './helpers/accounts.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * Several server processes behind a load balancer over one PostgreSQL (decision 027): what one
 * process writes, the others show at once. Real processes, started as `npm start` does, on a
 * database of this file's own; PostgreSQL only, since PGlite belongs to a single process.
 */
const serverFolder = new URL('..', import.meta.url);

interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDirectory: string;
}

/** Sign-in requests one address may make per minute, through all the servers together. */
const signInsPerMinute = 6;

let database: TestDatabase;
const servers: ServerProcess[] = [];

describe.skipIf(!process.env.DATABASE_URL)('several servers on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, { doctors: 20, reviews: 0, seed: 8 });
    servers.push(...(await Promise.all([startServer(), startServer()])));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await database?.close();
  });

  it('shows a review written through one on the doctor page and in search through the other, at once', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const search = async () => (await getJson<TDoctorSearchResult>(`${second.url}/api/doctors/doctor-search/`)).doctors;
    const doctor = (await search()).at(-1) as TDoctor;
    const page = () => getJson<TDoctor>(`${second.url}/api/doctors/slug/${doctor.slug}/`);
    // Both reads are now in the second server's cache.
    expect((await page()).rating.count).toBe(0);

    const reviewer = await postJson<TUserInfo>(`${first.url}/api/users/register/`, {
      name: 'Nadia Tazi',
      email: 'nadia.tazi@example.ma',
      username: 'nadia.tazi@example.ma',
      password: 'correct horse battery',
      is_doctor: false,
    });
    await postJson(
      `${first.url}/api/doctors/reviews/`,
      { rating: 5, review: 'Très bien', doctor: doctor.id, doctor_type: doctor.doctor_type, user: reviewer.id },
      reviewer.token,
    );

    // The second server hears of the change when it commits: a few milliseconds at most.
    await expect
      .poll(async () => (await page()).rating, { timeout: 1000, interval: 10 })
      .toEqual({
        average: 5,
        count: 1,
      });
    expect((await search())[0]?.id).toBe(doctor.id);
  });

  it('counts sign-in attempts made through both against one limit', async () => {
    const signIn = (server: ServerProcess, attempt: number) =>
      fetch(`${server.url}/api/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
        body: JSON.stringify({ username: `nobody${attempt}@example.ma`, password: 'not the password' }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < signInsPerMinute; attempt += 1) {
      statuses.push((await signIn(servers[attempt % 2] as ServerProcess, attempt)).status);
    }
    expect(statuses.every((status) => status === 400 || status === 401)).toBe(true);
    const refused = await signIn(servers[0] as ServerProcess, signInsPerMinute);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe('too_many_requests');
  });

  it('serves an image stored through one from the other', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const author = await postJson<TUserInfo>(`${first.url}/api/users/register/`, {
      name: 'Karim Bennani',
      email: 'karim.bennani@example.ma',
      username: 'karim.bennani@example.ma',
      password: 'correct horse battery',
      is_doctor: false,
    });
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1d6f5f' } })
      .png()
      .toBuffer();
    const post = await postJson<TBlogPost>(
      `${first.url}/api/users/blogs/`,
      { title: 'Une image', content: `<img src="data:image/png;base64,${png.toString('base64')}">` },
      author.token,
    );
    const address = /src="(\/media\/blog\/[\w-]+\.webp)"/.exec(post.content)?.[1];
    expect(address).toBeDefined();

    const served = await fetch(`${second.url}${address}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('counts a doctor who opened bookings through one in the search by availability of the other, and drops a slot booked there, at once', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const available = async () =>
      (await getJson<TDoctorSearchResult>(`${second.url}/api/doctors/doctor-search/?available_within=7`)).count;
    // The second server now keeps the doctors free to book in memory (decision 043).
    const before = await available();
    const doctor = await postJson<TUserInfo>(`${first.url}/api/users/register/`, {
      name: 'Salma Berrada',
      email: 'salma.berrada@example.ma',
      username: 'salma.berrada@example.ma',
      password: 'correct horse battery',
      is_doctor: true,
    });
    await verifyDoctorAccount(database, doctor.id);
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: [{ start: '08:00', end: '20:00' }] }));
    await putJson(
      `${first.url}/api/doctors/me/schedule/`,
      {
        weekly: everyDay,
        overrides: [],
        absences: [],
        rules: { min_notice_minutes: 0, horizon_days: 60, requires_confirmation: false, cancel_cutoff_minutes: 120 },
      },
      doctor.token,
    );
    const visitType = await postJson<{ id: number }>(
      `${first.url}/api/doctors/me/visit-types/`,
      { label: 'Consultation', duration: 30, price: 200, audience: 'all' },
      doctor.token,
    );

    await expect.poll(available, { timeout: 1000, interval: 10 }).toBe(before + 1);

    // A slot booked through the first is gone from the doctor's card on the second at once.
    const card = async () => {
      const found = await getJson<TDoctorSearchResult>(
        `${second.url}/api/doctors/doctor-search/?doctor_name=berrada&available_within=7`,
      );
      return found.doctors[0]!;
    };
    const { id: listing, next_slots: shown } = await card();
    const patient = await postJson<TUserInfo>(`${first.url}/api/users/register/`, {
      name: 'Omar Tazi',
      email: 'omar.tazi@example.ma',
      username: 'omar.tazi@example.ma',
      password: 'correct horse battery',
      is_doctor: false,
    });
    await confirmEmail(database, patient.id);
    const booked = shown![1]!;
    await postJson(
      `${first.url}/api/appointments/`,
      { doctor: listing, visit_type: visitType.id, start: booked.start },
      patient.token,
    );
    await expect
      .poll(async () => (await card()).next_slots!.map((slot) => slot.start), { timeout: 1000, interval: 10 })
      .not.toContain(booked.start);
  });
});

async function startServer(): Promise<ServerProcess> {
  const port = await freePort();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tabib-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverFolder,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDirectory,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      SECRET_KEY: 'several-servers-secret-key-of-enough-length',
      RATE_LIMIT_AUTH: String(signInsPerMinute),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, dataDirectory };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the server on port ${port} was not ready within 30 s`);
}

async function stopServer({ child, dataDirectory }: ServerProcess): Promise<void> {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  rmSync(dataDirectory, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function postJson<T = unknown>(url: string, body: unknown, token?: string): Promise<T> {
  return sendJson<T>('POST', url, body, token);
}

function putJson<T = unknown>(url: string, body: unknown, token?: string): Promise<T> {
  return sendJson<T>('PUT', url, body, token);
}

async function sendJson<T>(method: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
