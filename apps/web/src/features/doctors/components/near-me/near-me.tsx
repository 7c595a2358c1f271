import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoctorSearchQuery } from '../../../../lib/search-url.ts';
import { useBrowserPosition, type Point } from '../../hooks/use-browser-position.ts';
import { NearResultsBar } from './near-results-bar.tsx';
import { QuarterSearchForm } from './quarter-search-form.tsx';

/**
 * Decimals of the point put in the address: three are about 100 m, finer than a distance shown to
 * a tenth of a km needs, and a shared link does not give away the patient's door (decision 080).
 */
const pointDecimals = 3;

export interface NearMeProps {
  /** The search of the address. */
  query: DoctorSearchQuery;
  /** Runs a search (on its first page), as the search form does. */
  onSearch: (query: DoctorSearchQuery) => void;
}

/**
 * "Near me" (decision 080): the browser's position is asked on press only; granted, the results are
 * the doctors around it, nearest first, with a radius to choose. Refused, unavailable or abroad, a
 * message says so and a search by city and quarter takes its place, nearest to the quarter's centre
 * first. Loaded on demand by the search, so the home page's first bundle does not pay for it
 * (decision 006).
 */
export function NearMe({ query, onSearch }: NearMeProps) {
  const { t } = useTranslation();
  const position = useBrowserPosition();
  const [quarterFormOpen, setQuarterFormOpen] = useState(false);
  const showQuarterForm = quarterFormOpen || position.problem !== null;

  const searchAround = ({ latitude, longitude }: Point) => {
    setQuarterFormOpen(false);
    // The point replaces the city and quarter, which would otherwise narrow the circle to nothing.
    onSearch({
      ...query,
      near: `${latitude.toFixed(pointDecimals)},${longitude.toFixed(pointDecimals)}`,
      radius: undefined,
      city: undefined,
      quarter: undefined,
      order: 'distance',
    });
  };

  return (
    <div className="near-me">
      {!query.near && (
        <div className="near-me-actions">
          <button
            type="button"
            className="button near-me-button"
            aria-busy={position.locating || undefined}
            onClick={() => position.locate(searchAround)}
          >
            <svg className="near-me-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
            </svg>
            {position.locating ? t('NearMe.locating') : t('NearMe.button')}
          </button>
          {!showQuarterForm && (
            <button type="button" className="button button-quiet" onClick={() => setQuarterFormOpen(true)}>
              {t('NearMe.byQuarter')}
            </button>
          )}
        </div>
      )}
      {/* The press's answer takes a moment: screen readers hear that the position is being looked for. */}
      <p className="visually-hidden" aria-live="polite">
        {position.locating ? t('NearMe.locating') : ''}
      </p>
      {position.problem && (
        <p className="near-me-problem" role="alert">
          {t(`NearMe.problem.${position.problem}`)}
        </p>
      )}
      {showQuarterForm && (
        <QuarterSearchForm
          query={query}
          focusOnShow={position.problem !== null || quarterFormOpen}
          onSearch={(next) => {
            // Searched, the form folds away: the bar above the results says which quarter.
            position.forget();
            setQuarterFormOpen(false);
            onSearch(next);
          }}
        />
      )}
      {(query.near || query.quarter) && <NearResultsBar query={query} />}
    </div>
  );
}
