import './practice.css';
import { useTranslation } from 'react-i18next';
import type { TDoctor, TOpenStatus } from '@tabib/shared';

/**
 * The status line, in the server's words on Morocco's clock (decision 074); a filled dot when open,
 * a ring when closed (more than a colour says it).
 */
export function OpenStatus({ status }: { status: TOpenStatus | null | undefined }) {
  return status && <p className={`open-status ${status.state}`}>{status.label}</p>;
}

/**
 * A result card's practice line (decision 074): price range, "Conventionné AMO", the open status.
 * Text only, in one paragraph: the card is in the home page's first bundle (decision 006).
 */
export function CardPracticeFacts({ doctor }: { doctor: TDoctor }) {
  const { t } = useTranslation();
  const { price_range: range, open_status: status } = doctor;
  return (
    <p className="card-practice">
      {range?.label}
      {doctor.conventionne && <span className="chip chip-amo">{t('Practice.conventionne')}</span>}
      {status && <span className={`open-status ${status.state}`}>{status.label}</span>}
    </p>
  );
}
