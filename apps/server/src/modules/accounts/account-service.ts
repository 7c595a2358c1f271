import type { Locale, TUserInfo } from '@tabib/shared';
import type { Viewer } from '../../plugins/authentication.ts';
import type { Database } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, TooManyRequests, Unauthorized } from '../../errors.ts';
import type { DoctorCounts } from '../doctors/doctor-counts.ts';
import { findDoctorOwnedBy, findOwnedDoctor, preparePractice, saveOwnedDoctor } from '../doctors/index.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { presentUserInfo } from './account-presenter.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher.ts';
import { enforcePasswordPolicy } from './password-policy.ts';
import { spendResetLinks } from './password-reset-repository.ts';
import { retireCalendarFeed } from '../booking/index.ts';
import { findTokenOwner, issueToken, revokeOtherTokens, revokeToken } from './token-repository.ts';
import { findUserByEmail, findUserById, insertUser, isDuplicateEmail, updateUser } from './user-repository.ts';

export interface AccountServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  counts: DoctorCounts;
  /** Failed sign-ins per account and address, and per account (decision 024). */
  loginAttempts: LoginThrottle;
}

export interface RegisterUserOptions {
  name: string;
  email: string;
  password: string;
  isDoctor: boolean;
  locale: Locale;
}

export interface LoginUserOptions {
  email: string;
  password: string;
  /** The client's IP address: failures are counted per account and address (decision 024). */
  address: string;
}

export interface ChangePasswordOptions {
  userId: number;
  currentPassword: string;
  newPassword: string;
  /** The session making the change stays signed in; every other one is revoked. */
  keepTokenHash: string;
}

/** "Salma El Idrissi" → first name "Salma", last name "El Idrissi". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** Accounts and sessions (product.md §4, decision 013). */
export function createAccountService(dependencies: AccountServiceDependencies) {
  const { database, catalog, counts, loginAttempts } = dependencies;
  const { db } = database;

  /**
   * Registration signs the user in (product.md §4); a doctor gets a directory row at once. The
   * account, its doctor row and its token are written in one transaction: all or nothing.
   */
  async function registerUser(options: RegisterUserOptions): Promise<TUserInfo> {
    enforcePasswordPolicy(options.password, { email: options.email, staff: false }, 'password');
    if (await findUserByEmail(db, options.email)) throw new Conflict('email_taken');
    const passwordHash = await hashPassword(options.password);
    const { firstName, lastName } = splitName(options.name);
    const practice = options.isDoctor
      ? await preparePractice(catalog, { speciality: '', city: '', locale: options.locale })
      : undefined;
    const registered = await db
      .transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: options.email,
          passwordHash,
          firstName,
          lastName,
          isDoctor: options.isDoctor,
          locale: options.locale,
        });
        if (practice) {
          await saveOwnedDoctor(tx, {
            userId: user.id,
            firstName,
            lastName,
            gender: null,
            phone: null,
            street: '',
            postalCode: '',
            image: null,
            practice,
          });
        }
        return { user, token: await issueToken(tx, user.id) };
      })
      .catch((error: unknown) => {
        // Another registration of the same address won the race between the check and the insert.
        throw isDuplicateEmail(error) ? new Conflict('email_taken') : error;
      });
    // The new listing is not public before verification (decision 038): it is read into the
    // search's counts by its slug, which leaves them as they are, never by reading every doctor
    // again (decision 083).
    if (practice) {
      const listing = await findOwnedDoctor(db, registered.user.id);
      counts.invalidate(listing ? [listing.slug] : undefined);
    }
    return presentUserInfo(registered.user, registered.token);
  }

  /**
   * Unknown e-mail and wrong password answer alike and in similar time (a decoy hash is checked).
   * After 5 failures in 15 minutes one address gets 429 on that account; failures from many
   * addresses only slow the account's sign-ins, so strangers cannot lock its owner out (decision 024).
   */
  async function loginUser(options: LoginUserOptions): Promise<TUserInfo> {
    const key = options.email.trim().toLowerCase();
    const wait = await loginAttempts.admit(key, options.address);
    if (wait > 0) throw new TooManyRequests(wait);
    const user = await findUserByEmail(db, key);
    const valid = user
      ? await verifyPassword(user.passwordHash, options.password)
      : await verifyAgainstDecoy(options.password);
    if (!user || !valid) {
      await loginAttempts.recordFailure(key, options.address);
      throw new Invalid('invalid_credentials');
    }
    await loginAttempts.recordSuccess(key, options.address);
    // Said only to whoever knows the password (decision 039).
    if (user.suspendedAt) throw new Forbidden('account_suspended');
    const doctor = user.isDoctor ? await findDoctorOwnedBy(db, user.id) : undefined;
    return presentUserInfo(user, await issueToken(db, user.id), doctor);
  }

  /** Ends the session of one token. */
  async function logoutUser(options: { tokenHash: string }): Promise<void> {
    await revokeToken(db, options.tokenHash);
  }

  /** The account a bearer token signs in, if the token is known, not revoked and not expired. */
  async function authenticateToken(options: { token: string }): Promise<Viewer | undefined> {
    return findTokenOwner(db, options.token);
  }

  /**
   * PUT /api/users/update/password/: the current password is checked, the new one follows the rule
   * (the staff rule for staff, decision 049); other sessions and every reset link mailed before end.
   */
  async function changePassword(options: ChangePasswordOptions): Promise<void> {
    const user = await findUserById(db, options.userId);
    if (!user) throw new Unauthorized();
    if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
      throw new Invalid('wrong_current_password', [{ field: 'currentPassword', key: 'wrong_current_password' }]);
    }
    enforcePasswordPolicy(options.newPassword, { email: user.email, staff: user.staffRole !== null }, 'newPassword');
    const passwordHash = await hashPassword(options.newPassword);
    await db.transaction(async (tx) => {
      await updateUser(tx, options.userId, { passwordHash });
      await revokeOtherTokens(tx, options.userId, options.keepTokenHash);
      await spendResetLinks(tx, options.userId);
      // A feed address read by a calendar somewhere is a key too (decision 050).
      await retireCalendarFeed(tx, options.userId, 'password');
    });
  }

  return { registerUser, loginUser, logoutUser, authenticateToken, changePassword };
}

export type AccountService = ReturnType<typeof createAccountService>;
