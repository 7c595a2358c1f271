import { eq, sql } from 'drizzle-orm';
import { passwordMaxLength, type StaffRole } from '@tabib/shared';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/accounts/password-hasher.ts';

/** Staff passwords are longer than patients' (decision 038): they open every account's data. */
export const staffPasswordMinLength = 12;

const commonWords = ['password', 'motdepasse', 'azerty', 'qwerty', '123456', 'tabib', 'admin', 'maroc', 'morocco'];

/** Why a staff password is too weak, or undefined when it will do. */
export function staffPasswordProblem(password: string, email: string): string | undefined {
  if (password.length < staffPasswordMinLength) return `it must be at least ${staffPasswordMinLength} characters long`;
  if (password.length > passwordMaxLength) return `it must be at most ${passwordMaxLength} characters long`;
  if (new Set(password).size < 6) return 'it repeats too few different characters';
  const folded = password.toLowerCase();
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && folded.includes(local)) return 'it contains the e-mail address';
  const common = commonWords.find((word) => folded.includes(word));
  if (common) return `it contains "${common}", which every attacker tries first`;
  return undefined;
}

export type StaffCommand =
  | { action: 'create'; email: string; password: string; name: string; role: StaffRole }
  | { action: 'promote'; email: string; role: StaffRole }
  | { action: 'demote'; email: string };

/**
 * What `npm run admin` does (decision 038): no API endpoint can make staff. Answers the sentence
 * the command prints; throws an Error whose message says what is wrong.
 */
export async function runStaffCommand(db: Db, command: StaffCommand): Promise<string> {
  const email = command.email.trim();
  const [existing] = await db
    .select({ id: users.id, staffRole: users.staffRole })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (command.action === 'create') {
    if (existing) throw new Error(`An account already exists with ${email}: add --promote to make it ${command.role}.`);
    const problem = staffPasswordProblem(command.password, email);
    if (problem) throw new Error(`This password is too weak: ${problem}.`);
    const [firstName = '', ...rest] = command.name.trim().split(/\s+/);
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(command.password),
        firstName,
        lastName: rest.join(' '),
        staffRole: command.role,
      })
      .returning({ id: users.id });
    return `Created ${command.role} ${email} (account ${created?.id}).`;
  }
  if (!existing) throw new Error(`No account has the e-mail ${email}.`);
  const role = command.action === 'promote' ? command.role : null;
  await db
    .update(users)
    .set({ staffRole: role, updatedAt: sql`now()` })
    .where(eq(users.id, existing.id));
  return role
    ? `${email} (account ${existing.id}) is now ${role}${existing.staffRole ? ` (was ${existing.staffRole})` : ''}.`
    : `${email} (account ${existing.id}) is no longer staff${existing.staffRole ? ` (was ${existing.staffRole})` : ''}.`;
}
