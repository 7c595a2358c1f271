import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@tabib/shared';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { translate } from '../i18n/catalogues.ts';
import { hashPassword } from '../modules/accounts/password-hasher.ts';
import { findPasswordProblem } from '../modules/accounts/password-policy.ts';
import { revokeOtherTokens, spendResetLinks } from '../modules/accounts/index.ts';

/**
 * The staff rule of the accounts module (decision 049), said in English as the command line speaks;
 * throws when it refuses the password.
 */
function refuseWeakStaffPassword(password: string, email: string): void {
  const problem = findPasswordProblem(password, { email, staff: true });
  if (problem) throw new Error(`Password refused: ${translate('en', `Error.${problem}`, { field: 'The password' })}`);
}

export type StaffCommand =
  | { action: 'create'; email: string; password: string; name: string; role: StaffRole }
  | { action: 'promote'; email: string; password: string; role: StaffRole }
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
    refuseWeakStaffPassword(command.password, email);
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
  const was = existing.staffRole ? ` (was ${existing.staffRole})` : '';
  if (command.action === 'demote') {
    await db
      .update(users)
      .set({ staffRole: null, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    return `${email} (account ${existing.id}) is no longer staff${was}.`;
  }
  // The account's password was chosen under the patients' rule, and its sessions were opened with
  // it: staff start with a password of the staff rule and sign in again (decision 049).
  refuseWeakStaffPassword(command.password, email);
  const passwordHash = await hashPassword(command.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ staffRole: command.role, passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id));
    await revokeOtherTokens(tx, existing.id);
    await spendResetLinks(tx, existing.id);
  });
  return `${email} (account ${existing.id}) is now ${command.role}${was}; its password is set and every session ended.`;
}
