import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TDoctor, TDoctorSearchResult } from '@tabib/shared';
import { LoadingView } from '../../../components/loading-view.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { DoctorCard } from './doctor-card.tsx';

export interface DoctorResultsProps {
  result: UseQueryResult<TDoctorSearchResult>;
  /** Who is signed in, handed to the doctor page with the listed doctor. */
  viewer: number | null;
  /** Address of the page of results with the same criteria; also where the doctor page leads back. */
  hrefOfPage: (page: number) => string;
  currentHref: string;
  /** Address of the search without any criteria, offered when nothing matches; null without filters. */
  clearHref: string | null;
  selectedId: number | null;
  onOpen: (doctor: TDoctor, event: MouseEvent<HTMLAnchorElement>) => void;
  onPageChange: () => void;
}

/** The result list with its count, states (loading, error, empty) and pagination. */
export function DoctorResults(props: DoctorResultsProps) {
  const { result, viewer, hrefOfPage, currentHref, clearHref, selectedId, onOpen, onPageChange } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const data = result.isError ? undefined : result.data;

  return (
    <>
      <p className="result-count" aria-live="polite">
        {data && t('Search.resultCount', { count: data.count, total: formatNumber(data.count, locale) })}
      </p>
      {result.isPending && <LoadingView />}
      {result.isError && (
        <p className="error-message" role="alert">
          {t('Common.error', { message: result.error.message })}
        </p>
      )}
      {data && data.doctors.length === 0 && (
        <div className="empty-state">
          <p>{t('Search.noResults')}</p>
          {clearHref !== null && (
            <>
              <p className="muted">{t('Search.noResultsHint')}</p>
              <p>
                <Link to={clearHref} className="button">
                  {t('Search.clearFilters')}
                </Link>
              </p>
            </>
          )}
        </div>
      )}
      {data && data.doctors.length > 0 && (
        <>
          <ol className="doctor-list">
            {data.doctors.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard
                  doctor={doctor}
                  href={paths.doctor(locale, doctor)}
                  navigationState={{ doctor, backTo: currentHref, viewer }}
                  selected={doctor.id === selectedId}
                  onOpen={onOpen}
                />
              </li>
            ))}
          </ol>
          <Pagination
            currentPage={data.currentPage}
            totalPages={data.totalPages}
            hrefOf={hrefOfPage}
            onNavigate={onPageChange}
          />
        </>
      )}
    </>
  );
}
