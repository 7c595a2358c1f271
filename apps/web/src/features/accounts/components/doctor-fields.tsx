import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { locales, spokenLanguageCodes, textDirection, type Locale, type TProfileForm } from '@tabib/shared';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import type { AccountValues, fieldNames } from '../account-form-values.ts';
import type { ReactNode } from 'react';

/** What the route hands the speciality field: the search's suggestions, composed there. */
export interface SpecialityPickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string;
}

/** Renders the speciality's input with its own label; a plain input without one. */
export type SpecialityPicker = (props: SpecialityPickerProps) => ReactNode;

/** The doctor's part of the account form: what it edits and where its errors come from. */
export interface DoctorFieldsProps {
  control: Control<TProfileForm, unknown, AccountValues>;
  register: UseFormRegister<TProfileForm>;
  errorOf: (name: (typeof fieldNames)[number]) => string | undefined;
  specialityPicker: SpecialityPicker | undefined;
  /** The description is written in one language at a time; the form shows the one with an error. */
  shownLanguage: Locale;
  onShowLanguage: (language: Locale) => void;
}

/**
 * The fields of an account that is a doctor (product.md §2): speciality, the name in Arabic
 * script, spoken languages and the page's description in each language.
 */
export function DoctorFields({
  control,
  register,
  errorOf,
  specialityPicker,
  shownLanguage,
  onShowLanguage,
}: DoctorFieldsProps) {
  const { t } = useTranslation();
  const [firstName, lastName] = useWatch({ control, name: ['first_name', 'last_name'] });
  const descriptions = useWatch({ control, name: ['description_fr', 'description_en', 'description_ar'] });
  const written = (language: Locale) => Boolean(descriptions[locales.indexOf(language)]);
  const descriptionField = `description_${shownLanguage}` as const;
  const descriptionError = errorOf(descriptionField);

  return (
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
              onClick={() => onShowLanguage(language)}
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
  );
}

/**
 * The speciality, one of the reference list (decision 056): the route's picker suggests them as the
 * search does; its error and hint sit under it as under any field.
 */
function SpecialityField({
  control,
  error,
  picker,
}: {
  control: Control<TProfileForm, unknown, AccountValues>;
  error: string | undefined;
  picker: SpecialityPicker | undefined;
}) {
  const { t } = useTranslation();
  const label = t('Account.speciality');
  const describedBy = error ? 'account-speciality-error account-speciality-hint' : 'account-speciality-hint';
  return (
    <Controller
      control={control}
      name="speciality"
      render={({ field }) => (
        <FormField
          id="account-speciality"
          label={label}
          hint={t('Account.specialityHint')}
          error={error}
          labelInside={Boolean(picker)}
        >
          {picker ? (
            picker({ label, value: field.value ?? '', onChange: field.onChange, invalid: Boolean(error), describedBy })
          ) : (
            <input
              id="account-speciality"
              {...field}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      )}
    />
  );
}
