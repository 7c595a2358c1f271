import { lazy, Suspense, useId, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { doctorCardDescriptionLength, doctorPhotoSize, textDirection, type TDoctor } from '@tabib/shared';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { excerpt, htmlToText } from '../../../lib/text-excerpt.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { doctorName, localNames } from '../../../lib/doctor-name.ts';
import type { DoctorNavigationState } from '../doctor-navigation.ts';
import { DoctorAddress } from './doctor-address.tsx';
import { DoctorPhoto } from './doctor-photo.tsx';
import { NextSlots } from './next-slots.tsx';
import './practice/practice.css';

/** A search around a place only: loaded with its first result (decisions 006 and 080). */
const CardDistance = lazy(() =>
  import('./near-me/near-me-parts.ts').then((module) => ({ default: module.CardDistance })),
);

export interface DoctorCardProps {
  doctor: TDoctor;
  /** The doctor's page; the name links to it, so the card works with a keyboard and in a new tab. */
  href: string;
  navigationState: DoctorNavigationState;
  selected: boolean;
  /** Called on a plain click of the card; it may prevent the navigation to show a panel instead. */
  onOpen: (doctor: TDoctor, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A result card of product.md §2: photo, name, speciality, rating, address, price range, "Conventionné
 * AMO" and whether the practice is open (decision 074), the next free slots (decision 043),
 * description.
 */
export function DoctorCard({ doctor, href, navigationState, selected, onOpen }: DoctorCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameId = useId();
  const summary = useMemo(
    () => excerpt(htmlToText(doctor.description), doctorCardDescriptionLength),
    [doctor.description],
  );
  return (
    <article className={selected ? 'doctor-card is-selected' : 'doctor-card'} aria-labelledby={nameId}>
      <DoctorPhoto doctor={doctor} names={localNames(doctor, locale)} size={doctorPhotoSize} />
      <div className="doctor-card-body">
        <h3 id={nameId} className="doctor-card-name">
          <Link
            to={href}
            state={navigationState}
            aria-current={selected ? 'true' : undefined}
            onClick={(event) => onOpen(doctor, event)}
          >
            {doctorName(t, doctor, locale)}
          </Link>
          {doctor.verified && <VerifiedBadge />}
        </h3>
        <p className="doctor-speciality">{doctor.speciality}</p>
        <RatingSummary rating={doctor.rating} />
        {/* Nothing outside a search around a place; the chunk is the near-me block's, already asked for. */}
        <Suspense fallback={null}>
          <CardDistance doctor={doctor} />
        </Suspense>
        <DoctorAddress address={doctor.address} />
        {/* The practice line (decision 074): price range, "Conventionné AMO", the open status, in the
            server's words; written inline, the card being in the home page's first bundle (decision 006). */}
        <p className="card-practice">
          {doctor.price_range?.label}
          {doctor.conventionne && <span className="chip chip-amo">{t('Practice.conventionne')}</span>}
          {doctor.open_status && (
            <span className={`open-status ${doctor.open_status.state}`}>{doctor.open_status.label}</span>
          )}
        </p>
        <NextSlots doctor={doctor} navigationState={navigationState} />
        {summary && (
          <p
            className="doctor-card-description"
            lang={doctor.description_lang}
            dir={textDirection(doctor.description_lang)}
          >
            {summary}
          </p>
        )}
        {summary && doctor.description_lang !== locale && (
          <p className="doctor-description-language">
            {t('Doctor.writtenIn', { language: t(`Languages.${doctor.description_lang}`) })}
          </p>
        )}
      </div>
    </article>
  );
}
