import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { LoadingView } from '../components/loading-view.tsx';
import { useDocumentMeta } from '../lib/use-document-meta.ts';
import { useLocale } from '../lib/use-locale.ts';
import { useDoctor } from '../features/doctors/api/get-doctor.ts';
import { DoctorDetails } from '../features/doctors/components/doctor-details.tsx';
import { doctorName } from '../features/doctors/doctor-name.ts';
import { doctorPath, readNavigationState } from '../features/doctors/doctor-navigation.ts';

/**
 * /{lang}/{speciality}/{doctorSlug} (product.md §2). Opened from the result list, the doctor in
 * the navigation state paints at once; opened directly or reloaded, it loads by slug.
 */
export function DoctorRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { speciality, doctorSlug = '' } = useParams();
  const location = useLocation();
  const handedOver = readNavigationState(location.state, doctorSlug);
  const query = useDoctor(doctorSlug, handedOver.doctor);
  const doctor = query.status === 'success' ? query.data : undefined;
  const notFound = query.status === 'error' && query.error.status === 404;

  const name = doctor ? doctorName(t, doctor) : '';
  useDocumentMeta(
    doctor
      ? t('Doctor.metaTitle', { name, speciality: doctor.speciality, city: doctor.address.city })
      : t(notFound ? 'Doctor.notFoundTitle' : 'Pages.doctor'),
    doctor
      ? t('Doctor.metaDescription', { name, speciality: doctor.speciality, city: doctor.address.city })
      : undefined,
  );

  const backTo = handedOver.backTo ?? `/${locale}/`;
  if (doctor && speciality !== doctor.speciality_slug) {
    // An old or hand-typed speciality segment: keep one address per doctor.
    return <Navigate to={doctorPath(locale, doctor)} state={location.state} replace />;
  }
  if (doctor) {
    return (
      <div className="doctor-page">
        <p className="back-link">
          <Link to={backTo}>
            <span className="direction-arrow" aria-hidden="true">
              ‹
            </span>{' '}
            {t('Doctor.backToSearch')}
          </Link>
        </p>
        <DoctorDetails doctor={doctor} headingLevel={1} />
      </div>
    );
  }
  if (notFound) {
    return (
      <section className="content-page">
        <h1>{t('Doctor.notFoundTitle')}</h1>
        <p>{t('Doctor.notFoundText')}</p>
        <p>
          <Link to={`/${locale}/`} className="button">
            {t('Doctor.backToSearch')}
          </Link>
        </p>
      </section>
    );
  }
  if (query.status === 'error') {
    return (
      <section className="content-page">
        <h1>{t('Pages.doctor')}</h1>
        <p className="error-message" role="alert">
          {t('Common.error', { message: query.error.message })}
        </p>
      </section>
    );
  }
  return <LoadingView />;
}
