import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDirectoryLink, TDirectoryPage } from '@tabib/shared';
import { Pagination } from '../../../components/pagination.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { paths, type DirectoryPlace } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { PracticeFilters } from '../../../lib/search-url.ts';
import { DirectoryFilters } from './directory-filters.tsx';
import { DoctorCard } from './doctor-card.tsx';
import { directoryHeading } from '../directory-text.ts';

export interface DirectoryPageProps {
  page: TDirectoryPage;
  viewer: number | null;
  /** The practical filters of the address (decision 076). */
  filters: PracticeFilters;
}

const openAsLink = () => undefined;

/**
 * A directory page (decision 047): where it sits, its heading and a short text in the
 * page's language, the ranked doctors a page at a time, then the nearest cities and the other
 * specialities, each a real link so a crawler walks the whole directory.
 */
export function DirectoryPage({ page, viewer, filters }: DirectoryPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { speciality, city, quarter } = page;
  const place: DirectoryPlace = { speciality: speciality?.slug, city: city?.slug, quarter: quarter?.slug };
  const currentHref = paths.directory(locale, place, page.currentPage, filters);
  const heading = directoryHeading(t, page);
  const intro = quarter
    ? 'introSpecialityQuarter'
    : speciality && city
      ? 'introSpecialityCity'
      : speciality
        ? 'introSpeciality'
        : 'introCity';

  return (
    <div className="directory-page">
      <nav aria-label={t('Directory.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home(locale)}>{t('Layout.home')}</Link>
          </li>
          {speciality && city && (
            <li>
              <Link to={paths.directory(locale, { speciality: speciality.slug })}>
                {t('Directory.headingSpeciality', { speciality: speciality.label })}
              </Link>
            </li>
          )}
          {speciality && city && quarter && (
            <li>
              <Link to={paths.directory(locale, { speciality: speciality.slug, city: city.slug })}>
                {t('Directory.headingSpecialityCity', { speciality: speciality.label, city: city.label })}
              </Link>
            </li>
          )}
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      <p className="directory-intro">{t(`Directory.${intro}`, { city: city?.label, quarter: quarter?.label })}</p>
      <DirectoryFilters place={place} filters={filters} />
      {/* The list's heading, between the page's and the cards' (h3), as on home. */}
      <h2 className="result-count">
        {t('Search.resultCount', { count: page.count, total: formatNumber(page.count, locale) })}
      </h2>
      {page.count === 0 && (
        <div className="empty-state">
          <p>{t('Search.noResults')}</p>
          <p>
            <Link to={paths.directory(locale, place)} className="button">
              {t('Search.clearFilters')}
            </Link>
          </p>
        </div>
      )}
      <ol className="doctor-list">
        {page.doctors.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard
              doctor={doctor}
              href={paths.doctor(locale, doctor)}
              navigationState={{ doctor, backTo: currentHref, viewer }}
              selected={false}
              onOpen={openAsLink}
            />
          </li>
        ))}
      </ol>
      <Pagination
        currentPage={page.currentPage}
        totalPages={page.totalPages}
        hrefOf={(number) => paths.directory(locale, place, number, filters)}
        onNavigate={() => headingRef.current?.focus()}
      />
      {city && (
        <DirectoryLinks
          title={t(quarter ? 'Directory.otherQuartersOf' : 'Directory.quartersOf', { city: city.label })}
          links={page.quarters ?? []}
          hrefOf={(link) =>
            paths.directory(locale, { speciality: speciality?.slug, city: city.slug, quarter: link.slug })
          }
        />
      )}
      <DirectoryLinks
        title={city ? t('Directory.nearbyCities') : t('Directory.byCity')}
        links={page.cities}
        hrefOf={(link) => paths.directory(locale, { speciality: speciality?.slug, city: link.slug })}
      />
      <DirectoryLinks
        title={city ? t('Directory.otherSpecialitiesIn', { city: city.label }) : t('Directory.otherSpecialities')}
        links={page.specialities}
        hrefOf={(link) => paths.directory(locale, { speciality: link.slug, city: city?.slug })}
      />
    </div>
  );
}

interface DirectoryLinksProps {
  title: string;
  links: TDirectoryLink[];
  hrefOf: (link: TDirectoryLink) => string;
}

/** A titled list of links to other directory pages, each with how many doctors it lists. */
function DirectoryLinks({ title, links, hrefOf }: DirectoryLinksProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (links.length === 0) return null;
  return (
    <section className="directory-links">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.slug}>
            <Link to={hrefOf(link)}>{link.label}</Link>{' '}
            <span className="muted">
              {t('Directory.doctorCount', { count: link.count, total: formatNumber(link.count, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
