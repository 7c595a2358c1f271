import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';
import { LoadingView } from '../components/loading-view.tsx';
import { DoctorDetails } from '../features/doctors/components/doctor-details.tsx';
import { doctorName } from '../lib/doctor-name.ts';
import { useLocale } from '../lib/use-locale.ts';
import { useDoctorLoginHref } from '../features/doctors/hooks/use-doctor-login-href.ts';
import { FollowButton } from '../features/follows/components/follow-button.tsx';
import { DoctorRatings } from '../features/reviews/components/doctor-ratings.tsx';
import { BookingTeaser } from '../features/booking/components/booking-teaser.tsx';
import { useOwnDoctorPage } from '../features/doctors/api/get-own-page.ts';

// The week of slots and the booking dialog load with the doctor's own page only (decision 006).
const BookingBlock = lazy(() =>
  import('../features/booking/components/booking-block.tsx').then((m) => ({ default: m.BookingBlock })),
);

export interface DoctorPanelProps {
  doctor: TDoctor;
  headingLevel: 1 | 2;
  focusOnShow?: boolean;
  /** Beside the results: closes the panel, giving its place back to the results map (decision 081). */
  onClose?: () => void;
}

/**
 * A doctor's details with Follow, booking and the reviews: four features composed here, the same on
 * the doctor's page and in the panel beside the results (product.md §2). The home page loads this
 * module on demand, when a doctor is first picked (decision 021). Booking (decision 042) is a week of
 * slots on the page, the next free slots in the panel.
 */
export function DoctorPanel({ doctor, headingLevel, focusOnShow = false, onClose }: DoctorPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginHref = useDoctorLoginHref(doctor);
  const details = (
    <DoctorDetails
      doctor={doctor}
      headingLevel={headingLevel}
      focusOnShow={focusOnShow}
      loginHref={loginHref}
      follow={<FollowButton doctor={doctor} loginHref={loginHref} />}
      booking={
        headingLevel === 1 ? (
          <Suspense fallback={<LoadingView />}>
            <BookingBlock key={doctor.id} doctor={doctor} />
          </Suspense>
        ) : (
          <BookingTeaser doctor={doctor} />
        )
      }
      reviews={
        <DoctorRatings
          key={doctor.id}
          doctor={doctor}
          doctorName={doctorName(t, doctor, locale)}
          loginHref={loginHref}
        />
      }
    />
  );
  if (!onClose) return details;
  return (
    <>
      <button type="button" className="button button-quiet doctor-panel-close" onClick={onClose}>
        {t('Search.closePanel')}
      </button>
      {details}
    </>
  );
}

/**
 * The profile's "Preview of my page" (decision 056): the doctor's own page as patients
 * will see it, readable by its owner before verification, under a banner saying it is not public
 * yet. Follow, booking and reviews belong to readers of a public page: left out.
 */
export function DoctorPagePreview() {
  const { t } = useTranslation();
  const page = useOwnDoctorPage();
  if (page.isPending) return <LoadingView />;
  if (page.isError) {
    return (
      <p className="form-failure" role="alert">
        {t('Common.error', { message: page.error.message })}
      </p>
    );
  }
  return (
    <div>
      <p className="notice" role="status">
        {t(page.data.verified ? 'Onboarding.previewPublic' : 'Onboarding.previewPrivate')}
      </p>
      <DoctorDetails doctor={page.data} headingLevel={2} loginHref="" follow={null} reviews={null} />
    </div>
  );
}
