import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl-format.ts';
import { countChosenFilters, type DoctorSearchQuery } from '../../../lib/search-url.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { SuggestionCombobox } from './suggestion-combobox.tsx';
import '../filters.css';

/**
 * The fields of the filters panel (gender, availability, order and the practical filters of
 * decision 076, with the names of the cover schemes) come in a chunk of their own: the server
 * renders them in the page, and the browser brings them to life once the chunk has come, so they
 * weigh nothing on the home page's budget (decision 006).
 */
const SearchFilterFields = lazy(() =>
  import('./search-filter-fields.tsx').then((module) => ({ default: module.SearchFilterFields })),
);

export interface SearchFormProps {
  /** The search of the URL: the form starts from it and follows it on back and forward. */
  query: DoctorSearchQuery;
  onSubmit: (query: DoctorSearchQuery) => void;
}

/**
 * The search box of product.md §2: speciality, city, doctor name, gender, and since decision 043 a free
 * slot within some days and the order, since decision 076 the practical filters. Typing or choosing
 * searches nothing; the button (or Enter) does (product.md §10, "Search"). Under 920 px the
 * criteria past the words typed sit behind one "Filters (n)" button (decision 076); closed, as the
 * server renders it, so nothing moves when the page comes alive.
 */
export function SearchForm({ query, onSubmit }: SearchFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const nameId = `${id}-name`;
  const panelId = `${id}-filters`;
  const [values, setValues] = useState(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chosen = countChosenFilters(values);
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
      <button
        type="button"
        className="filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {chosen
          ? t('Search.filters.toggleChosen', { total: formatNumber(chosen, locale) })
          : t('Search.filters.toggle')}
      </button>
      <div id={panelId} className="search-filters" data-open={filtersOpen}>
        <Suspense fallback={null}>
          <SearchFilterFields values={values} onChange={update} />
        </Suspense>
      </div>
      <div className="search-actions">
        <button type="submit" className="button search-submit">
          {t('Search.submit')}
        </button>
      </div>
    </form>
  );
}
