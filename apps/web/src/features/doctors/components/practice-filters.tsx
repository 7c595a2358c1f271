import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coverageKinds, coverageSchemes, searchOpenValues, spokenLanguageCodes } from '@tabib/shared';
import type { PracticeFilterField, PracticeFilters } from '../../../lib/search-url.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** The steps of "Maximum price", in dirhams (decision 076). */
const priceSteps = ['200', '300', '400', '500'];

export interface PracticeFilterFieldsProps {
  values: PracticeFilters;
  onChange: (change: PracticeFilters) => void;
}

/**
 * The practical filters of decision 076, as fields of a form (the search's and a directory
 * page's): cover by kind of scheme with its names in the page's language, AMO agreement, maximum
 * price, language spoken, evening or Saturday hours, new patients. An empty value is "any".
 */
export function PracticeFilterFields({ values, onChange }: PracticeFilterFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const select = (name: PracticeFilterField, label: string, options: ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        name={name}
        value={values[name] ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value })}
      >
        {options}
      </select>
    </div>
  );
  const checkbox = (name: PracticeFilterField, label: string) => (
    <label className="checkbox">
      <input
        type="checkbox"
        name={name}
        value="true"
        checked={values[name] === 'true' || values[name] === '1'}
        onChange={(event) => onChange({ [name]: event.target.checked ? 'true' : '' })}
      />
      {label}
    </label>
  );

  return (
    <>
      {select(
        'coverage',
        t('Search.filters.coverage'),
        <>
          <option value="">{t('Search.filters.coverageAny')}</option>
          {coverageKinds.map((kind) => (
            <optgroup key={kind} label={t(`Search.filters.coverageKind.${kind}`)}>
              {coverageSchemes
                .filter((scheme) => scheme.kind === kind)
                .map((scheme) => (
                  <option key={scheme.code} value={scheme.code}>
                    {scheme.name[locale]}
                  </option>
                ))}
            </optgroup>
          ))}
        </>,
      )}
      {select(
        'max_price',
        t('Search.filters.maxPrice'),
        <>
          <option value="">{t('Search.filters.any')}</option>
          {priceSteps.map((price) => (
            <option key={price} value={price}>
              {t('Search.filters.upTo', { price })}
            </option>
          ))}
        </>,
      )}
      {select(
        'language',
        t('Search.filters.language'),
        <>
          <option value="">{t('Search.filters.any')}</option>
          {spokenLanguageCodes.map((code) => (
            <option key={code} value={code}>
              {t(`Languages.${code}`)}
            </option>
          ))}
        </>,
      )}
      {select(
        'open',
        t('Search.filters.open'),
        <>
          <option value="">{t('Search.filters.any')}</option>
          {searchOpenValues.map((value) => (
            <option key={value} value={value}>
              {t(`Search.filters.${value}`)}
            </option>
          ))}
        </>,
      )}
      <div className="filter-checks">
        {checkbox('conventionne', t('Search.filters.conventionne'))}
        {checkbox('new_patients', t('Search.filters.newPatients'))}
      </div>
    </>
  );
}
