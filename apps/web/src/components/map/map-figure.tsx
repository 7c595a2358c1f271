import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MapFigureProps {
  latitude: number;
  longitude: number;
  label: string;
  place: ReactNode;
}

/**
 * What stands where the map would be when there is none yet, or none at all (decision 078): a
 * drawing of streets around a pin, the place in words, and a `geo:` link that opens the point in
 * the phone's maps app. It asks nothing of any server.
 */
export function MapFigure({ latitude, longitude, label, place }: MapFigureProps) {
  const { t } = useTranslation();
  const point = `${latitude.toFixed(5)},${longitude.toFixed(5)}`;
  return (
    <div className="tabib-map-figure">
      <svg className="tabib-map-drawing" viewBox="0 0 512 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <path className="tabib-map-block" d="M0 0h512v200H0z" />
        <path className="tabib-map-street is-major" d="M-10 150 C120 120 260 130 522 60" />
        <path className="tabib-map-street is-major" d="M300 -10 C280 60 250 140 236 210" />
        <path className="tabib-map-street" d="M-10 60 L522 110" />
        <path className="tabib-map-street" d="M90 -10 L150 210" />
        <path className="tabib-map-street" d="M400 -10 L380 210" />
        <path className="tabib-map-street" d="M-10 190 L522 170" />
      </svg>
      <span className="tabib-map-pin" role="img" aria-label={label} />
      <div className="tabib-map-place">
        <p>{place}</p>
        <a href={`geo:${point}?q=${point}`}>{t('Map.openInApp')}</a>
      </div>
    </div>
  );
}
