import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { updateProfile } from '../api/account-api.ts';
import { FormField, fieldAria } from './form-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { UntickDoctorDialog } from './untick-doctor-dialog.tsx';

interface AccountValues {
  first_name: string;
  last_name: string;
  gender: '' | 'M' | 'F';
  email: string;
  phone: string;
  is_doctor: boolean;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  speciality: string;
  description: string;
}

function defaults(profile: TProfile): AccountValues {
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

/**
 * The account section of the profile (product.md §2): doctor fields only when the box is
 * ticked. Saving with the box unticked deletes the account's doctor listing with its reviews and
 * followers (decision 013), so an account that has one is asked first.
 */
export function AccountForm({ profile, onSaved }: { profile: TProfile; onSaved: (profile: TProfile) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, getValues, formState, control } = useForm<AccountValues>({
    defaultValues: defaults(profile),
  });
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
  const [photo, setPhoto] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const isDoctor = watch('is_doctor');
  const gender = watch('gender');
  const preview = photo
    ? URL.createObjectURL(photo)
    : (profile.image ?? `/images/doctor-${gender === 'F' ? 'female' : 'male'}.svg`);

  const save = handleSubmit(async (values) => {
    setFieldErrors({});
    const form = new FormData();
    form.set('id', String(profile.id));
    for (const name of ['first_name', 'last_name', 'gender', 'email', 'phone'] as const) form.set(name, values[name]);
    form.set('username', values.email);
    form.set('is_doctor', String(values.is_doctor));
    form.set(
      'address',
      JSON.stringify({
        street: values.street,
        city: values.city,
        state: values.state,
        postal_code: values.postal_code,
        country: values.country,
      }),
    );
    form.set(
      'doctor_profile',
      JSON.stringify(values.is_doctor ? { speciality: values.speciality, description: values.description } : {}),
    );
    if (photo) form.set('doctorImage', photo);
    try {
      onSaved(await updateProfile(form));
      setPhoto(null);
      showToast('success', t('Messages.profileUpdated'));
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fields);
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
  const errorOf = (name: string) => fieldErrors[`body.${name}`] ?? fieldErrors[name];
  const descriptionError = errorOf('doctor_profile.description');
  const [firstName, lastName] = [watch('first_name'), watch('last_name')];

  return (
    <form onSubmit={onSubmit} className="account-form" noValidate>
      <div className="profile-photo">
        <img src={preview} alt={t('Account.photoAlt')} width={120} height={120} />
        <FormField
          id="account-photo"
          label={t('Account.photo')}
          error={errorOf('doctorImage')}
          hint={t('Account.photoHint')}
        >
          <input
            id="account-photo"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
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
          <FormField id="account-street" label={t('Account.street')} error={errorOf('address.street')}>
            <input id="account-street" autoComplete="street-address" {...register('street')} />
          </FormField>
          <FormField id="account-city" label={t('Account.city')} error={errorOf('address.city')}>
            <input id="account-city" autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField id="account-state" label={t('Account.state')}>
            <input id="account-state" autoComplete="address-level1" {...register('state')} />
          </FormField>
          <FormField id="account-postal" label={t('Account.postalCode')}>
            <input id="account-postal" autoComplete="postal-code" dir="ltr" {...register('postal_code')} />
          </FormField>
          <FormField id="account-country" label={t('Account.country')}>
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
            error={errorOf('doctor_profile.speciality')}
            hint={t('Account.specialityHint')}
          >
            <input
              id="account-speciality"
              {...register('speciality')}
              {...fieldAria('account-speciality', errorOf('doctor_profile.speciality'))}
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
