import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { availableWithinChoices, type SearchGender } from '@tabib/shared';
import type { DoctorSearchQuery } from '../../../lib/search-url.ts';
import { SuggestionCombobox } from './suggestion-combobox.tsx';

/** Each gender of the search and the key of its label. */
const genderLabels: Record<SearchGender, string> = {
  A: 'Search.genderAll',
  M: 'Search.genderMale',
  F: 'Search.genderFemale',
};
const genders = Object.keys(genderLabels) as SearchGender[];

/**
 * Decision 043: "Available: any / within 24 h / 3 days / 7 days" and the order, "Best rated / Soonest
 * available"; the first value of each is the default.
 */
const choices = { available_within: ['', ...availableWithinChoices.map(String)], order: ['rank', 'soonest'] } as const;
const choiceNames = Object.keys(choices) as (keyof typeof choices)[];

export interface SearchFormProps {
  /** The search of the URL: the form starts from it and follows it on back and forward. */
  query: DoctorSearchQuery;
  onSubmit: (query: DoctorSearchQuery) => void;
}

/**
 * The search box of product.md §2: speciality, city, doctor name, gender, and since decision 043 a free
 * slot within some days and the order. Typing or choosing searches nothing; the button (or Enter)
 * does (product.md §10, "Search").
 */
export function SearchForm({ query, onSubmit }: SearchFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const nameId = `${id}-name`;
  const [values, setValues] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setValues(query);
  }
  const update = (change: Partial<DoctorSearchQuery>) => setValues((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The caller starts the new search on its first page.
    onSubmit(values);
  };

  return (
    <form role="search" aria-label={t('Search.formLabel')} className="search-form" onSubmit={submit}>
      <div className="search-fields">
        <SuggestionCombobox
          field="speciality"
          name="specialty"
          label={t('Search.speciality')}
          placeholder={t('Search.specialityPlaceholder')}
          value={values.specialty ?? ''}
          onChange={(specialty) => update({ specialty })}
        />
        <SuggestionCombobox
          field="city"
          name="city"
          label={t('Search.city')}
          placeholder={t('Search.cityPlaceholder')}
          value={values.city ?? ''}
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
            value={values.doctor_name ?? ''}
            onChange={(event) => update({ doctor_name: event.target.value })}
          />
        </div>
      </div>
      <div className="search-actions">
        <fieldset className="gender-field">
          <legend>{t('Search.gender')}</legend>
          <div className="radio-group">
            {genders.map((gender) => (
              <label key={gender} className="radio">
                <input
                  type="radio"
                  name="gender"
                  value={gender}
                  checked={(values.gender ?? 'A') === gender}
                  onChange={() => update({ gender })}
                />
                {t(genderLabels[gender])}
              </label>
            ))}
          </div>
        </fieldset>
        {choiceNames.map((name) => (
          <div key={name} className="field">
            <label htmlFor={`${id}-${name}`}>{t(`Search.${name}.label`)}</label>
            <select
              id={`${id}-${name}`}
              name={name}
              value={values[name] ?? choices[name][0]}
              onChange={(event) => update({ [name]: event.target.value })}
            >
              {choices[name].map((value) => (
                <option key={value} value={value}>
                  {t(`Search.${name}.${value || 'any'}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="button search-submit">
          {t('Search.submit')}
        </button>
      </div>
    </form>
  );
}
