import type { Locale, TProfile } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Conflict, Unauthorized } from '../../errors.ts';
import type { ImageStore } from '../../media/image-store.ts';
import type { DoctorCounts } from '../doctors/doctor-counts.ts';
import type { ProposedIdentity } from '../../db/schema/verification.ts';
import { findOwnedDoctor, type OwnedDoctorRecord } from '../doctors/doctor-repository.ts';
import { preparePractice, removeOwnedDoctor, saveOwnedDoctor, type PreparedPractice } from '../doctors/owned-doctor.ts';
import { proposeIdentityChange, withdrawIdentityChange } from '../verification/verification-repository.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { presentProfile } from './account-presenter.ts';
import { findUserByEmail, findUserById, isDuplicateEmail, updateUser } from './user-repository.ts';

export interface ProfileServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  counts: DoctorCounts;
  images: ImageStore;
}

/** The fields of PUT /api/users/profile/ (product.md §7), each absent when not sent. */
export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  gender?: 'M' | 'F' | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  isDoctor?: boolean | undefined;
  address?: { street: string; city: string; state: string; postal_code: string; country: string } | undefined;
  doctorProfile?:
    | {
        speciality: string;
        description?: string | undefined;
        descriptions?: { fr?: string | undefined; en?: string | undefined; ar?: string | undefined } | undefined;
        languages?: string[] | undefined;
      }
    | undefined;
  image?: Buffer | undefined;
}

export interface UpdateProfileOptions {
  userId: number;
  locale: Locale;
  changes: ProfileChanges;
}

/** The signed-in account's profile (product.md §3). */
export function createProfileService(dependencies: ProfileServiceDependencies) {
  const { database, catalog, counts, images } = dependencies;
  const { db } = database;

  async function getProfile(options: { userId: number; locale: Locale }): Promise<TProfile> {
    const user = await findUserById(db, options.userId);
    if (!user) throw new Unauthorized();
    const doctor = user.isDoctor ? await findOwnedDoctor(db, options.userId) : undefined;
    const speciality = doctor?.specialityId ? await catalog.specialityById(doctor.specialityId) : undefined;
    return presentProfile(
      user,
      doctor ? { ...doctor, specialityLabel: speciality?.labels[options.locale] ?? '' } : undefined,
      options.locale,
    );
  }

  /**
   * PUT /api/users/profile/: the account is always the token's, whatever id the body names. The
   * doctor row follows the account: created or updated while "I am a doctor" is ticked, removed when
   * it is unticked. Answers the profile as it now is.
   */
  async function updateProfile(options: UpdateProfileOptions): Promise<TProfile> {
    const { userId, changes } = options;
    const user = await findUserById(db, userId);
    if (!user) throw new Unauthorized();
    if (changes.email && changes.email.toLowerCase() !== user.email.toLowerCase()) {
      if (await findUserByEmail(db, changes.email)) throw new Conflict('email_taken');
    }
    const newImage = changes.image ? await images.save(changes.image, `u${userId}`) : undefined;
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
      const current = next.isDoctor ? await findOwnedDoctor(db, userId) : undefined;
      const practice = next.isDoctor
        ? await preparePractice(catalog, {
            // Undefined keeps the speciality the doctor row already has.
            speciality: changes.doctorProfile?.speciality,
            city: next.city ?? '',
            description: changes.doctorProfile?.description,
            descriptions: changes.doctorProfile?.descriptions,
            languages: changes.doctorProfile?.languages,
            current,
            locale: options.locale,
          })
        : undefined;
      // A verified page keeps its checked name and speciality until a moderator approves new ones.
      const change = current?.verifiedAt && practice ? identityChange(current, next, practice) : undefined;
      await db.transaction(async (tx) => {
        await updateUser(tx, userId, next);
        if (!practice) {
          await removeOwnedDoctor(tx, userId);
          return;
        }
        await saveOwnedDoctor(tx, {
          userId,
          firstName: change?.published.firstName ?? next.firstName,
          lastName: change?.published.lastName ?? next.lastName,
          gender: next.gender,
          phone: next.phone,
          street: next.street ?? '',
          postalCode: next.postalCode ?? '',
          image: next.image,
          practice: change?.published ? { ...practice, specialityId: undefined } : practice,
        });
        if (!current?.verifiedAt) return;
        if (change?.proposed)
          await proposeIdentityChange(tx, { doctorId: current.id, userId, proposed: change.proposed });
        else await withdrawIdentityChange(tx, current.id);
      });
    } catch (error) {
      if (newImage) await images.remove(newImage);
      if (isDuplicateEmail(error)) throw new Conflict('email_taken');
      throw error;
    }
    if (newImage && user.image) await images.remove(user.image);
    counts.invalidate();
    return getProfile({ userId, locale: options.locale });
  }

  return { getProfile, updateProfile };
}

/**
 * What a verified doctor's saved profile changes of the checked identity (decision 041): nothing,
 * or the name and speciality to propose, with the published ones the page keeps meanwhile.
 */
function identityChange(
  current: OwnedDoctorRecord,
  next: { firstName: string; lastName: string },
  practice: PreparedPractice,
): { proposed: ProposedIdentity; published: ProposedIdentity } | undefined {
  const proposed = {
    firstName: next.firstName,
    lastName: next.lastName,
    specialityId: practice.specialityId === undefined ? current.specialityId : practice.specialityId,
  };
  const published = { firstName: current.firstName, lastName: current.lastName, specialityId: current.specialityId };
  const same =
    proposed.firstName === published.firstName &&
    proposed.lastName === published.lastName &&
    proposed.specialityId === published.specialityId;
  return same ? undefined : { proposed, published };
}

export type ProfileService = ReturnType<typeof createProfileService>;
