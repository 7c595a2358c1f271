import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface BenchAccount {
  id: number;
  token: string;
}

export interface KnownDoctor {
  id: number;
  slug: string;
  doctor_type: string;
}

/** About `count` doctors, read from the first pages of the unfiltered search. */
export async function collectDoctors(url: string, count: number): Promise<KnownDoctor[]> {
  const doctors = new Map<string, KnownDoctor>();
  for (let page = 1; doctors.size < count && page <= 400; page += 1) {
    const response = await fetch(`${url}/api/doctors/doctor-search/?currentPage=${page}`);
    const result = (await response.json()) as { doctors?: KnownDoctor[] };
    if (!result.doctors) throw new Error(`search answered ${response.status}: ${JSON.stringify(result)}`);
    for (const doctor of result.doctors) doctors.set(doctor.slug, doctor);
  }
  return [...doctors.values()];
}

/** The bench server's mail outbox: it runs without SMTP. */
export function outboxOf(env: Record<string, string | undefined>): string {
  if (!env.DATA_DIR) throw new Error('the bench server has a DATA_DIR');
  return join(env.DATA_DIR, 'outbox');
}

/**
 * The path of the confirmation link of the welcome mail to `email` in the server's outbox (the
 * bench runs without SMTP), once written: the mail leaves after registration answers.
 */
async function welcomeLinkTo(outbox: string, email: string): Promise<{ uid: string; token: string }> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const name of names) {
      const mail = readFileSync(join(outbox, name), 'utf8');
      if (!mail.includes(`To: ${email}`)) continue;
      const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /\/confirm-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(text);
      if (link?.[1] && link[2]) return { uid: link[1], token: link[2] };
    }
    await sleep(20);
  }
  throw new Error(`no welcome mail to ${email} in ${outbox}`);
}

/**
 * New patient accounts registered through the API, a few at a time (argon2 is the cost), each
 * with its address confirmed through its welcome link, as a first booking needs (decision 050).
 */
export async function registerAccounts(url: string, count: number, outbox: string): Promise<BenchAccount[]> {
  const accounts: BenchAccount[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, offset) => {
      const email = `bench${start + offset}-${Date.now()}@example.ma`;
      const response = await fetch(`${url}/api/users/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Patient Banc',
          email,
          username: email,
          password: 'correct horse battery',
          is_doctor: false,
        }),
      });
      if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
      const user = (await response.json()) as BenchAccount;
      const confirmed = await fetch(`${url}/api/users/email/confirm/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await welcomeLinkTo(outbox, email)),
      });
      if (!confirmed.ok) throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
      return { id: user.id, token: user.token };
    });
    accounts.push(...(await Promise.all(batch)));
  }
  return accounts;
}
