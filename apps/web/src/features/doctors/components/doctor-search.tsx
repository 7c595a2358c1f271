import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TDoctor } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { hasFilters, type DoctorSearchQuery } from '../../../lib/search-url.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { isWideScreen } from '../../../lib/wide-screen.ts';
import { useDoctorSearch } from '../api/search-doctors.ts';
import { useSearchQuery } from '../hooks/use-search-query.ts';
import { DoctorCard } from './doctor-card.tsx';
import { SearchForm } from './search-form.tsx';
import { searchHeadingOf } from './search-heading.ts';
import '../doctors.css';
import '../search.css';

/** "Near me", its radius and its fallback, a search by quarter (decision 080): a chunk of their own. */
const NearMe = lazy(() => import('./near-me/near-me-parts.ts').then((module) => ({ default: module.NearMe })));
/**
 * The page links under the results (the server renders them, the browser brings them to life once
 * it has come), the panel beside them with the results map (decision 081) and what a search that
 * found nobody says come in a chunk of their own: the home page's first bundle pays for none of them
 * (decision 006).
 */
const Pagination = lazy(() => import('./search-parts.ts').then((module) => ({ default: module.Pagination })));
const SearchPanel = lazy(() => import('./search-parts.ts').then((module) => ({ default: module.SearchPanel })));
const EmptyResults = lazy(() => import('./search-parts.ts').then((module) => ({ default: module.EmptyResults })));

function isPlainClick(event: MouseEvent) {
  return !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

export interface DoctorSearchProps {
  /**
   * The selected doctor's details beside the list (composed by the route, with Follow and reviews);
   * `close(null)` gives the panel back to the results map or the hint.
   */
  renderSelected: (doctor: TDoctor, close: (selection: null) => void) => ReactNode;
}

/**
 * Doctor search of product.md §2: the form, the list under a heading naming the search (decision
 * 053; "Best doctors" before any) with its count, states (loading, error, empty) and pagination,
 * and, from 920 px, the selected doctor's details beside the list. Criteria and page live in the URL
 * (product.md §10), so submitting or paginating is a navigation that reload, back and sharing
 * repeat. One component, as the home page's JavaScript budget (decision 006) counts every prop.
 */
export function DoctorSearch({ renderSelected }: DoctorSearchProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = useSearchQuery();
  const result = useDoctorSearch(query);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLButtonElement>(null);
  // A selection belongs to the results it was made in; another search or page clears it.
  const [selection, setSelection] = useState<{ search: string; doctor: TDoctor } | null>(null);
  const selected = selection?.search === search ? selection.doctor : null;
  // On a phone a search run folds the form under its summary, a disclosure button (decision 053).
  const searched = hasFilters(query);
  const [formOpen, setFormOpen] = useState(false);
  const revealResults = useRef(false);
  const data = result.isError ? undefined : result.data;
  const count = data?.count;
  const countText =
    count === undefined ? undefined : t('Search.resultCount', { count, total: formatNumber(count, locale) });

  // The submit button pressed on a phone folds away with the form: the summary takes the focus and
  // the top of the screen, the results under it; the count speaks through its live region.
  useEffect(() => {
    if (!revealResults.current) return;
    revealResults.current = false;
    summaryRef.current?.focus();
    summaryRef.current?.scrollIntoView();
  }, [search, formOpen]);

  const submit = (next: DoctorSearchQuery) => {
    revealResults.current = !isWideScreen();
    setFormOpen(false);
    void navigate(paths.home(locale, { ...next, currentPage: 1 }));
  };

  const openDoctor = (doctor: TDoctor, event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    // Under 920 px the link goes to the doctor's page, with the doctor in its navigation state.
    if (!isWideScreen()) return;
    event.preventDefault();
    setSelection({ search, doctor });
  };

  return (
    <>
      {searched && (
        // "Cardiologue · Casablanca · 8 médecins trouvés", and the word that says it opens the form.
        <button
          ref={summaryRef}
          type="button"
          className="search-summary"
          aria-expanded={formOpen}
          onClick={() => setFormOpen(!formOpen)}
        >
          <span>{[query.specialty, query.city, query.doctor_name, countText].filter(Boolean).join(' · ')}</span>{' '}
          <span className="search-summary-edit">{t('Search.editSearch')}</span>
        </button>
      )}
      <SearchForm query={query} onSubmit={submit} />
      <Suspense fallback={null}>
        <NearMe query={query} onSearch={submit} />
      </Suspense>
      <div className="search-layout">
        <section id="doctors" className="search-results" aria-labelledby="best-doctors-heading">
          <h2 id="best-doctors-heading" ref={headingRef} tabIndex={-1}>
            {searchHeadingOf(t, query)}
          </h2>
          <p className="result-count" aria-live="polite">
            {countText}
          </p>
          {/* Every criterion cleared in one step, in view at any width (decision 076). */}
          {searched && data?.doctors.length !== 0 && (
            <Link to={paths.home(locale)} className="clear-filters">
              {t('Search.clearFilters')}
            </Link>
          )}
          {result.isPending && <LoadingView />}
          {result.isError && (
            <p className="error-message" role="alert">
              {t('Common.error', { message: result.error.message })}
            </p>
          )}
          {data?.doctors.length === 0 && (
            <Suspense fallback={null}>
              <EmptyResults searched={searched} />
            </Suspense>
          )}
          {data && data.doctors.length > 0 && (
            <>
              <ol className="doctor-list">
                {data.doctors.map((doctor) => (
                  <li key={doctor.id}>
                    <DoctorCard
                      doctor={doctor}
                      href={paths.doctor(locale, doctor)}
                      navigationState={{ doctor, backTo: `${pathname}${search}`, viewer }}
                      selected={doctor.id === selected?.id}
                      onOpen={openDoctor}
                    />
                  </li>
                ))}
              </ol>
              <Suspense fallback={null}>
                <Pagination
                  currentPage={data.currentPage}
                  totalPages={data.totalPages}
                  hrefOf={(page) => paths.home(locale, { ...query, currentPage: page })}
                  onNavigate={() => headingRef.current?.focus()}
                />
              </Suspense>
            </>
          )}
        </section>
        <Suspense fallback={null}>
          <SearchPanel details={selected && renderSelected(selected, setSelection)} />
        </Suspense>
      </div>
    </>
  );
}
