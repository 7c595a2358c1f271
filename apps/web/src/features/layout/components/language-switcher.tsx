import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { locales, type Locale } from '@tabib/shared';
import { inLocale } from '../../../lib/paths.ts';

const labels: Record<Locale, { short: string; name: string }> = {
  fr: { short: 'Fr', name: 'Français' },
  en: { short: 'En', name: 'English' },
  ar: { short: 'Ar', name: 'العربية' },
};

/** Fr / En / Ar: each link keeps the current path and swaps only the language segment. */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <nav className="language-switcher" aria-label={t('Layout.language')}>
      <ul>
        {locales.map((code) => (
          <li key={code}>
            <Link
              to={inLocale(location, code)}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              aria-label={labels[code].name}
              className={code === locale ? 'is-current' : undefined}
            >
              {labels[code].short}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
