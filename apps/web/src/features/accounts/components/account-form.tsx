import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZProfileForm, type TProfile, type TProfileForm } from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useUpdateProfile } from '../api/account-api.ts';
import { usePhotoChoice } from '../hooks/use-photo-choice.ts';
import { UntickDoctorDialog } from './untick-doctor-dialog.tsx';

type AccountValues = z.output<typeof ZProfileForm>;

const fieldNames = [
  'first_name',
  'last_name',
  'gender',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'postal_code',
  'country',
  'speciality',
  'description',
] as const;

/** The server names the address and doctor fields by their path in the multipart body. */
const serverPaths: Record<string, (typeof fieldNames)[number]> = {
  'address.street': 'street',
  'address.city': 'city',
  'address.state': 'state',
  'address.postal_code': 'postal_code',
  'address.country': 'country',
  'doctor_profile.speciality': 'speciality',
  'doctor_profile.description': 'description',
};

function defaults(profile: TProfile): TProfileForm {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender ?? '',
    email: profile.email,
    phone: profile.phone,
    is_doctor: profile.is_doctor,
    ...profile.address,
    speciality: profile.doctor_profile?.speciality ?? '',
    description: profile.doctor_profile?.description ?? '',
  };
}

/** PUT /api/users/profile/ is multipart (product.md §7): address and doctor_profile travel as JSON text. */
function profileFormData(id: number, values: AccountValues, photo: File | null): FormData {
  const form = new FormData();
  form.set('id', String(id));
  for (const name of ['first_name', 'last_name', 'gender', 'email', 'phone'] as const) form.set(name, values[name]);
  form.set('username', values.email);
  form.set('is_doctor', String(values.is_doctor));
  const { street, city, state, postal_code, country } = values;
  form.set('address', JSON.stringify({ street, city, state, postal_code, country }));
  const doctor = values.is_doctor ? { speciality: values.speciality, description: values.description } : {};
  form.set('doctor_profile', JSON.stringify(doctor));
  if (photo) form.set('doctorImage', photo);
  return form;
}

/**
 * The account section of the profile (product.md §2) on react-hook-form with the shared
 * ZProfileForm: doctor fields only when the box is ticked. Saving with the box unticked deletes the
 * account's doctor listing with its reviews and followers (decision 013), so an account that has
 * one is asked first. Errors, the client's and the server's, show under their fields.
 */
export function AccountForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, getValues, formState, control, setError } = useForm<
    TProfileForm,
    unknown,
    AccountValues
  >({ resolver: zodResolver(ZProfileForm), defaultValues: defaults(profile) });
  const [confirmingUntick, setConfirmingUntick] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Once the dialog is gone and the save it allowed is over (the button is enabled again), the
  // focus goes back to the submit button, where the user was.
  const focusSubmit = useRef(false);
  useEffect(() => {
    if (!focusSubmit.current || confirmingUntick || formState.isSubmitting) return;
    focusSubmit.current = false;
    submitRef.current?.focus();
  }, [confirmingUntick, formState.isSubmitting]);
  const [photo, choosePhoto] = usePhotoChoice();
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [isDoctor, gender, firstName, lastName] = useWatch({
    control,
    name: ['is_doctor', 'gender', 'first_name', 'last_name'],
  });
  const preview = photo?.url ?? profile.image ?? `/images/doctor-${gender === 'F' ? 'female' : 'male'}.svg`;

  const save = handleSubmit(async (values) => {
    setPhotoError(undefined);
    try {
      await updateProfile.mutateAsync(profileFormData(profile.id, values, photo?.file ?? null));
      choosePhoto(null);
      showToast('success', t('Messages.profileUpdated'));
    } catch (error) {
      for (const [name, key] of serverFieldErrors(error, fieldNames, serverPaths)) {
        setError(name, { type: 'server', message: key });
      }
      if (error instanceof ApiError) setPhotoError(error.fields['body.doctorImage'] ?? error.fields.doctorImage);
      showToast(
        'error',
        error instanceof ApiError && error.status !== 400 ? error.message : t('Messages.profileUpdateFailed'),
      );
    }
  });
  // Only an account whose loaded profile has a listing is asked: without one, unticking loses nothing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (profile.doctor_profile && !getValues('is_doctor')) {
      event.preventDefault();
      setConfirmingUntick(true);
      return;
    }
    void save(event);
  };
  const closeDialog = () => {
    focusSubmit.current = true;
    setConfirmingUntick(false);
  };
  const errorOf = (name: (typeof fieldNames)[number]) => formState.errors[name]?.message;
  const descriptionError = errorOf('description');

  return (
    <form onSubmit={onSubmit} className="account-form" noValidate>
      <div className="profile-photo">
        <img src={preview} alt={t('Account.photoAlt')} width={120} height={120} />
        <FormField id="account-photo" label={t('Account.photo')} error={photoError} hint={t('Account.photoHint')}>
          {/*
           * The browser's own file box shows "No file chosen" cut short on a phone (issue 14): the
           * input stays (keyboard, screen readers, the picker) but is drawn as the button below,
           * and the round preview beside it shows what was chosen.
           */}
          <input
            id="account-photo"
            type="file"
            className="photo-input visually-hidden"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
          />
          <label htmlFor="account-photo" className="button button-quiet photo-button">
            {t('Account.choosePhoto')}
          </label>
        </FormField>
      </div>
      <div className="form-grid">
        <FormField id="account-first" label={t('Account.firstName')} error={errorOf('first_name')}>
          <input
            id="account-first"
            autoComplete="given-name"
            {...register('first_name')}
            {...fieldAria('account-first', errorOf('first_name'))}
          />
        </FormField>
        <FormField id="account-last" label={t('Account.lastName')} error={errorOf('last_name')}>
          <input
            id="account-last"
            autoComplete="family-name"
            {...register('last_name')}
            {...fieldAria('account-last', errorOf('last_name'))}
          />
        </FormField>
      </div>
      <fieldset className="form-radios">
        <legend>{t('Account.gender')}</legend>
        <label>
          <input type="radio" value="F" {...register('gender')} /> {t('Account.female')}
        </label>
        <label>
          <input type="radio" value="M" {...register('gender')} /> {t('Account.male')}
        </label>
      </fieldset>
      <div className="form-grid">
        <FormField id="account-email" label={t('Account.email')} error={errorOf('email')}>
          <input
            id="account-email"
            type="email"
            autoComplete="email"
            {...register('email')}
            {...fieldAria('account-email', errorOf('email'))}
          />
        </FormField>
        <FormField id="account-phone" label={t('Account.phone')} error={errorOf('phone')}>
          <input
            id="account-phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...register('phone')}
            {...fieldAria('account-phone', errorOf('phone'))}
          />
        </FormField>
      </div>
      <fieldset>
        <legend>{t('Account.address')}</legend>
        <div className="form-grid">
          <FormField id="account-street" label={t('Account.street')} error={errorOf('street')}>
            <input id="account-street" autoComplete="street-address" {...register('street')} />
          </FormField>
          <FormField id="account-city" label={t('Account.city')} error={errorOf('city')}>
            <input id="account-city" autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField id="account-state" label={t('Account.state')} error={errorOf('state')}>
            <input id="account-state" autoComplete="address-level1" {...register('state')} />
          </FormField>
          <FormField id="account-postal" label={t('Account.postalCode')} error={errorOf('postal_code')}>
            <input id="account-postal" autoComplete="postal-code" dir="ltr" {...register('postal_code')} />
          </FormField>
          <FormField id="account-country" label={t('Account.country')} error={errorOf('country')}>
            <input id="account-country" autoComplete="country-name" {...register('country')} />
          </FormField>
        </div>
      </fieldset>
      <div className="form-check">
        <input id="account-doctor" type="checkbox" {...register('is_doctor')} />
        <label htmlFor="account-doctor">{t('Account.iAmDoctor')}</label>
      </div>
      {isDoctor && (
        <fieldset>
          <legend>{t('Account.doctorDetails')}</legend>
          <FormField
            id="account-speciality"
            label={t('Account.speciality')}
            error={errorOf('speciality')}
            hint={t('Account.specialityHint')}
          >
            <input
              id="account-speciality"
              {...register('speciality')}
              {...fieldAria('account-speciality', errorOf('speciality'))}
            />
          </FormField>
          <RichTextField
            control={control}
            name="description"
            labelId="account-description-label"
            label={t('Account.description')}
            invalid={Boolean(descriptionError)}
            describedBy={descriptionError ? 'account-description-error' : undefined}
            imageAlt={t('MyBlogs.imageAlt', { title: `${firstName} ${lastName}`.trim() })}
            error={
              descriptionError && (
                <p className="form-error" id="account-description-error" role="alert">
                  {t(`Error.${descriptionError}`, { field: t('Account.description') })}
                </p>
              )
            }
          />
        </fieldset>
      )}
      <button ref={submitRef} type="submit" className="button" disabled={formState.isSubmitting}>
        {t('Account.save')}
      </button>
      {confirmingUntick && (
        <UntickDoctorDialog
          onConfirm={() => {
            closeDialog();
            void save();
          }}
          onCancel={closeDialog}
        />
      )}
    </form>
  );
}
