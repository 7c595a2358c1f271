import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';
import { StaticMap } from '../../../components/static-map.tsx';
import { DoctorAddress } from './doctor-address.tsx';

/** OpenStreetMap's search for the address: the practice itself, which the map of the city cannot pin. */
function addressSearchUrl(address: TDoctor['address']): string {
  const query = [address.street, [address.postal_code, address.city].filter(Boolean).join(' '), 'Maroc']
    .filter(Boolean)
    .join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/**
 * The address with a map of the doctor's city (decision 035). Tabib knows the city's centre, not the
 * practice's position, so the map has no pin and the link searches the full address. Without a
 * known city, or when the tiles cannot load, the address and the link remain.
 */
export function DoctorMap({ doctor }: { doctor: TDoctor }) {
  const { t } = useTranslation();
  const link = (
    <a href={addressSearchUrl(doctor.address)} rel="noopener noreferrer" target="_blank">
      {t('Doctor.mapLink')}
    </a>
  );
  const addressAndLink = (
    <>
      <DoctorAddress address={doctor.address} />
      <p className="doctor-map-link">{link}</p>
    </>
  );
  if (!doctor.city_centre) return addressAndLink;
  return (
    <StaticMap
      latitude={doctor.city_centre.latitude}
      longitude={doctor.city_centre.longitude}
      zoom={13}
      label={t('Doctor.mapTitle', { city: doctor.address.city })}
      fallback={addressAndLink}
      caption={link}
    />
  );
}
