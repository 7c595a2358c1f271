import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The Call button of product.md §2. The phone number reaches only signed-in visitors
 * (product.md §10), who reveal it with a click; everyone else is sent to sign in and brought back to the doctor.
 */
export function DoctorCall({ phone, loginHref }: { phone: string | null; loginHref: string }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [revealed, setRevealed] = useState(false);

  if (phone === null) {
    return (
      <p className="doctor-call">
        <Link to={loginHref} className="button" aria-describedby={hintId}>
          {t('Doctor.call')}
        </Link>
        <span id={hintId} className="muted">
          {t('Doctor.callHint')}
        </span>
      </p>
    );
  }
  // Signed in, the line keeps a hint like the signed-out one, so nothing moves when the page learns
  // who is reading (decision 046).
  return (
    <p className="doctor-call">
      {revealed ? (
        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="button" dir="ltr">
          {phone}
        </a>
      ) : (
        <>
          <button type="button" className="button" onClick={() => setRevealed(true)} aria-describedby={hintId}>
            {t('Doctor.call')}
          </button>
          <span id={hintId} className="muted">
            <span className="doctor-call-hint-coarse">{t('Doctor.callRevealHint')}</span>
            <span className="doctor-call-hint-fine">{t('Doctor.callRevealHintPointer')}</span>
          </span>
        </>
      )}
    </p>
  );
}
