import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page.tsx';

/** The 404 page. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorPage title={t('NotFound.title')} text={t('NotFound.text')} />;
}
