import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  locales,
  spokenLanguageCodes,
  textDirection,
  ZProfileForm,
  type Locale,
  type TProfile,
  type TProfileForm,
} from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useUpdateProfile } from '../api/account-api.ts';
import { usePhotoChoice } from '../hooks/use-photo-choice.ts';
import { EmailStatus } from './email-status.tsx';
import { UntickDoctorDialog } from './untick-doctor-dialog.tsx';

type AccountValues = z.output<typeof ZProfileForm>;

const fieldNames = [
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
const serverPaths: Record<string, (typeof fieldNames)[number]> = {
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

function defaults(profile: TProfile): TProfileForm {
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

/** Whether the form asks for another sign-in address than the saved one (issue 31). */
function isNewEmail(value: string | undefined, profile: TProfile): boolean {
  return (value ?? '').trim().toLowerCase() !== profile.email.toLowerCase();
}

/**
 * PUT /api/users/profile/ is multipart (product.md §7): address and doctor_profile travel as JSON
 * text; the current password only with a new address, which needs it (issue 31).
 */
function profileFormData(profile: TProfile, values: AccountValues, photo: File | null): FormData {
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

/** What the route hands the speciality field: the search's suggestions, composed there. */
export interface SpecialityPickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string;
}

export interface AccountFormProps {
  profile: TProfile;
  /** Suggests specialities from the reference list as the search does (issue 32); a plain input without. */
  specialityPicker?: ((props: SpecialityPickerProps) => ReactNode) | undefined;
}

/**
 * The account section of the profile (product.md §2) on react-hook-form with the shared
 * ZProfileForm: doctor fields only when the box is ticked. Saving with the box unticked takes the
 * doctor page away from the account (issue 31: a verified page stays in the directory without its
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
  const [isDoctor, gender, firstName, lastName, email] = useWatch({
    control,
    name: ['is_doctor', 'gender', 'first_name', 'last_name', 'email'],
  });
  // A new sign-in address needs the current password (issue 31): asked for once the address differs.
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
  const descriptions = useWatch({ control, name: ['description_fr', 'description_en', 'description_ar'] });
  const written = (language: Locale) => Boolean(descriptions[locales.indexOf(language)]);
  const descriptionField = `description_${shownLanguage}` as const;
  const descriptionError = errorOf(descriptionField);

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
        <fieldset>
          <legend>{t('Account.doctorDetails')}</legend>
          {/* Decision 041: a verified page publishes a new name or speciality once a moderator agrees. */}
          <p className="form-hint">{t('Account.identityReviewHint')}</p>
          <SpecialityField control={control} error={errorOf('speciality')} picker={specialityPicker} />
          <div className="form-grid">
            <FormField id="account-first-ar" label={t('Account.firstNameAr')} error={errorOf('first_name_ar')}>
              <input
                id="account-first-ar"
                lang="ar"
                dir="rtl"
                {...register('first_name_ar')}
                {...fieldAria('account-first-ar', errorOf('first_name_ar'))}
              />
            </FormField>
            <FormField id="account-last-ar" label={t('Account.lastNameAr')} error={errorOf('last_name_ar')}>
              <input
                id="account-last-ar"
                lang="ar"
                dir="rtl"
                {...register('last_name_ar')}
                {...fieldAria('account-last-ar', errorOf('last_name_ar'))}
              />
            </FormField>
          </div>
          <p className="form-hint">{t('Account.arabicNameHint')}</p>
          <fieldset className="account-languages">
            <legend>{t('Account.languages')}</legend>
            <div className="account-languages-options">
              {spokenLanguageCodes.map((code) => (
                <div className="form-check" key={code}>
                  <input id={`account-language-${code}`} type="checkbox" value={code} {...register('languages')} />
                  <label htmlFor={`account-language-${code}`}>{t(`Languages.${code}`)}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="description-languages">
            <p className="form-label" id="account-description-languages">
              {t('Account.description')}
            </p>
            <p className="form-hint" id="account-description-hint">
              {t('Account.descriptionHint')}
            </p>
            <div className="description-language-tabs" role="group" aria-labelledby="account-description-languages">
              {locales.map((language) => (
                <button
                  key={language}
                  type="button"
                  className="description-language-tab"
                  aria-pressed={language === shownLanguage}
                  onClick={() => setShownLanguage(language)}
                >
                  {t(`Languages.${language}`)}
                  {written(language) && (
                    <span className="description-language-written">
                      <span aria-hidden="true"> ✓</span>
                      <span className="visually-hidden">{` (${t('Account.descriptionWritten')})`}</span>
                    </span>
                  )}
                </button>
              ))}
            </div>
            <RichTextField
              key={shownLanguage}
              control={control}
              name={descriptionField}
              labelId="account-description-label"
              label={t('Account.descriptionIn', { language: t(`Languages.${shownLanguage}`) })}
              lang={shownLanguage}
              dir={textDirection(shownLanguage)}
              invalid={Boolean(descriptionError)}
              describedBy={descriptionError ? 'account-description-error' : 'account-description-hint'}
              imageAlt={t('MyBlogs.imageAlt', { title: `${firstName} ${lastName}`.trim() })}
              error={
                descriptionError && (
                  <p className="form-error" id="account-description-error" role="alert">
                    {t(`Error.${descriptionError}`, { field: t('Account.description') })}
                  </p>
                )
              }
            />
          </div>
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

/**
 * The speciality, one of the reference list (issue 32): the route's picker suggests them as the
 * search does; its error and hint sit under it as under any field.
 */
function SpecialityField({
  control,
  error,
  picker,
}: {
  control: Control<TProfileForm, unknown, AccountValues>;
  error: string | undefined;
  picker: AccountFormProps['specialityPicker'];
}) {
  const { t } = useTranslation();
  const label = t('Account.speciality');
  const describedBy = error ? 'account-speciality-error account-speciality-hint' : 'account-speciality-hint';
  return (
    <Controller
      control={control}
      name="speciality"
      render={({ field }) => (
        <div className={error ? 'form-field has-error' : 'form-field'}>
          {picker ? (
            picker({ label, value: field.value ?? '', onChange: field.onChange, invalid: Boolean(error), describedBy })
          ) : (
            <>
              <label htmlFor="account-speciality">{label}</label>
              <input
                id="account-speciality"
                {...field}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
            </>
          )}
          <p className="form-hint" id="account-speciality-hint">
            {t('Account.specialityHint')}
          </p>
          {error && (
            <p className="form-error" id="account-speciality-error" role="alert">
              {t(`Error.${error}`, { field: label })}
            </p>
          )}
        </div>
      )}
    />
  );
}
