import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';

/**
 * Street, the quarter when known (decision 080), then postal code and city, each on a line of its
 * own, as Moroccan addresses are written. Each part is isolated (<bdi>) because a Latin street name
 * such as "25, Rue de Fès" inside an Arabic line would otherwise see its number jump to the other
 * end; on a phone a street wrapping into an Arabic city name read in no order at all (decision
 * 034), so they no longer share a line. The commas between them are for screen readers only.
 */
export function DoctorAddress({ address, quarter }: { address: TDoctor['address']; quarter?: string | undefined }) {
  const { t } = useTranslation();
  const locality = [address.postal_code, address.city].filter(Boolean).join(' ');
  return (
    <address className="doctor-address">
      {[address.street, quarter, locality].filter(Boolean).map((line, index) => (
        <span key={index} className="doctor-address-line">
          {index > 0 && <span className="visually-hidden">{t('Common.comma')}</span>}
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  );
}
