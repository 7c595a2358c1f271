import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { availableWithinChoices, type SearchGender } from '@tabib/shared';
import type { DoctorSearchQuery } from '../../../lib/search-url.ts';
import { PracticeFilterFields } from './practice-filters.tsx';

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

export interface SearchFilterFieldsProps {
  values: DoctorSearchQuery;
  onChange: (change: Partial<DoctorSearchQuery>) => void;
}

/**
 * The search's filters panel (decision 076): gender, a free slot within some days and the order
 * (decision 043), then the practical filters. Loaded on demand by the search form.
 */
export function SearchFilterFields({ values, onChange }: SearchFilterFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
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
                onChange={() => onChange({ gender })}
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
            onChange={(event) => onChange({ [name]: event.target.value })}
          >
            {choices[name].map((value) => (
              <option key={value} value={value}>
                {t(`Search.${name}.${value || 'any'}`)}
              </option>
            ))}
            {/* Nearest first needs a place: a position or a quarter (decision 080). */}
            {name === 'order' && (values.near || values.quarter) && (
              <option value="distance">{t('NearMe.nearestFirst')}</option>
            )}
          </select>
        </div>
      ))}
      <PracticeFilterFields values={values} onChange={onChange} />
    </>
  );
}
