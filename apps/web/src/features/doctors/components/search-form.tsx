import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchGender } from '@tabib/shared';
import type { SearchCriteria } from '../search-criteria.ts';
import { SuggestionCombobox } from './suggestion-combobox.tsx';

const genderOptions: { value: SearchGender; labelKey: string }[] = [
  { value: 'A', labelKey: 'Search.genderAll' },
  { value: 'M', labelKey: 'Search.genderMale' },
  { value: 'F', labelKey: 'Search.genderFemale' },
];

export interface SearchFormProps {
  /** The criteria of the URL: the form starts from them and follows them on back and forward. */
  criteria: SearchCriteria;
  onSubmit: (criteria: SearchCriteria) => void;
}

/**
 * The search box of product.md §2: speciality, city, doctor name, gender. Typing searches
 * nothing; the button (or Enter) does (product.md §10, "Search").
 */
export function SearchForm({ criteria, onSubmit }: SearchFormProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const [values, setValues] = useState(criteria);
  const [shownCriteria, setShownCriteria] = useState(criteria);
  if (shownCriteria !== criteria) {
    setShownCriteria(criteria);
    setValues(criteria);
  }
  const update = (change: Partial<SearchCriteria>) => setValues((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ ...values, page: 1 });
  };

  return (
    <form role="search" aria-label={t('Search.formLabel')} className="search-form" onSubmit={submit}>
      <div className="search-fields">
        <SuggestionCombobox
          field="speciality"
          name="specialty"
          label={t('Search.speciality')}
          placeholder={t('Search.specialityPlaceholder')}
          value={values.specialty}
          onChange={(specialty) => update({ specialty })}
        />
        <SuggestionCombobox
          field="city"
          name="city"
          label={t('Search.city')}
          placeholder={t('Search.cityPlaceholder')}
          value={values.city}
          onChange={(city) => update({ city })}
        />
        <div className="field">
          <label htmlFor={nameId}>{t('Search.doctorName')}</label>
          <input
            id={nameId}
            name="doctor_name"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('Search.doctorNamePlaceholder')}
            value={values.doctorName}
            onChange={(event) => update({ doctorName: event.target.value })}
          />
        </div>
      </div>
      <div className="search-actions">
        <fieldset className="gender-field">
          <legend>{t('Search.gender')}</legend>
          <div className="radio-group">
            {genderOptions.map((option) => (
              <label key={option.value} className="radio">
                <input
                  type="radio"
                  name="gender"
                  value={option.value}
                  checked={values.gender === option.value}
                  onChange={() => update({ gender: option.value })}
                />
                {t(option.labelKey)}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button search-submit">
          {t('Search.submit')}
        </button>
      </div>
    </form>
  );
}
