import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileImageSize, type TDoctor } from '@tabib/shared';
import { Link, useLocation } from 'react-router';
import { StarRating } from '../../../components/star-rating.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { doctorName, localNames } from '../../../lib/doctor-name.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { DoctorAddress } from './doctor-address.tsx';
import { DoctorCall } from './doctor-call.tsx';
import { DoctorDescription } from './doctor-description.tsx';
import { DoctorLocationSource } from './doctor-location-source.tsx';
import { DoctorMap } from './doctor-map.tsx';
import { DoctorPhoto } from './doctor-photo.tsx';
import { PracticeInfo } from './practice/practice-info.tsx';
import { SpokenLanguages } from './spoken-languages.tsx';
import '../doctors.css';

/** The booking part's id: `paths.doctorBooking` addresses end with it. */
const bookingSectionId = 'booking';
/** The reviews part's id: the rating under the name leads there (decision 058). */
const reviewsSectionId = 'reviews';

export interface DoctorDetailsProps {
  doctor: TDoctor;
  /** 1 on the doctor's own page, 2 in the panel beside the results (under the page's h1). */
  headingLevel: 1 | 2;
  /** Move the focus to the name when shown, so a keyboard user who picked a card lands on it. */
  focusOnShow?: boolean;
  /** Where Call sends a signed-out visitor (useDoctorLoginHref). */
  loginHref: string;
  /** The Follow button, beside Call (the follows feature, composed by the route). */
  follow: ReactNode;
  /** The reviews section's content (the reviews feature, composed by the route). */
  reviews: ReactNode;
  /**
   * "Book an appointment" (decision 043, the booking feature, composed by the route): a week of slots
   * on the doctor's page, the next free slots in the panel.
   */
  booking?: ReactNode;
}

/**
 * A doctor's details, the same in the panel and on the page (product.md §2): Follow, photo,
 * name, speciality, address, Call, ratings with the review form and the reviews on demand, and the
 * description. Follow and the reviews belong to their own features: the route hands them in.
 *
 * On the doctor's own page (decision 035) a "practical information" part adds the practice's hours,
 * prices, cover and payment, access and photos (decision 074), the languages spoken and the address
 * with a map of the city; on a wide screen it is a column beside identity, description
 * and reviews, on a phone it comes after the identity. The panel beside the results shows the
 * languages only. "Book an appointment" (decision 043) comes right after the identity, on a phone too,
 * and the reviews right after it, open (decision 058); the rating under the name leads to them.
 */
export function DoctorDetails({
  doctor,
  headingLevel,
  focusOnShow = false,
  loginHref,
  follow,
  reviews,
  booking,
}: DoctorDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bookingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus({ preventScroll: true });
  }, [focusOnShow, doctor.id]);

  const onPage = headingLevel === 1;
  useEffect(() => {
    // "More" beside a result's next slots leads here (decision 043): the reader goes on from the slots.
    if (!onPage || hash !== `#${bookingSectionId}`) return;
    bookingRef.current?.scrollIntoView({ block: 'start' });
    bookingRef.current?.focus({ preventScroll: true });
  }, [onPage, hash, doctor.id]);

  // The page's answer carries the whole practice (decision 074); a search card's its price, cover and
  // payment, which the panel beside the results shows too.
  const hasPractice = doctor.hours !== undefined || doctor.conventionne !== undefined;
  const practical = (onPage || hasPractice || doctor.languages.length > 0) && (
    <section className="doctor-details-section doctor-practical" aria-labelledby={`${headingId}-practical`}>
      <Subheading id={`${headingId}-practical`} className={onPage ? undefined : 'visually-hidden'}>
        {t('Doctor.practicalInfo')}
      </Subheading>
      {hasPractice && <PracticeInfo doctor={doctor} Heading={Subheading} />}
      {doctor.languages.length > 0 && (
        <>
          <Subheading className="doctor-practical-heading">{t('Doctor.languages')}</Subheading>
          <SpokenLanguages languages={doctor.languages} />
        </>
      )}
      {onPage && (
        <>
          <Subheading className="doctor-practical-heading">{t('Doctor.address')}</Subheading>
          <DoctorMap doctor={doctor} />
        </>
      )}
    </section>
  );

  return (
    <article className={onPage ? 'doctor-details is-page' : 'doctor-details'} aria-labelledby={headingId}>
      <header className="doctor-details-header">
        <DoctorPhoto doctor={doctor} names={localNames(doctor, locale)} size={profileImageSize} />
        <div>
          <Heading id={headingId} ref={headingRef} tabIndex={-1} className="doctor-details-name">
            {doctorName(t, doctor, locale)}
            {doctor.verified && <VerifiedBadge />}
          </Heading>
          <p className="doctor-speciality">{doctor.speciality}</p>
          {onPage && doctor.rating.count > 0 && <RatingLink rating={doctor.rating} />}
          <DoctorAddress address={doctor.address} quarter={doctor.location?.quarter?.label} />
          <DoctorLocationSource location={doctor.location} />
          <div className="doctor-details-actions">
            <DoctorCall phone={doctor.phone ?? null} loginHref={loginHref} />
            {follow}
          </div>
        </div>
      </header>
      {booking && (
        <section
          id={bookingSectionId}
          className="doctor-details-section doctor-booking"
          aria-labelledby={`${headingId}-booking`}
        >
          <Subheading id={`${headingId}-booking`} ref={bookingRef} tabIndex={-1}>
            {t('Booking.title')}
          </Subheading>
          {booking}
        </section>
      )}
      <section
        id={onPage ? reviewsSectionId : undefined}
        className="doctor-details-section doctor-reviews"
        aria-labelledby={`${headingId}-reviews`}
      >
        <Subheading id={`${headingId}-reviews`}>{t('Doctor.reviews')}</Subheading>
        {reviews}
      </section>
      {practical}
      {onPage && doctor.doctor_type === 'doctor' && <ClaimLink slug={doctor.slug} />}
      <section className="doctor-details-section doctor-about">
        <Subheading>{t('Doctor.about')}</Subheading>
        <DoctorDescription html={doctor.description} lang={doctor.description_lang} />
      </section>
    </article>
  );
}

/** The stars and the number of reviews under the name, a link to the reviews part (decision 058). */
function RatingLink({ rating }: { rating: TDoctor['rating'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="doctor-rating-link">
      <a href={`#${reviewsSectionId}`}>
        <StarRating value={rating.average} />{' '}
        {/* As in RatingSummary: screen readers hear the average from the stars, once. */}
        <span aria-hidden="true">
          {formatNumber(rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          {' · '}
        </span>
        {t('Rating.count', { count: rating.count, total: formatNumber(rating.count, locale) })}
      </a>
    </p>
  );
}

/**
 * "Is this you? Claim this page" on a listing nobody owns (decision 040): it leads to the
 * verification section of the profile with the listing named, through sign-in when signed out.
 */
function ClaimLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const claim = `${paths.profile(locale, 'verification')}&claim=${encodeURIComponent(slug)}`;
  return (
    <p className="doctor-claim">
      {t('Doctor.claimQuestion')} <Link to={session ? claim : paths.login(locale, claim)}>{t('Doctor.claimLink')}</Link>
    </p>
  );
}
