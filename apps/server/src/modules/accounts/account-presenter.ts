import {
  isStaffRole,
  type Locale,
  type TDescriptions,
  type TDoctor,
  type TProfile,
  type TUserInfo,
  type TUserRole,
} from '@tabib/shared';
import { dropForeignImages } from '../content/sanitize-rich-text.ts';
import { descriptionFor, descriptionsOf } from '../doctors/doctor-descriptions.ts';
import { buildImageUrl, spokenLanguages } from '../doctors/doctor-presenter.ts';
import { presentPracticeSettings, type OwnedDoctorRecord } from '../doctors/index.ts';
import type { UserRecord } from './user-repository.ts';

/** The role an answer shows (decision 038): the staff role, else doctor or patient. */
export function roleOf(user: Pick<UserRecord, 'staffRole' | 'isDoctor'>): TUserRole {
  if (isStaffRole(user.staffRole)) return user.staffRole;
  return user.isDoctor ? 'doctor' : 'patient';
}

/**
 * What login and registration answer (product.md §7), the web app's `userInfo`; a doctor's Arabic
 * names, when known, for the header of Arabic pages (decision 055).
 */
export function presentUserInfo(
  user: UserRecord,
  token: { token: string; expiresAt: Date },
  arabicNames: { firstNameAr: string | null; lastNameAr: string | null } = { firstNameAr: null, lastNameAr: null },
): TUserInfo {
  return {
    id: user.id,
    _id: user.id,
    username: user.email,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    isAdmin: user.staffRole === 'admin',
    isDoctor: user.isDoctor,
    role: roleOf(user),
    token: token.token,
    expires_at: token.expiresAt.toISOString(),
    email_confirmed: user.emailConfirmedAt !== null,
    has_phone: Boolean(user.phone?.trim()),
    first_name_ar: arabicNames.firstNameAr,
    last_name_ar: arabicNames.lastNameAr,
  };
}

/** GET /api/users/profile/ (product.md §3): the account, and its doctor row when it keeps one. */
export function presentProfile(
  user: UserRecord,
  doctor: (OwnedDoctorRecord & { specialityLabel: string; location: TDoctor['location'] }) | undefined,
  locale: Locale,
  pendingEmail: string | undefined,
): TProfile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    gender: user.gender === 'F' || user.gender === 'M' ? user.gender : null,
    email: user.email,
    username: user.email,
    email_confirmed: user.emailConfirmedAt !== null,
    pending_email: pendingEmail ?? null,
    phone: user.phone ?? '',
    is_doctor: user.isDoctor,
    role: roleOf(user),
    image: buildImageUrl(user.image),
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
          image: buildImageUrl(doctor.image),
          // Images from elsewhere saved before decision 048 are not shown, nor handed to the editor.
          description: dropForeignImages(descriptionFor(doctor, locale).html),
          descriptions: withoutForeignImages(descriptionsOf(doctor)),
          languages: spokenLanguages(doctor.languages),
          speciality: doctor.specialityLabel,
          slug: doctor.slug,
          first_name_ar: doctor.firstNameAr ?? '',
          last_name_ar: doctor.lastNameAr ?? '',
          verified: doctor.verifiedAt !== null,
          practice: presentPracticeSettings(doctor),
          location: doctor.location ?? null,
        }
      : null,
  };
}

function withoutForeignImages({ fr, en, ar }: TDescriptions): TDescriptions {
  return { fr: dropForeignImages(fr), en: dropForeignImages(en), ar: dropForeignImages(ar) };
}
