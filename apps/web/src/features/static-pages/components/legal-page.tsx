import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { DocumentMeta } from '../../../components/document-meta.tsx';

interface PageSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

/** Last revision of the legal texts, shown under their title. */
const lastUpdated = '2026-11-20';

/** About, terms, privacy and cookies: sections of the `pages` catalogue, in the page's language. */
export function LegalPage({ page }: { page: 'about' | 'terms' | 'privacy' | 'cookies' }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const values = { email: siteConfig.contactEmail, phone: siteConfig.contactPhone };
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as PageSection[];
  const title = t(`${page}.title`);
  const date = formatCalendarDay(lastUpdated, locale);
  return (
    <article className="content-page">
      <DocumentMeta title={title} description={t(`${page}.description`)} />
      <h1>{title}</h1>
      {page !== 'about' && <p className="muted">{t('lastUpdated', { date })}</p>}
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items.length > 0 && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
    </article>
  );
}
