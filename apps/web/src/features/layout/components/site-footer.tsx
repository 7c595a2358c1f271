import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '@tabib/shared';
import { paths } from '../../../lib/paths.ts';
import { siteConfig } from '../../../lib/site-config.ts';

/**
 * Public bodies a patient may need beside a directory: the footer strip of three partner sites
 * (product.md §2). See docs/decisions/008-footer-partners-and-social-link.md.
 */
const partners = [
  { key: 'ministry', href: 'https://www.sante.gov.ma' },
  { key: 'cnom', href: 'https://www.cnom.ma' },
  { key: 'cndp', href: 'https://www.cndp.ma' },
] as const;

export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const email = siteConfig.contactEmail;
  const phone = siteConfig.contactPhone;
  const social = siteConfig.socialUrl;
  return (
    <footer className="site-footer">
      <nav className="partner-strip" aria-label={t('Footer.partners')}>
        <ul>
          {partners.map((partner) => (
            <li key={partner.key}>
              <a href={partner.href} rel="noopener noreferrer" target="_blank">
                {t(`Footer.partner.${partner.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-footer-columns">
        <nav aria-label={t('Footer.company')}>
          <h2>{t('Footer.company')}</h2>
          <ul>
            <li>
              <Link to={paths.page(locale, 'about')}>{t('Footer.about')}</Link>
            </li>
            <li>
              <Link to={paths.page(locale, 'contact')}>{t('Footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.page(locale, 'terms')}>{t('Footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.page(locale, 'privacy')}>{t('Footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.page(locale, 'cookies-policy')}>{t('Footer.cookies')}</Link>
            </li>
            {social && (
              <li>
                <a href={social} rel="noopener noreferrer" target="_blank">
                  {t('Footer.social')}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <section aria-labelledby="footer-doctors">
          <h2 id="footer-doctors">{t('Footer.forDoctors')}</h2>
          <p>{t('Footer.addDoctorText')}</p>
          <Link to={paths.profile(locale)} className="button">
            {t('Footer.addDoctor')}
          </Link>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('Footer.contactUs')}</h2>
          <address>
            <p>{t('Footer.address')}</p>
            {email && (
              <p>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
            {phone && (
              <p>
                <a href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </p>
            )}
          </address>
        </section>
      </div>
      <p className="site-footer-legal">{t('Footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
