import { isStaffRole, type Locale, type TProfile, type TUserInfo, type TUserRole } from '@tabib/shared';
import { descriptionFor, descriptionsOf } from '../doctors/doctor-descriptions.ts';
import { buildImageUrl, spokenLanguages } from '../doctors/doctor-presenter.ts';
import type { OwnedDoctorRecord } from '../doctors/doctor-repository.ts';
import type { UserRecord } from './user-repository.ts';

/** The role an answer shows (decision 038): the staff role, else doctor or patient. */
export function roleOf(user: Pick<UserRecord, 'staffRole' | 'isDoctor'>): TUserRole {
  if (isStaffRole(user.staffRole)) return user.staffRole;
  return user.isDoctor ? 'doctor' : 'patient';
}

/** What login and registration answer (product.md §7), the web app's `userInfo`. */
export function presentUserInfo(user: UserRecord, token: { token: string; expiresAt: Date }): TUserInfo {
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
  };
}

/** GET /api/users/profile/ (product.md §3): the account, and its doctor row when it keeps one. */
export function presentProfile(
  user: UserRecord,
  doctor: (OwnedDoctorRecord & { specialityLabel: string }) | undefined,
  locale: Locale,
): TProfile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    gender: user.gender === 'F' || user.gender === 'M' ? user.gender : null,
    email: user.email,
    username: user.email,
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
          description: descriptionFor(doctor, locale).html,
          descriptions: descriptionsOf(doctor),
          languages: spokenLanguages(doctor.languages),
          speciality: doctor.specialityLabel,
          slug: doctor.slug,
        }
      : null,
  };
}
