import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';

/**
 * Street, then postal code and city, each on a line of its own. Each part is isolated (<bdi>)
 * because a Latin street name such as "25, Rue de Fès" inside an Arabic line would otherwise see
 * its number jump to the other end; on a phone a street wrapping into an Arabic city name read in
 * no order at all (decision 034), so the two no longer share a line. The comma between them is for
 * screen readers only.
 */
export function DoctorAddress({ address }: { address: TDoctor['address'] }) {
  const { t } = useTranslation();
  const locality = [address.postal_code, address.city].filter(Boolean).join(' ');
  return (
    <address className="doctor-address">
      {address.street && (
        <span className="doctor-address-line">
          <bdi>{address.street}</bdi>
        </span>
      )}
      {address.street && locality && <span className="visually-hidden">{t('Common.comma')}</span>}
      {locality && (
        <span className="doctor-address-line">
          <bdi>{locality}</bdi>
        </span>
      )}
    </address>
  );
}
