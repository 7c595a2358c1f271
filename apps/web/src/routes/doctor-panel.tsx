import { useTranslation } from 'react-i18next';
import type { TDoctor } from '@tabib/shared';
import { DoctorDetails } from '../features/doctors/components/doctor-details.tsx';
import { doctorName } from '../lib/doctor-name.ts';
import { useLocale } from '../lib/use-locale.ts';
import { useDoctorLoginHref } from '../features/doctors/hooks/use-doctor-login-href.ts';
import { FollowButton } from '../features/follows/components/follow-button.tsx';
import { DoctorRatings } from '../features/reviews/components/doctor-ratings.tsx';

export interface DoctorPanelProps {
  doctor: TDoctor;
  headingLevel: 1 | 2;
  focusOnShow?: boolean;
}

/**
 * A doctor's details with Follow and the reviews: three features composed here, the same on the
 * doctor's page and in the panel beside the results (product.md §2). The home page loads this
 * module on demand, when a doctor is first picked (decision 021).
 */
export function DoctorPanel({ doctor, headingLevel, focusOnShow = false }: DoctorPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loginHref = useDoctorLoginHref(doctor);
  return (
    <DoctorDetails
      doctor={doctor}
      headingLevel={headingLevel}
      focusOnShow={focusOnShow}
      loginHref={loginHref}
      follow={<FollowButton doctor={doctor} loginHref={loginHref} />}
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
}
