import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readMapStatus } from '../../../../components/map/map-status.ts';
import type { PinEditor, PinMove, PinPoint } from '../../../../components/map/pin-editor-map.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import '../../../../components/map/map.css';

export interface PinMapProps {
  /** Where the pin stands: the unsaved point, else the saved one, else a centre. */
  point: PinPoint;
  /** 16 shows the street of a placed pin, 12 a whole city. */
  zoom: number;
  onMove: (point: PinPoint, how: PinMove) => void;
}

/** The map is waiting for the tile status and MapLibre, drawn, or absent (no tiles, no WebGL). */
type MapState = 'waiting' | 'drawn' | 'absent';

/**
 * The practice's pin on Tabib's map, moved with the mouse, a finger or the arrow keys (decision
 * 081). MapLibre and the editor's code load only here, once the server said it serves tiles
 * (decision 078); without tiles, or when the map cannot draw, a line says the pin can still be
 * placed with "Use my position": never an empty box.
 */
export function PinMap({ point, zoom, onMove }: PinMapProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const canvas = useRef<HTMLDivElement>(null);
  const editor = useRef<PinEditor | null>(null);
  // The map opens at the latest point and reports to the latest callback without opening again.
  const latest = useRef({ point, zoom, onMove });
  const [state, setState] = useState<MapState>('waiting');
  const texts = {
    title: t('NearMe.profile.mapTitle'),
    zoomIn: t('Map.zoomIn'),
    zoomOut: t('Map.zoomOut'),
    pinLabel: t('NearMe.profile.pinLabel'),
  };
  const textsKey = JSON.stringify(texts);

  useEffect(() => {
    const container = canvas.current;
    if (!container) return;
    let cancelled = false;
    void (async () => {
      try {
        const status = await readMapStatus();
        if (cancelled) return;
        if (status.tiles === 'none') return setState('absent');
        const { openPinEditor } = await import('../../../../components/map/pin-editor-map.ts');
        if (cancelled) return;
        const { title, zoomIn, zoomOut, pinLabel } = JSON.parse(textsKey) as typeof texts;
        const opened = await openPinEditor({
          container,
          latitude: latest.current.point.latitude,
          longitude: latest.current.point.longitude,
          zoom: latest.current.zoom,
          lang: locale,
          texts: { title, zoomIn, zoomOut },
          pinLabel,
          onMove: (moved, how) => latest.current.onMove(moved, how),
        });
        if (cancelled) return opened.remove();
        editor.current = opened;
        // The point may have changed while the map was loading ("Use my position").
        opened.moveTo(latest.current.point);
        setState('drawn');
      } catch {
        // No WebGL, no style, no tiles: the hint replaces the map (decision 078).
        if (!cancelled) setState('absent');
      }
    })();
    return () => {
      cancelled = true;
      editor.current?.remove();
      editor.current = null;
      setState('waiting');
    };
    // `texts` is read through its key: a new object each render must not open the map again.
  }, [locale, textsKey]);

  // A point set from outside (saved, "Use my position", Cancel) moves the pin; the pin's own moves
  // come back here unchanged and do nothing.
  useEffect(() => {
    latest.current = { point, zoom, onMove };
    editor.current?.moveTo(point);
  });

  if (state === 'absent') return <p className="form-hint">{t('NearMe.profile.noMap')}</p>;
  return (
    <div className={state === 'drawn' ? 'tabib-map tabib-pin-map is-drawn' : 'tabib-map tabib-pin-map'}>
      {/* Geography does not mirror: the map stays left to right in an Arabic page. Until it has
          drawn, its focusable canvas is inert. */}
      <div className="tabib-map-canvas" dir="ltr" ref={canvas} inert={state !== 'drawn'} />
      {state === 'drawn' && (
        <small className="tabib-map-attribution">
          <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
            {t('Map.attribution')}
          </a>
        </small>
      )}
    </div>
  );
}
