import type { Locale, TPracticeChanges, TProfile } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Conflict, Invalid, Unauthorized } from '../../errors.ts';
import type { ImageStore } from '../../media/image-store.ts';
import type { DoctorCounts } from '../doctors/doctor-counts.ts';
import type { ProposedIdentity } from '../../db/schema/verification.ts';
import type { AppointmentService } from '../booking/index.ts';
import {
  findOwnedDoctor,
  preparePractice,
  presentLocation,
  releaseOwnedDoctor,
  saveOwnedDoctor,
  type OwnedDoctorRecord,
  type PreparedPractice,
} from '../doctors/index.ts';
import { proposeIdentityChange, withdrawIdentityChange } from '../verification/index.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import { presentProfile } from './account-presenter.ts';
import type { EmailConfirmationService } from './email-confirmation-service.ts';
import { findPendingEmail } from './email-confirmation-repository.ts';
import { findUserById, isDuplicateEmail, updateUser } from './user-repository.ts';

export interface ProfileServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  counts: DoctorCounts;
  images: ImageStore;
  /** Cancels a page's appointments ahead when its account unticks "I am a doctor" (decision 050). */
  appointments: Pick<AppointmentService, 'prepareAccountClosing'>;
  /** A new address is confirmed by a link before it replaces the sign-in address (decision 050). */
  emailConfirmations: Pick<EmailConfirmationService, 'prepareEmailChange'>;
}

/** The fields of PUT /api/users/profile/ (product.md §7), each absent when not sent. */
export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  gender?: 'M' | 'F' | undefined;
  email?: string | undefined;
  /** Required with a new `email` (decision 050). */
  currentPassword?: string | undefined;
  phone?: string | undefined;
  isDoctor?: boolean | undefined;
  address?: { street: string; city: string; state: string; postal_code: string; country: string } | undefined;
  doctorProfile?:
    | {
        speciality?: string | undefined;
        description?: string | undefined;
        descriptions?: { fr?: string | undefined; en?: string | undefined; ar?: string | undefined } | undefined;
        languages?: string[] | undefined;
        /** Cover, payment and access (decision 074); undefined keeps them. */
        practice?: TPracticeChanges | undefined;
        /** The names in Arabic script (decision 055): '' removes one, undefined keeps it. */
        first_name_ar?: string | undefined;
        last_name_ar?: string | undefined;
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
  const { database, catalog, counts, images, appointments, emailConfirmations } = dependencies;
  const { db } = database;

  async function getProfile(options: { userId: number; locale: Locale }): Promise<TProfile> {
    const user = await findUserById(db, options.userId);
    if (!user) throw new Unauthorized();
    const doctor = user.isDoctor ? await findOwnedDoctor(db, options.userId) : undefined;
    const speciality = doctor?.specialityId ? await catalog.specialityById(doctor.specialityId) : undefined;
    return presentProfile(
      user,
      doctor
        ? {
            ...doctor,
            specialityLabel: speciality?.labels[options.locale] ?? '',
            location: await presentLocation(doctor, catalog, options.locale),
          }
        : undefined,
      options.locale,
      await findPendingEmail(db, user.id, user.email),
    );
  }

  /**
   * PUT /api/users/profile/: the account is always the token's, whatever id the body names. The
   * doctor row follows the account: created or updated while "I am a doctor" is ticked; unticked,
   * the page leaves the account as it does when the account is deleted (decision 050: appointments
   * ahead cancelled with mails, a verified page back in the directory with its reviews and
   * followers, a page no moderator approved deleted). Answers the profile as it now is.
   */
  async function updateProfile(options: UpdateProfileOptions): Promise<TProfile> {
    const { userId, changes } = options;
    const user = await findUserById(db, userId);
    if (!user) throw new Unauthorized();
    // A new address is asked for here and used once its link is followed (decision 050); checked
    // first, so a wrong password changes nothing else either.
    const newEmail =
      changes.email && changes.email.toLowerCase() !== user.email.toLowerCase() ? changes.email : undefined;
    const startEmailChange = newEmail
      ? await emailConfirmations.prepareEmailChange({
          userId,
          email: newEmail,
          currentPassword: changes.currentPassword,
          locale: options.locale,
        })
      : undefined;
    const newImage = changes.image ? await images.save(changes.image, `u${userId}`) : undefined;
    const next = {
      firstName: changes.firstName ?? user.firstName,
      lastName: changes.lastName ?? user.lastName,
      gender: changes.gender ?? (user.gender === 'F' || user.gender === 'M' ? user.gender : null),
      phone: changes.phone ?? user.phone,
      isDoctor: changes.isDoctor ?? user.isDoctor,
      street: changes.address?.street ?? user.street,
      city: changes.address?.city ?? user.city,
      state: changes.address?.state ?? user.state,
      postalCode: changes.address?.postal_code ?? user.postalCode,
      country: changes.address?.country ?? user.country,
      image: newImage ?? user.image,
    };
    let closing: Awaited<ReturnType<typeof appointments.prepareAccountClosing>> | undefined;
    // The doctor row the account owned before this change.
    let current: Awaited<ReturnType<typeof findOwnedDoctor>>;
    try {
      current = next.isDoctor ? await findOwnedDoctor(db, userId) : undefined;
      const practice = next.isDoctor
        ? await preparePractice(catalog, {
            // Undefined keeps the speciality the doctor row already has.
            speciality: changes.doctorProfile?.speciality,
            city: next.city ?? '',
            description: changes.doctorProfile?.description,
            descriptions: changes.doctorProfile?.descriptions,
            languages: changes.doctorProfile?.languages,
            practice: changes.doctorProfile?.practice,
            current,
            locale: options.locale,
          })
        : undefined;
      if (practice && changes.isDoctor && changes.doctorProfile) {
        requireDoctorFields({ specialityId: practice.specialityId ?? current?.specialityId ?? null, ...next });
      }
      // A verified page keeps its checked name and speciality until a moderator approves new ones.
      const change = current?.verifiedAt && practice ? identityChange(current, next, practice) : undefined;
      closing = user.isDoctor && !practice ? await appointments.prepareAccountClosing(userId, 'page') : undefined;
      await db.transaction(async (tx) => {
        await updateUser(tx, userId, next);
        if (!practice) {
          if (closing) await closing.apply(tx);
          await releaseOwnedDoctor(tx, userId);
          return;
        }
        await saveOwnedDoctor(tx, {
          userId,
          firstName: change?.published.firstName ?? next.firstName,
          lastName: change?.published.lastName ?? next.lastName,
          firstNameAr: arabicName(changes.doctorProfile?.first_name_ar),
          lastNameAr: arabicName(changes.doctorProfile?.last_name_ar),
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
    closing?.notify();
    await startEmailChange?.();
    if (newImage && user.image) await images.remove(user.image);
    // A patient's profile touches no doctor. A doctor's listing is read again into the search's
    // counts (decision 083); one given back to the directory, whose slug this no longer knows, is
    // counted again from scratch.
    if (next.isDoctor || user.isDoctor) {
      const slugs = [current?.slug, (await findOwnedDoctor(db, userId))?.slug].filter((slug) => slug !== undefined);
      counts.invalidate(slugs.length ? slugs : undefined);
    }
    return getProfile({ userId, locale: options.locale });
  }

  return { getProfile, updateProfile };
}

/**
 * The doctor form (the web app's, or the one of product.md §7: `is_doctor` with `doctor_profile`)
 * saved without a speciality, a city or a phone is refused with one error per missing field
 * (decision 056): a page without them can neither be verified nor found. A request
 * changing a single field (a phone, a photo) keeps what the page already has.
 */
function requireDoctorFields(page: { specialityId: number | null; city: string | null; phone: string | null }): void {
  const missing = [
    page.specialityId === null && { field: 'doctor_profile.speciality', key: 'speciality_required' as const },
    !page.city?.trim() && { field: 'address.city', key: 'city_required' as const },
    !page.phone?.trim() && { field: 'phone', key: 'phone_required' as const },
  ].filter((error) => error !== false);
  if (missing.length) throw new Invalid('invalid_input', missing);
}

/** A name in Arabic script as sent: '' removes it, absent keeps it. */
function arabicName(sent: string | undefined): string | null | undefined {
  if (sent === undefined) return undefined;
  return sent.trim() || null;
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
