import { useTranslation } from 'react-i18next';

/**
 * "Verified" beside a doctor's name (decision 038): a moderator checked the Ordre and INPE numbers
 * against the Ordre card. Text, not only an icon, so it reads the same to everyone.
 */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="verified-badge" title={t('Doctor.verifiedHint')}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 0l1.9 1.4 2.3-.1.7 2.2 1.9 1.4-.7 2.2.7 2.2-1.9 1.4-.7 2.2-2.3-.1L8 14.2l-1.9-1.4-2.3.1-.7-2.2L1.2 9.3l.7-2.2-.7-2.2 1.9-1.4.7-2.2 2.3.1z"
        />
        <path fill="none" stroke="#fff" strokeWidth="1.6" d="M4.8 7.2l2.1 2.1 4-4" />
      </svg>
      {t('Doctor.verified')}
    </span>
  );
}
