import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../lib/site-config.ts';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { StaticMap } from '../../../components/static-map.tsx';

/** Approximate position of the office at Technopolis Rabat-Shore, Salé, for the map. */
const office = { latitude: 34.0061, longitude: -6.7244 };
const mapUrl = `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=16/${office.latitude}/${office.longitude}`;

/**
 * Contact page of product.md §2: address, e-mail, phone and an OpenStreetMap map, drawn from tiles
 * (decision 035: the embedded frame showed a broken page offline; now the link stays instead).
 */
export function ContactPage() {
  const { t } = useTranslation('pages');
  const email = siteConfig.contactEmail;
  const phone = siteConfig.contactPhone;
  const addressLines = t('contact.address', { returnObjects: true }) as string[];
  const mapLink = (
    <a href={mapUrl} rel="noopener noreferrer" target="_blank">
      {t('contact.mapLink')}
    </a>
  );
  const address = (
    <address>{Array.isArray(addressLines) && addressLines.map((line) => <span key={line}>{line}</span>)}</address>
  );
  // Without tiles (offline, blocked) the map's place holds the address and the link, never an empty box.
  const addressCard = (
    <>
      <p className="contact-map-title">{t('contact.addressLabel')}</p>
      {address}
      <p>{mapLink}</p>
    </>
  );
  return (
    <article className="content-page contact-page">
      <DocumentMeta title={t('contact.title')} description={t('contact.description')} />
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro', { email, phone })}</p>
      <div className="contact-grid">
        <dl className="contact-details">
          <dt>{t('contact.addressLabel')}</dt>
          <dd>{address}</dd>
          <dt>{t('contact.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
          <dt>{t('contact.phoneLabel')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
              {phone}
            </a>
          </dd>
        </dl>
        <div className="contact-map">
          <StaticMap
            latitude={office.latitude}
            longitude={office.longitude}
            zoom={16}
            pin
            label={t('contact.mapTitle')}
            fallback={addressCard}
            caption={mapLink}
          />
        </div>
      </div>
      <p className="muted">{t('contact.responseTime', { email, phone })}</p>
    </article>
  );
}
