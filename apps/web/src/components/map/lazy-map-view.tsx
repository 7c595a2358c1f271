import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { MapFigure } from './map-figure.tsx';
import { readMapStatus } from './map-status.ts';
import './map.css';

export interface LazyMapViewProps {
  latitude: number;
  longitude: number;
  /** 12 shows a city, 15 a street. */
  zoom: number;
  /** Names the map for screen readers ("Map of Casablanca"). */
  label: string;
  /** A pin at the point. */
  pin: boolean;
  /** The place in words, on the drawn figure shown until (or instead of) the map. */
  place: ReactNode;
}

/**
 * A map that costs the page nothing until it is near the screen (decision 078): the server renders a
 * figure drawn by Tabib, of the map's fixed size (no layout shift), with the pin, the place in words
 * and a link to the phone's maps app. Near the screen, when Tabib serves tiles, MapLibre is imported
 * (its own chunk) and draws over the figure; with no tiles, no WebGL or any failure the figure stays:
 * never an empty box.
 */
export function LazyMapView({ latitude, longitude, zoom, label, pin, place }: LazyMapViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame);
  const [drawn, setDrawn] = useState(false);
  const texts = { title: label, zoomIn: t('Map.zoomIn'), zoomOut: t('Map.zoomOut') };
  const textsKey = JSON.stringify(texts);

  useEffect(() => {
    const container = canvas.current;
    if (!near || !container) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void (async () => {
      try {
        const status = await readMapStatus();
        if (status.tiles === 'none' || cancelled) return;
        const { drawMap } = await import('./maplibre-map.ts');
        if (cancelled) return;
        remove = await drawMap({
          container,
          latitude,
          longitude,
          zoom,
          pin,
          lang: locale,
          texts: JSON.parse(textsKey) as typeof texts,
        });
        if (cancelled) remove();
        else setDrawn(true);
      } catch {
        // No WebGL, no style, no tiles: the drawn figure stays (decision 078).
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
      setDrawn(false);
    };
    // `texts` is read through its key: a new object each render must not draw the map again.
  }, [near, latitude, longitude, zoom, pin, locale, textsKey]);

  return (
    <div className={drawn ? 'tabib-map is-drawn' : 'tabib-map'} ref={frame}>
      {/* The map keeps its left-to-right geography in an Arabic page. Until it has drawn, MapLibre's
          focusable canvas is inert: out of the tab order and of what screen readers read. */}
      <div className="tabib-map-canvas" dir="ltr" ref={canvas} inert={!drawn} />
      {drawn && (
        <small className="tabib-map-attribution">
          <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
            {t('Map.attribution')}
          </a>
        </small>
      )}
      {!drawn && <MapFigure latitude={latitude} longitude={longitude} label={label} place={place} />}
    </div>
  );
}
