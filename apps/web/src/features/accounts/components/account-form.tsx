import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { locales, ZProfileForm, type Locale, type TProfile, type TProfileForm } from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import {
  fieldNames,
  isNewEmail,
  profileFormData,
  profileFormDefaults,
  serverPaths,
  type AccountValues,
} from '../account-form-values.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { usePhotoChoice } from '../hooks/use-photo-choice.ts';
import { DoctorFields, type SpecialityPicker } from './doctor-fields.tsx';
import { EmailStatus } from './email-status.tsx';
import { UntickDoctorDialog } from './untick-doctor-dialog.tsx';

export interface AccountFormProps {
  profile: TProfile;
  /** Suggests specialities from the reference list as the search does (decision 053); a plain input without. */
  specialityPicker?: SpecialityPicker | undefined;
}

/**
 * The account section of the profile (product.md §2) on react-hook-form with the shared
 * ZProfileForm: doctor fields only when the box is ticked. Saving with the box unticked takes the
 * doctor page away from the account (decision 050: a verified page stays in the directory without its
 * photo and descriptions, another is deleted; appointments ahead are cancelled), so an account
 * that has one is asked first. A new e-mail address needs the current password and is used once
 * its link is opened. Errors, the client's and the server's, show under their fields.
 */
export function AccountForm({ profile, specialityPicker }: AccountFormProps) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, getValues, formState, control, setError, resetField } = useForm<
    TProfileForm,
    unknown,
    AccountValues
  >({ resolver: zodResolver(ZProfileForm), defaultValues: profileFormDefaults(profile) });
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
  const [isDoctor, gender, email] = useWatch({ control, name: ['is_doctor', 'gender', 'email'] });
  // A new sign-in address needs the current password (decision 050): asked for once the address differs.
  const changingEmail = isNewEmail(email, profile);
  const preview = photo?.url ?? profile.image ?? `/images/doctor-${gender === 'F' ? 'female' : 'male'}.svg`;

  // The description is written in one language at a time: the page's first, or the first with an error.
  const locale = useLocale();
  const [shownLanguage, setShownLanguage] = useState<Locale>(locale);
  const showErroneousLanguage = (fields: string[]) => {
    const erroneous = locales.find((language) => fields.includes(`description_${language}`));
    if (erroneous) setShownLanguage(erroneous);
  };

  const save = handleSubmit(
    async (values) => {
      setPhotoError(undefined);
      if (isNewEmail(values.email, profile) && !values.current_password) {
        setError('current_password', { type: 'required', message: 'current_password_required' }, { shouldFocus: true });
        return;
      }
      try {
        const saved = await updateProfile.mutateAsync(profileFormData(profile, values, photo?.file ?? null));
        choosePhoto(null);
        // The sign-in address changes once the new one's link is opened: until then the field shows
        // the one in use, and the profile the one waiting (EmailStatus).
        resetField('email', { defaultValue: saved.email });
        resetField('current_password', { defaultValue: '' });
        showToast('success', t('Messages.profileUpdated'));
      } catch (error) {
        const fieldErrors = serverFieldErrors(error, fieldNames, serverPaths);
        for (const [name, key] of fieldErrors) setError(name, { type: 'server', message: key });
        showErroneousLanguage(fieldErrors.map(([name]) => name));
        if (error instanceof ApiError) setPhotoError(error.fields['body.doctorImage'] ?? error.fields.doctorImage);
        showToast(
          'error',
          error instanceof ApiError && error.status !== 400 ? error.message : t('Messages.profileUpdateFailed'),
        );
      }
    },
    (errors) => showErroneousLanguage(Object.keys(errors)),
  );
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

  return (
    <form onSubmit={onSubmit} className="account-form" noValidate>
      <div className="profile-photo">
        <img src={preview} alt={t('Account.photoAlt')} width={120} height={120} />
        <FormField id="account-photo" label={t('Account.photo')} error={photoError} hint={t('Account.photoHint')}>
          {/*
           * The browser's own file box shows "No file chosen" cut short on a phone (decision 034): the
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
      <EmailStatus profile={profile} />
      <div className="form-grid">
        <FormField id="account-email" label={t('Account.email')} error={errorOf('email')}>
          <input
            id="account-email"
            type="email"
            dir="ltr"
            autoComplete="email"
            {...register('email')}
            {...fieldAria('account-email', errorOf('email'))}
          />
        </FormField>
        {changingEmail && (
          <FormField
            id="account-current-password"
            label={t('Account.currentPassword')}
            error={errorOf('current_password')}
            hint={t('Account.currentPasswordForEmail')}
          >
            <input
              id="account-current-password"
              type="password"
              autoComplete="current-password"
              {...register('current_password')}
              aria-invalid={errorOf('current_password') ? true : undefined}
              aria-describedby={
                errorOf('current_password')
                  ? 'account-current-password-hint account-current-password-error'
                  : 'account-current-password-hint'
              }
            />
          </FormField>
        )}
        <FormField id="account-phone" label={t('Account.phone')} error={errorOf('phone')}>
          <input
            id="account-phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            aria-required={isDoctor || undefined}
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
            <input
              id="account-city"
              autoComplete="address-level2"
              aria-required={isDoctor || undefined}
              {...register('city')}
              {...fieldAria('account-city', errorOf('city'))}
            />
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
        <DoctorFields
          control={control}
          register={register}
          errorOf={errorOf}
          specialityPicker={specialityPicker}
          shownLanguage={shownLanguage}
          onShowLanguage={setShownLanguage}
        />
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
