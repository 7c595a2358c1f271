import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TDoctor } from '@tabib/shared';
import { paths } from '../../../../lib/paths.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { useViewer } from '../../../../lib/use-viewer.ts';
import { doctorOptions } from '../../api/get-doctor.ts';
import { DoctorCard } from '../doctor-card.tsx';

export interface PickedCardProps {
  slug: string;
  /** The page of results: a doctor on it is shown as the list has it, distance included. */
  doctors: readonly TDoctor[];
  onClose: () => void;
}

/**
 * The card of a pin pressed on the results map (decision 081), the list's own card without its
 * description (results-map.css): who, how far, where, the next free slots and the link to the page;
 * the list's doctor when on its page, else read from the API.
 */
export function PickedCard({ slug, doctors, onClose }: PickedCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  const { pathname, search } = useLocation();
  const listed = doctors.find((doctor) => doctor.slug === slug);
  const read = useQuery({ ...doctorOptions(slug, locale, viewer), enabled: !listed });
  const doctor = listed ?? read.data;
  const region = useRef<HTMLElement>(null);

  // The card comes into sight under the map (a phone's map takes most of the screen). In braces:
  // Chromium's scrollIntoView now returns a promise, which React would take for the cleanup.
  useEffect(() => {
    region.current?.scrollIntoView({ block: 'nearest' });
  }, [doctor]);

  const navigationState = doctor && { doctor, backTo: `${pathname}${search}`, viewer };
  return (
    <section ref={region} className="results-map-picked" aria-label={t('ResultsMap.picked')}>
      <button type="button" className="results-map-close" aria-label={t('ResultsMap.closeCard')} onClick={onClose}>
        ×
      </button>
      {doctor && navigationState ? (
        <DoctorCard
          doctor={doctor}
          href={paths.doctor(locale, doctor)}
          navigationState={navigationState}
          selected={false}
          onOpen={() => undefined}
        />
      ) : read.isError ? (
        <p className="error-message" role="alert">
          {t('Common.error', { message: read.error.message })}
        </p>
      ) : (
        <p className="muted">{t('ResultsMap.loading')}</p>
      )}
    </section>
  );
}
