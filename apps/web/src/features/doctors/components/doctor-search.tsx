import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { mobileBreakpointPx, type TDoctor } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { hasFilters } from '../../../lib/search-url.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { useDoctorSearch } from '../api/search-doctors.ts';
import { useSearchQuery } from '../hooks/use-search-query.ts';
import { DoctorResults } from './doctor-results.tsx';
import { SearchForm } from './search-form.tsx';
import '../doctors.css';
import '../search.css';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface DoctorSearchProps {
  /** The selected doctor's details beside the list (composed by the route, with Follow and reviews). */
  renderSelected: (doctor: TDoctor) => ReactNode;
}

/**
 * Doctor search of product.md §2: the form, the "Best Doctors" list and, from 920 px, the
 * selected doctor's details beside the list. Criteria and page live in the URL (product.md §10), so
 * submitting or paginating is a navigation that reload, back and sharing repeat.
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
  // A selection belongs to the results it was made in; another search or page clears it.
  const [selection, setSelection] = useState<{ search: string; doctor: TDoctor } | null>(null);
  const selected = selection?.search === search ? selection.doctor : null;

  const openDoctor = (doctor: TDoctor, event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    // Under 920 px the link goes to the doctor's page, with the doctor in its navigation state.
    if (!window.matchMedia(`(min-width: ${mobileBreakpointPx}px)`).matches) return;
    event.preventDefault();
    setSelection({ search, doctor });
  };

  return (
    <>
      <SearchForm query={query} onSubmit={(next) => navigate(paths.home(locale, { ...next, currentPage: 1 }))} />
      <div className="search-layout">
        <section id="doctors" className="search-results" aria-labelledby="best-doctors-heading">
          <h2 id="best-doctors-heading" ref={headingRef} tabIndex={-1}>
            {t('Home.bestDoctors')}
          </h2>
          <DoctorResults
            result={result}
            viewer={viewer}
            hrefOfPage={(page) => paths.home(locale, { ...query, currentPage: page })}
            currentHref={`${pathname}${search}`}
            clearHref={hasFilters(query) ? paths.home(locale) : null}
            selectedId={selected?.id ?? null}
            onOpen={openDoctor}
            onPageChange={() => headingRef.current?.focus()}
          />
        </section>
        <aside className="search-panel" aria-label={t('Search.panelLabel')}>
          {selected ? renderSelected(selected) : <p className="search-panel-hint">{t('Search.panelHint')}</p>}
        </aside>
      </div>
    </>
  );
}
