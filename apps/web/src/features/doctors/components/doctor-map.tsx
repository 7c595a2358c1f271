import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';
import { LazyMapView } from '../../../components/map/lazy-map-view.tsx';
import { DoctorAddress } from './doctor-address.tsx';

/** OpenStreetMap's search for the address: a larger map for those who want one. */
function addressSearchUrl(address: TDoctor['address']): string {
  const query = [address.street, [address.postal_code, address.city].filter(Boolean).join(' '), 'Maroc']
    .filter(Boolean)
    .join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** How near the map comes: a placed pin shows the street, a quarter's centre the quarter, a city's the city. */
const zoomBySource = { doctor: 15, moderator: 15, quarter: 14, city: 12 } as const;

/**
 * The address, then Tabib's own map with the doctor's pin (decision 078): the practice's point when
 * it is known (decision 079), else its quarter's or city's centre. Without any point, the address
 * and the link remain.
 */
export function DoctorMap({ doctor }: { doctor: TDoctor }) {
  const { t } = useTranslation();
  const point = doctor.location ?? (doctor.city_centre ? { ...doctor.city_centre, source: 'city' as const } : null);
  const place = [doctor.location?.quarter?.label, doctor.address.city].filter(Boolean).join(', ');
  return (
    <>
      <DoctorAddress address={doctor.address} />
      {point && (
        <LazyMapView
          latitude={point.latitude}
          longitude={point.longitude}
          zoom={zoomBySource[point.source]}
          label={t('Doctor.mapTitle', { city: doctor.address.city })}
          pin
          place={place}
        />
      )}
      <p className="doctor-map-link">
        <a href={addressSearchUrl(doctor.address)} rel="noopener noreferrer" target="_blank">
          {t('Doctor.mapLink')}
        </a>
      </p>
    </>
  );
}
