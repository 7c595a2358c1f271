import { useTranslation } from 'react-i18next';
import { isExactLocation, type TDoctor } from '@tabib/shared';

/**
 * One line saying where the practice's point comes from (decision 080): the doctor's pin, the
 * Tabib team's, or only the centre of the quarter or city, so a patient knows how far to trust a
 * distance.
 */
export function DoctorLocationSource({ location }: { location: TDoctor['location'] }) {
  const { t } = useTranslation();
  if (!location) return null;
  const { source, quarter } = location;
  const text =
    source === 'quarter' && quarter
      ? t('NearMe.source.quarter', { quarter: quarter.label })
      : t(`NearMe.source.${source === 'quarter' ? 'city' : source}`);
  return <p className={isExactLocation(source) ? 'doctor-location' : 'doctor-location is-approximate'}>{text}</p>;
}
