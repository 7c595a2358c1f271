import { useTranslation } from 'react-i18next';

/** The credit every drawn map of Tabib carries, in a corner of the map (decision 078). */
export function MapAttribution() {
  const { t } = useTranslation();
  return (
    <small className="tabib-map-attribution">
      <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
        {t('Map.attribution')}
      </a>
    </small>
  );
}
