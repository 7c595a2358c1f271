import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { locales, type Locale } from '@tabib/shared';
import { inLocale } from '../../../lib/paths.ts';

/** Each language by its own name; the link shows its code, capitalised by the style sheet. */
const names: Record<Locale, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

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
              aria-label={names[code]}
              className={code === locale ? 'is-current' : undefined}
            >
              {code}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
