import type { z } from 'zod';
import type { TProfile, TProfileForm, ZProfileForm } from '@tabib/shared';

/** The values of the account form (AccountForm) and what PUT /api/users/profile/ makes of them. */

export type AccountValues = z.output<typeof ZProfileForm>;

export const fieldNames = [
  'first_name',
  'last_name',
  'gender',
  'email',
  'current_password',
  'phone',
  'street',
  'city',
  'state',
  'postal_code',
  'country',
  'speciality',
  'first_name_ar',
  'last_name_ar',
  'description_fr',
  'description_en',
  'description_ar',
  'languages',
] as const;

/** The server names the address and doctor fields by their path in the multipart body. */
export const serverPaths: Record<string, (typeof fieldNames)[number]> = {
  'address.street': 'street',
  'address.city': 'city',
  'address.state': 'state',
  'address.postal_code': 'postal_code',
  'address.country': 'country',
  'doctor_profile.speciality': 'speciality',
  'doctor_profile.first_name_ar': 'first_name_ar',
  'doctor_profile.last_name_ar': 'last_name_ar',
  'doctor_profile.descriptions.fr': 'description_fr',
  'doctor_profile.descriptions.en': 'description_en',
  'doctor_profile.descriptions.ar': 'description_ar',
  'doctor_profile.languages': 'languages',
};

export function profileFormDefaults(profile: TProfile): TProfileForm {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender ?? '',
    email: profile.email,
    current_password: '',
    phone: profile.phone,
    is_doctor: profile.is_doctor,
    ...profile.address,
    speciality: profile.doctor_profile?.speciality ?? '',
    first_name_ar: profile.doctor_profile?.first_name_ar ?? '',
    last_name_ar: profile.doctor_profile?.last_name_ar ?? '',
    description_fr: profile.doctor_profile?.descriptions.fr ?? '',
    description_en: profile.doctor_profile?.descriptions.en ?? '',
    description_ar: profile.doctor_profile?.descriptions.ar ?? '',
    languages: profile.doctor_profile?.languages ?? [],
  };
}

/** Whether the form asks for another sign-in address than the saved one (decision 050). */
export function isNewEmail(value: string | undefined, profile: TProfile): boolean {
  return (value ?? '').trim().toLowerCase() !== profile.email.toLowerCase();
}

/**
 * PUT /api/users/profile/ is multipart (product.md §7): address and doctor_profile travel as JSON
 * text; the current password only with a new address, which needs it (decision 050).
 */
export function profileFormData(profile: TProfile, values: AccountValues, photo: File | null): FormData {
  const form = new FormData();
  form.set('id', String(profile.id));
  for (const name of ['first_name', 'last_name', 'gender', 'email', 'phone'] as const) form.set(name, values[name]);
  form.set('username', values.email);
  if (isNewEmail(values.email, profile)) form.set('current_password', values.current_password);
  form.set('is_doctor', String(values.is_doctor));
  const { street, city, state, postal_code, country } = values;
  form.set('address', JSON.stringify({ street, city, state, postal_code, country }));
  const doctor = values.is_doctor
    ? {
        speciality: values.speciality,
        first_name_ar: values.first_name_ar,
        last_name_ar: values.last_name_ar,
        descriptions: { fr: values.description_fr, en: values.description_en, ar: values.description_ar },
        languages: values.languages,
      }
    : {};
  form.set('doctor_profile', JSON.stringify(doctor));
  if (photo) form.set('doctorImage', photo);
  return form;
}
