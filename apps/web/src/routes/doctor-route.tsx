import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { DocumentMeta } from '../components/document-meta.tsx';
import { LoadingView } from '../components/loading-view.tsx';
import { paths } from '../lib/paths.ts';
import { useLocale } from '../lib/use-locale.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { useDoctor } from '../features/doctors/api/get-doctor.ts';
import { doctorName } from '../lib/doctor-name.ts';
import { readNavigationState } from '../features/doctors/doctor-navigation.ts';
import { DoctorPanel } from './doctor-panel.tsx';

/**
 * /{lang}/{speciality}/{doctorSlug} (product.md §2). Opened from the result list, the doctor in
 * the navigation state paints at once; opened directly or reloaded, it loads by slug.
 */
export function DoctorRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { speciality, doctorSlug = '' } = useParams();
  const location = useLocation();
  const handedOver = readNavigationState(location.state, doctorSlug, useViewer());
  const query = useDoctor(doctorSlug, handedOver.doctor);
  const doctor = query.isError ? undefined : query.data;
  const notFound = query.isError && query.error.status === 404;

  const name = doctor ? doctorName(t, doctor, locale) : '';
  const head = (
    <DocumentMeta
      title={
        doctor
          ? t('Doctor.metaTitle', { name, speciality: doctor.speciality, city: doctor.address.city })
          : t(notFound ? 'Doctor.notFoundTitle' : 'Pages.doctor')
      }
      description={
        doctor
          ? t('Doctor.metaDescription', { name, speciality: doctor.speciality, city: doctor.address.city })
          : undefined
      }
    />
  );

  const backTo = handedOver.backTo ?? paths.home(locale);
  if (doctor && speciality !== doctor.speciality_slug) {
    // An old or hand-typed speciality segment: keep one address per doctor.
    return <Navigate to={paths.doctor(locale, doctor)} state={location.state} replace />;
  }
  if (doctor) {
    return (
      <div className="doctor-page">
        {head}
        <p className="back-link">
          <Link to={backTo}>
            <span className="direction-arrow" aria-hidden="true">
              ‹
            </span>{' '}
            {t('Doctor.backToSearch')}
          </Link>
          {doctor.city_slug && doctor.speciality && (
            <>
              {' · '}
              <Link to={paths.directory(locale, { speciality: doctor.speciality_slug, city: doctor.city_slug })}>
                {t('Directory.seeAll', { city: doctor.address.city })}
              </Link>
            </>
          )}
        </p>
        <DoctorPanel doctor={doctor} headingLevel={1} />
      </div>
    );
  }
  if (notFound) {
    return (
      <section className="content-page">
        {head}
        <h1>{t('Doctor.notFoundTitle')}</h1>
        <p>{t('Doctor.notFoundText')}</p>
        <p>
          <Link to={paths.home(locale)} className="button">
            {t('Doctor.backToSearch')}
          </Link>
        </p>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="content-page">
        {head}
        <h1>{t('Pages.doctor')}</h1>
        <p className="error-message" role="alert">
          {t('Common.error', { message: query.error.message })}
        </p>
      </section>
    );
  }
  return (
    <>
      {head}
      <LoadingView />
    </>
  );
}
