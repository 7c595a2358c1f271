import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDoctor, TDoctorMap } from '@tabib/shared';
import { formatNumber } from '../../../../lib/intl-format.ts';
import { searchUrlOf, type DoctorSearchQuery } from '../../../../lib/search-url.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { getDoctorMap } from '../../api/get-doctor-map.ts';
import { PickedCard } from './results-map-card.tsx';
import { areaSearchOf, firstViewOf, pinParametersOf, readNearPoint, type Bounds } from './results-map-area.ts';
import { openResultsMap, type ResultsMapHandle } from './results-map-layers.ts';

export interface ResultsMapViewProps {
  query: DoctorSearchQuery;
  /** The page of results the list shows. */
  doctors: readonly TDoctor[];
  onSearch: (query: DoctorSearchQuery) => void;
  /** The map cannot be drawn here (no WebGL): the list is what remains. */
  onUnavailable: () => void;
}

type Pins = { state: 'loading' } | { state: 'shown'; map: TDoctorMap } | { state: 'failed'; message: string };

/** How long the view stays still before its pins are asked for: a drag's stops do not each cost a call. */
const settleMs = 250;

/**
 * The map of a search's results (decision 081), in the lazy chunk with MapLibre: the search's
 * doctors inside the view, clustered, fetched again each time the view settles; a pin pressed shows
 * its doctor's card under the map; moved by hand, the map offers "Search this area", which makes
 * the search the circle in view. A search made here keeps the view where the hand left it.
 */
export function ResultsMapView({ query, doctors, onSearch, onUnavailable }: ResultsMapViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const descriptionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<ResultsMapHandle | null>(null);
  const [view, setView] = useState<Bounds | null>(null);
  // "Search this area" and a pin's card belong to the search they were offered in (its key).
  const [movedIn, setMovedIn] = useState<string | null>(null);
  const [pins, setPins] = useState<Pins>({ state: 'loading' });
  const [pick, setPick] = useState<{ search: string; slug: string } | null>(null);
  const searchedHere = useRef(false);
  const firstView = firstViewOf(query, doctors);
  const firstViewKey = JSON.stringify(firstView);
  const texts = { title: t('ResultsMap.title'), zoomIn: t('Map.zoomIn'), zoomOut: t('Map.zoomOut') };
  const textsKey = JSON.stringify(texts);
  // The criteria a map has (not the page, the order or the availability): what its pins follow.
  const searchKey = searchUrlOf({ ...query, currentPage: undefined, order: undefined, available_within: undefined });
  const moved = movedIn === searchKey;
  const picked = pick?.search === searchKey ? pick.slug : null;
  // The map's handlers are made once: they read the search of the moment through a ref.
  const currentSearch = useRef(searchKey);
  useEffect(() => {
    currentSearch.current = searchKey;
  }, [searchKey]);

  // The map is made once per language; a new search moves it (below) rather than making another.
  useEffect(() => {
    const element = container.current;
    const bounds = JSON.parse(firstViewKey) as Bounds | null;
    if (!element || !bounds) return;
    let cancelled = false;
    let made: ResultsMapHandle | undefined;
    openResultsMap({
      container: element,
      firstView: bounds,
      describedBy: descriptionId,
      lang: locale,
      texts: JSON.parse(textsKey) as typeof texts,
      formatCount: (count) => formatNumber(count, locale),
      onPick: (slug) => setPick({ search: currentSearch.current, slug }),
      onMove: (next, byUser) => {
        setView(next);
        if (byUser) setMovedIn(currentSearch.current);
      },
    }).then(
      (map) => {
        made = map;
        if (cancelled) return map.remove();
        setHandle(map);
        setView(map.view());
      },
      () => !cancelled && onUnavailable(),
    );
    return () => {
      cancelled = true;
      made?.remove();
      setHandle(null);
    };
    // Made again only for another language: the first view and the texts are read through their keys
    // (the description's id is the component's own, fixed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  // Another search: its point is marked.
  useEffect(() => {
    handle?.markCentre(readNearPoint(query.near));
  }, [handle, query.near]);

  // Its doctors arrived: the map goes to their place, unless the search was made from the view itself.
  useEffect(() => {
    if (!handle || firstViewKey === 'null') return;
    if (searchedHere.current) searchedHere.current = false;
    else handle.fitTo(JSON.parse(firstViewKey) as Bounds);
  }, [handle, firstViewKey]);

  // The pins of the search in the view, once it has settled.
  useEffect(() => {
    if (!handle || !view) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getDoctorMap(pinParametersOf(query, view), locale, controller.signal).then(
        (map) => {
          handle.showPins(map.pins);
          setPins({ state: 'shown', map });
        },
        (error: Error) => !controller.signal.aborted && setPins({ state: 'failed', message: error.message }),
      );
    }, settleMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [handle, view, searchKey, locale]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    handle?.markPicked(picked);
  }, [handle, picked]);

  const searchArea = () => {
    if (!view) return;
    searchedHere.current = true;
    setMovedIn(null);
    onSearch(areaSearchOf(query, view));
  };

  return (
    <div className="results-map-view">
      <div className="results-map-frame">
        {/* MapLibre's canvas is the region named by the title; the layers give it the description. */}
        <div className="results-map-canvas" dir="ltr" ref={container} />
        {moved && (
          <button type="button" className="button results-map-search-area" onClick={searchArea}>
            {t('ResultsMap.searchArea')}
          </button>
        )}
        <small className="tabib-map-attribution">
          <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
            {t('Map.attribution')}
          </a>
        </small>
      </div>
      <p id={descriptionId} className="visually-hidden">
        {t('ResultsMap.sameAsList')}
      </p>
      <p className="results-map-status" aria-live="polite">
        {pins.state === 'loading' && t('ResultsMap.loading')}
        {pins.state === 'failed' && t('ResultsMap.pinsFailed', { message: pins.message })}
        {pins.state === 'shown' &&
          (pins.map.truncated
            ? t('ResultsMap.truncated', {
                shown: formatNumber(pins.map.pins.length, locale),
                total: formatNumber(pins.map.count, locale),
              })
            : t('ResultsMap.inView', { count: pins.map.count, total: formatNumber(pins.map.count, locale) }))}
      </p>
      <p className="results-map-legend" aria-hidden="true">
        <span className="results-map-key">{t('ResultsMap.legendExact')}</span>
        <span className="results-map-key is-approximate">{t('ResultsMap.legendApproximate')}</span>
      </p>
      {picked && <PickedCard slug={picked} doctors={doctors} onClose={() => setPick(null)} />}
    </div>
  );
}
