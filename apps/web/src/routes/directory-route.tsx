import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DocumentMeta } from '../components/document-meta.tsx';
import { LoadingView } from '../components/loading-view.tsx';
import { directoryPageNumber, useDirectoryPage } from '../features/doctors/api/get-directory.ts';
import { DirectoryPage } from '../features/doctors/components/directory-page.tsx';
import { directoryHeading } from '../features/doctors/directory-text.ts';
import '../features/doctors/directory.css';
import { type DirectoryPlace } from '../lib/paths.ts';
import { readPracticeFilters } from '../lib/search-url.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/**
 * /{lang}/doctors/{speciality or city}, /{lang}/doctors/{speciality}/{city} (decision 047) and
 * /{lang}/doctors/{speciality}/{city}/{quarter} (decision 079): the ranked doctors of a speciality,
 * a city, both, or a speciality in a quarter, a page at a time.
 */
export function DirectoryRoute() {
  const { t } = useTranslation();
  const viewer = useViewer();
  // /doctors/{speciality or city}/{city}: a lone segment is either, which the API tells apart.
  const { speciality, city, quarter } = useParams();
  const [search] = useSearchParams();
  const where: DirectoryPlace = { speciality, city, quarter };
  const pageNumber = directoryPageNumber(search);
  const filters = useMemo(() => readPracticeFilters(search), [search]);
  const query = useDirectoryPage(where, pageNumber, filters);
  const page = query.isError ? undefined : query.data;

  if (page) {
    const heading = directoryHeading(t, page);
    return (
      <>
        <DocumentMeta
          title={page.currentPage > 1 ? t('Directory.pageTitle', { heading, page: page.currentPage }) : heading}
          description={t('Directory.metaDescription', { heading })}
        />
        <DirectoryPage page={page} viewer={viewer} filters={filters} />
      </>
    );
  }
  // An unknown speciality or city, or a place without doctors: the site's not-found page.
  if (query.isError && query.error.status === 404) return <NotFoundRoute />;
  if (query.isError) {
    return (
      <section className="content-page">
        <DocumentMeta title={t('Layout.doctors')} />
        <h1>{t('Layout.doctors')}</h1>
        <p className="error-message" role="alert">
          {t('Common.error', { message: query.error.message })}
        </p>
      </section>
    );
  }
  return (
    <>
      <DocumentMeta title={t('Layout.doctors')} />
      <LoadingView />
    </>
  );
}
