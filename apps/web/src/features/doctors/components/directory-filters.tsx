import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/intl-format.ts';
import { paths, type DirectoryPlace } from '../../../lib/paths.ts';
import { practiceFilterFields, type PracticeFilters } from '../../../lib/search-url.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { PracticeFilterFields } from './practice-filters.tsx';
import '../search.css';
import '../filters.css';

export interface DirectoryFiltersProps {
  place: DirectoryPlace;
  /** The filters of the address: the form starts from them and follows them on back and forward. */
  filters: PracticeFilters;
}

/**
 * A directory page's practical filters (decision 076): applying them is a navigation to the same
 * page with them in the address, so reload, back and sharing repeat it. Under 920 px they sit
 * behind one "Filters (n)" button, as on the search.
 */
export function DirectoryFilters({ place, filters }: DirectoryFiltersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const panelId = `${useId()}-filters`;
  const [values, setValues] = useState(filters);
  const [shownFilters, setShownFilters] = useState(filters);
  const [open, setOpen] = useState(false);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setValues(filters);
  }
  const chosen = practiceFilterFields.filter((name) => filters[name]).length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    void navigate(paths.directory(locale, place, 1, values));
  };

  return (
    <form className="search-form directory-filters" aria-label={t('Search.filters.toggle')} onSubmit={submit}>
      <button
        type="button"
        className="filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {chosen
          ? t('Search.filters.toggleChosen', { total: formatNumber(chosen, locale) })
          : t('Search.filters.toggle')}
      </button>
      <div id={panelId} className="search-filters" data-open={open}>
        <PracticeFilterFields
          values={values}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        />
        <div className="search-actions">
          {chosen > 0 && (
            <Link to={paths.directory(locale, place)} className="clear-filters">
              {t('Search.clearFilters')}
            </Link>
          )}
          <button type="submit" className="button">
            {t('Search.filters.apply')}
          </button>
        </div>
      </div>
    </form>
  );
}
