import { useTranslation } from 'react-i18next';
import { isExactLocation, type TDoctor } from '@tabib/shared';
import { formatNumber } from '../../../../lib/intl-format.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

/**
 * How far a result is, in a search around a point or a quarter (decision 080): "1,2 km" from a
 * placed pin; from a centre only, "≈ Maârif" (or the city), since an exact figure would mislead.
 */
export function CardDistance({ doctor }: { doctor: TDoctor }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { location, distance_km: distance } = doctor;
  if (!location || distance === null || distance === undefined) return null;
  if (isExactLocation(location.source)) {
    return (
      <p className="card-distance">
        {t('NearMe.distance', { distance: formatNumber(distance, locale, { maximumFractionDigits: 1 }) })}
      </p>
    );
  }
  const place = location.quarter?.label ?? doctor.address.city;
  return (
    <p className="card-distance is-approximate">
      <span aria-hidden="true">{`≈ ${place}`}</span>
      <span className="visually-hidden">{t('NearMe.approximate', { place })}</span>
    </p>
  );
}
