import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { siteConfig } from '../../../../lib/site-config.ts';
import type { DoctorSearchQuery } from '../../../../lib/search-url.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { wideScreenQuery } from '../../../../lib/wide-screen.ts';
import { useDoctorSearch } from '../../api/search-doctors.ts';
import { useSearchQuery } from '../../hooks/use-search-query.ts';
import { firstViewOf, hasMapPlace } from './results-map-area.ts';
import './results-map.css';

/** MapLibre and the map's own parts: a chunk asked for only when a map is shown (decision 081). */
const ResultsMapView = lazy(() =>
  import('./results-map-view.tsx').then((module) => ({ default: module.ResultsMapView })),
);

/** Whether the screen is wide (the map beside the list), kept up to date; false until hydrated. */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(wideScreenQuery);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * What the panel beside the results holds when no doctor is picked (decision 081): for a search
 * with a place (a point, a quarter, a city) on a server that has tiles, the results map, drawn at
 * once from 920 px, behind a List / Map switch on a phone (the list first, the map's code asked for
 * only once "Map" is pressed); otherwise the hint to pick a doctor. With no tiles nothing is
 * offered; with no WebGL a line says so: the list stays whole, never an empty box.
 */
export function ResultsMap() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  // The search of the address and its page of results, as the list has them (one query, cached).
  const query = useSearchQuery();
  const result = useDoctorSearch(query);
  const doctors = result.isError ? undefined : result.data?.doctors;
  const wide = useWideScreen();
  const [mapView, setMapView] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  // While the next page loads, the map keeps the last one's doctors rather than going blank.
  const [kept, setKept] = useState<readonly TDoctor[]>([]);
  if (doctors && doctors !== kept) setKept(doctors);
  const shownDoctors = doctors ?? kept;
  const place = hasMapPlace(query);

  const hint = <p className="search-panel-hint">{t('Search.panelHint')}</p>;
  // The server says whether it has tiles in the page itself: the switch is in its markup from the
  // start, and nothing moves when the page comes to life.
  if (!place || !siteConfig.mapTiles || !firstViewOf(query, shownDoctors)) return hint;
  if (unavailable)
    return (
      <>
        <p className="results-map-unavailable" role="status">
          {t('ResultsMap.unavailable')}
        </p>
        {hint}
      </>
    );
  const shown = wide || mapView;
  return (
    <div className={mapView ? 'results-map is-map-view' : 'results-map'}>
      <div className="results-map-switch" role="group" aria-label={t('ResultsMap.view')}>
        <button type="button" aria-pressed={!mapView} onClick={() => setMapView(false)}>
          {t('ResultsMap.list')}
        </button>
        <button
          type="button"
          aria-pressed={mapView}
          onClick={(event) => {
            setMapView(true);
            // The map fills the screen under its switch, which goes to the top of the screen.
            event.currentTarget.scrollIntoView({ block: 'start' });
          }}
        >
          {t('ResultsMap.map')}
        </button>
      </div>
      {shown && (
        <Suspense fallback={<div className="results-map-view is-loading" />}>
          <ResultsMapView
            query={query}
            doctors={shownDoctors}
            onSearch={(next: DoctorSearchQuery) => void navigate(paths.home(locale, { ...next, currentPage: 1 }))}
            onUnavailable={() => {
              setUnavailable(true);
              setMapView(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The panel beside the results (product.md §9): the picked doctor's details, or else the results
 * map or the hint. Hidden on a phone unless it holds the map's switch (results-map.css).
 */
export function SearchPanel({ details }: { details: ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside className="search-panel" aria-label={t('Search.panelLabel')}>
      {details || <ResultsMap />}
    </aside>
  );
}
