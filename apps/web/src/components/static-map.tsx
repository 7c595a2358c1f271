import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../lib/use-near-screen.ts';
import { useStyleProperties } from '../lib/use-style-properties.ts';
import './static-map.css';

/** OpenStreetMap's standard tiles (https://operations.osmfoundation.org/policies/tiles/). */
const tileServer = 'https://tile.openstreetmap.org';
const tileSize = 256;

export interface StaticMapProps {
  latitude: number;
  longitude: number;
  /** 13 shows a city, 16 a street. */
  zoom: number;
  /** Names the map for screen readers ("Map of Casablanca"). */
  label: string;
  /** A pin at the point (an exact address); without it the map only shows the area. */
  pin?: boolean;
  /**
   * What the page shows instead when a tile cannot load (offline, blocked): the address and a link,
   * in a card as tall as the map (static-map.css), never an empty box (decision 053).
   */
  fallback: ReactNode;
  /** Under the map: the link to the full map. */
  caption?: ReactNode;
}

/** The tile and the pixel in it of a point at a zoom (Web Mercator, as OpenStreetMap draws). */
function tilePoint(latitude: number, longitude: number, zoom: number) {
  const scale = tileSize * 2 ** zoom;
  const latitudeRadians = (latitude * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * scale;
  const y = ((1 - Math.log(Math.tan(latitudeRadians) + 1 / Math.cos(latitudeRadians)) / Math.PI) / 2) * scale;
  return { x, y };
}

/**
 * A map drawn from six OpenStreetMap tiles (three across, two down, around the point) instead of an
 * embedded frame: no script, no cookie, a fixed size reserved before anything loads (no layout
 * shift), tiles asked for only once the map comes near the screen (a reader who never scrolls to it
 * sends OpenStreetMap nothing: no address, no data spent), and, when a tile fails, the `fallback` in
 * its place instead of a broken frame (decision 035). The tiles keep their left-to-right geography in an Arabic page. Covers a box of up to
 * 512 × 256 px around the point, the widest the CSS lets the map be.
 */
export function StaticMap({ latitude, longitude, zoom, label, pin = false, fallback, caption }: StaticMapProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // The server's markup holds the reserved frame (decision 046); the tiles come in the browser.
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame);
  if (failed) return <div className="static-map-fallback">{fallback}</div>;

  const point = tilePoint(latitude, longitude, zoom);
  const column = Math.floor(point.x / tileSize);
  const row = Math.floor(point.y / tileSize);
  // Two rows: the point's and the one nearer to it, so at least 128 px lie above and below it.
  const firstRow = point.y - row * tileSize < tileSize / 2 ? row - 1 : row;
  const tiles = [0, 1].flatMap((down) =>
    [-1, 0, 1].map((across) => ({ x: column + across, y: firstRow + down, across: across + 1, down })),
  );
  // Where the point is inside the six tiles; the grid is moved so that it lies at the map's centre.
  const offsetX = point.x - (column - 1) * tileSize;
  const offsetY = point.y - firstRow * tileSize;
  return (
    <figure className="static-map">
      <div className="static-map-frame" dir="ltr" ref={frame}>
        {/* The picture alone is the image: a link inside it would be hidden from screen readers yet
            reachable with Tab (axe's nested-interactive), so the credit sits beside it. */}
        <div className="static-map-picture" role="img" aria-label={label}>
          {near && (
            <MapTiles tiles={tiles} zoom={zoom} offsetX={offsetX} offsetY={offsetY} onError={() => setFailed(true)} />
          )}
          {pin && <span className="static-map-pin" aria-hidden="true" />}
        </div>
        <small className="static-map-attribution">
          <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
            {t('Map.attribution')}
          </a>
        </small>
      </div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

interface MapTilesProps {
  tiles: { x: number; y: number; across: number; down: number }[];
  zoom: number;
  offsetX: number;
  offsetY: number;
  onError: () => void;
}

/** The six tiles, each in its place of the grid (static-map.css), the grid moved through the CSSOM. */
function MapTiles({ tiles, zoom, offsetX, offsetY, onError }: MapTilesProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyleProperties(ref, {
    'inset-inline-start': `calc(50% - ${offsetX.toFixed(1)}px)`,
    'inset-block-start': `calc(50% - ${offsetY.toFixed(1)}px)`,
  });
  return (
    <div className="static-map-tiles" ref={ref}>
      {tiles.map((tile) => (
        <img
          key={`${tile.x}-${tile.y}`}
          src={`${tileServer}/${zoom}/${tile.x}/${tile.y}.png`}
          alt=""
          width={tileSize}
          height={tileSize}
          loading="lazy"
          decoding="async"
          referrerPolicy="strict-origin"
          data-across={tile.across}
          data-down={tile.down}
          onError={onError}
        />
      ))}
    </div>
  );
}
