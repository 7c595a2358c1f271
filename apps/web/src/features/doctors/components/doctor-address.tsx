import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';

/**
 * Street, postal code and city. Each part is isolated (<bdi>) because a Latin street name such as
 * "25, Rue de Fès" inside an Arabic line would otherwise see its number jump to the other end.
 */
export function DoctorAddress({ address }: { address: TDoctor['address'] }) {
  const { t } = useTranslation();
  const locality = [address.postal_code, address.city].filter(Boolean).join(' ');
  return (
    <address className="doctor-address">
      {address.street && <bdi>{address.street}</bdi>}
      {address.street && locality && t('Common.comma')}
      {locality && <bdi>{locality}</bdi>}
    </address>
  );
}
