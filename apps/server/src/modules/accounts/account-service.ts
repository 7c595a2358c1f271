import { eq, sql } from 'drizzle-orm';
import type { Locale, TProfile, TUserInfo } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, Conflict, Invalid, Unauthorized } from '../../errors.ts';
import type { ImageStore } from '../../media/image-store.ts';
import type { DoctorCounts } from '../doctors/doctor-counts.ts';
import { doctorImageUrl } from '../doctors/doctor-presenter.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { removeOwnedDoctor, saveOwnedDoctor } from './owned-doctor.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher.ts';
import { issueToken, revokeOtherTokens } from './token-store.ts';
import {
  findOwnedDoctor,
  findUserByEmail,
  findUserById,
  isDuplicateEmail,
  type UserRecord,
} from './user-repository.ts';

export interface AccountDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  counts: DoctorCounts;
  images: ImageStore;
  loginAttempts: AttemptLimiter;
}

/** "Salma El Idrissi" → first name "Salma", last name "El Idrissi". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

function userInfo(user: UserRecord, token: { token: string; expiresAt: Date }): TUserInfo {
  return {
    id: user.id,
    _id: user.id,
    username: user.email,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    isAdmin: false,
    isDoctor: user.isDoctor,
    token: token.token,
    expires_at: token.expiresAt.toISOString(),
  };
}

export interface RegisterOptions {
  name: string;
  email: string;
  password: string;
  isDoctor: boolean;
  locale: Locale;
}

/** Registration logs the user in (product.md §4); a doctor gets a directory row at once. */
export async function registerUser(dependencies: AccountDependencies, options: RegisterOptions): Promise<TUserInfo> {
  const { db } = dependencies.database;
  if (await findUserByEmail(db, options.email)) throw new Conflict('email_taken');
  const passwordHash = await hashPassword(options.password);
  const { firstName, lastName } = splitName(options.name);
  let user: UserRecord | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({
        email: options.email,
        passwordHash,
        firstName,
        lastName,
        isDoctor: options.isDoctor,
        locale: options.locale,
      })
      .returning();
  } catch (error) {
    if (isDuplicateEmail(error)) throw new Conflict('email_taken');
    throw error;
  }
  if (!user) throw new Error('insert returned no user');
  if (options.isDoctor) {
    await saveOwnedDoctor(db, dependencies.catalog, {
      userId: user.id,
      firstName,
      lastName,
      gender: null,
      phone: null,
      street: '',
      postalCode: '',
      city: '',
      speciality: '',
      description: '',
      image: null,
    });
    dependencies.counts.invalidate();
  }
  return userInfo(user, await issueToken(db, user.id));
}

/**
 * Unknown e-mail and wrong password answer alike and in similar time (a decoy hash is checked);
 * after 5 failures in 15 minutes an address is refused with 429 whatever the IP.
 */
export async function loginUser(
  dependencies: AccountDependencies,
  email: string,
  password: string,
): Promise<TUserInfo> {
  const key = email.trim().toLowerCase();
  const wait = dependencies.loginAttempts.retryAfter(key);
  if (wait > 0) throw new AppError(429, 'too_many_requests', undefined, { 'retry-after': String(wait) });
  const { db } = dependencies.database;
  const user = await findUserByEmail(db, key);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    dependencies.loginAttempts.record(key);
    throw new AppError(400, 'invalid_credentials');
  }
  dependencies.loginAttempts.reset(key);
  return userInfo(user, await issueToken(db, user.id));
}

export async function getProfile(dependencies: AccountDependencies, userId: number, locale: Locale): Promise<TProfile> {
  const { db } = dependencies.database;
  const user = await findUserById(db, userId);
  if (!user) throw new Unauthorized();
  const doctor = user.isDoctor ? await findOwnedDoctor(db, userId) : undefined;
  const speciality = doctor?.specialityId ? await dependencies.catalog.specialityById(doctor.specialityId) : undefined;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    gender: user.gender === 'F' || user.gender === 'M' ? user.gender : null,
    email: user.email,
    username: user.email,
    phone: user.phone ?? '',
    is_doctor: user.isDoctor,
    image: doctorImageUrl(user.image),
    address: {
      street: user.street ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      postal_code: user.postalCode ?? '',
      country: user.country ?? '',
    },
    doctor_profile: doctor
      ? {
          id: doctor.id,
          image: doctorImageUrl(doctor.image),
          description: doctor.description,
          speciality: speciality?.labels[locale] ?? '',
          slug: doctor.slug,
        }
      : null,
  };
}

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  gender?: 'M' | 'F' | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  isDoctor?: boolean | undefined;
  address?: { street: string; city: string; state: string; postal_code: string; country: string } | undefined;
  doctorProfile?: { speciality: string; description: string } | undefined;
  image?: Buffer | undefined;
}

/**
 * PUT /api/users/profile/: the account is always the token's, whatever id the body names. The
 * doctor row follows the account: created or updated while "I am a doctor" is ticked, removed when
 * it is unticked.
 */
export async function updateProfile(
  dependencies: AccountDependencies,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  const { db } = dependencies.database;
  const user = await findUserById(db, userId);
  if (!user) throw new Unauthorized();
  if (changes.email && changes.email.toLowerCase() !== user.email.toLowerCase()) {
    const other = await findUserByEmail(db, changes.email);
    if (other) throw new Conflict('email_taken');
  }
  // The reference catalogue loads itself on first use through its own query; it must be loaded
  // before the transaction, or on PGlite's single connection that query would wait for it forever.
  await Promise.all([dependencies.catalog.specialities(), dependencies.catalog.cities()]);
  const newImage = changes.image ? await dependencies.images.save(changes.image, `u${userId}`) : undefined;
  const next = {
    firstName: changes.firstName ?? user.firstName,
    lastName: changes.lastName ?? user.lastName,
    gender: changes.gender ?? (user.gender === 'F' || user.gender === 'M' ? user.gender : null),
    email: changes.email ?? user.email,
    phone: changes.phone ?? user.phone,
    isDoctor: changes.isDoctor ?? user.isDoctor,
    street: changes.address?.street ?? user.street,
    city: changes.address?.city ?? user.city,
    state: changes.address?.state ?? user.state,
    postalCode: changes.address?.postal_code ?? user.postalCode,
    country: changes.address?.country ?? user.country,
    image: newImage ?? user.image,
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      if (next.isDoctor) {
        const current = await findOwnedDoctor(tx, userId);
        await saveOwnedDoctor(tx, dependencies.catalog, {
          userId,
          firstName: next.firstName,
          lastName: next.lastName,
          gender: next.gender,
          phone: next.phone,
          street: next.street ?? '',
          postalCode: next.postalCode ?? '',
          city: next.city ?? '',
          // Undefined keeps the speciality the doctor row already has.
          speciality: changes.doctorProfile?.speciality,
          description: changes.doctorProfile?.description ?? current?.description ?? '',
          image: next.image,
        });
      } else {
        await removeOwnedDoctor(tx, userId);
      }
    });
  } catch (error) {
    if (newImage) await dependencies.images.remove(newImage);
    if (isDuplicateEmail(error)) throw new Conflict('email_taken');
    throw error;
  }
  if (newImage && user.image) await dependencies.images.remove(user.image);
  dependencies.counts.invalidate();
}

export interface ChangePasswordOptions {
  userId: number;
  currentPassword: string;
  newPassword: string;
  /** The session making the change stays signed in; every other one is revoked. */
  keepTokenHash: string;
}

export async function changePassword(dependencies: AccountDependencies, options: ChangePasswordOptions): Promise<void> {
  const { db } = dependencies.database;
  const user = await findUserById(db, options.userId);
  if (!user) throw new Unauthorized();
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new Invalid('wrong_current_password', [{ field: 'currentPassword', key: 'wrong_current_password' }]);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(options.newPassword), updatedAt: sql`now()` })
    .where(eq(users.id, options.userId));
  await revokeOtherTokens(db, options.userId, options.keepTokenHash);
}
