import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TDoctor, TOpenStatus } from '@tabib/shared';
import { formatList } from '../../../../lib/intl-format.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { PracticeGallery } from './practice-gallery.tsx';

export interface PracticeInfoProps {
  doctor: TDoctor;
  /** The level of each part's heading (the practical column's own heading is one above). */
  Heading: 'h2' | 'h3';
}

/**
 * The doctor page's practice parts (decision 074): opening hours, prices, cover and payment, access
 * and the photos. A part the doctor said nothing about is not shown: no empty box, and no claim the
 * doctor did not make (a "no" only where the doctor answered).
 */
export function PracticeInfo({ doctor, Heading }: PracticeInfoProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = doctor.price_range?.label;
  const hours = doctor.hours ?? [];
  const coverage = [...(doctor.coverage ?? []).map((scheme) => scheme.name), ...(doctor.coverage_other ?? [])];
  const payments = doctor.payment_methods ?? [];
  const coverSaid = doctor.conventionne || coverage.length > 0 || doctor.tiers_payant || payments.length > 0;
  const access = accessFacts(t, doctor.access);
  return (
    <>
      {hours.length > 0 && (
        <>
          <Heading className="doctor-practical-heading">{t('Practice.hoursTitle')}</Heading>
          <OpenStatus status={doctor.open_status} />
          <WeekHours hours={hours} today={doctor.today_weekday} />
        </>
      )}
      {price && (
        <>
          <Heading className="doctor-practical-heading">{t('Practice.prices')}</Heading>
          <p className="practice-price">{price}</p>
          <p className="practice-hint">{t('Practice.pricesNote')}</p>
        </>
      )}
      {(coverSaid || doctor.accepts_new_patients === false) && (
        <>
          <Heading className="doctor-practical-heading">{t('Practice.coverageTitle')}</Heading>
          {doctor.conventionne && (
            <p>
              <span className="chip chip-amo" title={t('Practice.conventionneHint')}>
                {t('Practice.conventionne')}
              </span>
            </p>
          )}
          {coverage.length > 0 && (
            <ul className="chip-list" aria-label={t('Practice.coverageAccepted')}>
              {coverage.map((name) => (
                <li key={name} className="chip">
                  {name}
                </li>
              ))}
            </ul>
          )}
          {coverSaid && <p>{t(doctor.tiers_payant ? 'Practice.tiersPayantYes' : 'Practice.tiersPayantNo')}</p>}
          {payments.length > 0 && (
            <p>
              {t('Practice.paymentList', {
                methods: formatList(
                  payments.map((code) => t(`Practice.payment.${code}`)),
                  locale,
                ),
              })}
            </p>
          )}
          {doctor.accepts_new_patients === false && <p className="practice-warning">{t('Practice.noNewPatients')}</p>}
        </>
      )}
      {access.length > 0 && (
        <>
          <Heading className="doctor-practical-heading">{t('Practice.accessTitle')}</Heading>
          <ul className="practice-access">
            {access.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {doctor.access?.note && <p className="practice-note">{doctor.access.note}</p>}
        </>
      )}
      {(doctor.photos?.length ?? 0) > 0 && (
        <>
          <Heading className="doctor-practical-heading">{t('Practice.photosTitle')}</Heading>
          <PracticeGallery photos={doctor.photos ?? []} />
        </>
      )}
    </>
  );
}

/** The week, Monday first, today marked; a day without hours says "Closed". */
function WeekHours({ hours, today }: { hours: NonNullable<TDoctor['hours']>; today: number | undefined }) {
  const { t } = useTranslation();
  const byDay = new Map(hours.map((day) => [day.weekday, day.ranges]));
  return (
    <table className="practice-hours">
      <caption className="visually-hidden">{t('Practice.hoursTitle')}</caption>
      <tbody>
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
          const ranges = byDay.get(weekday) ?? [];
          const isToday = weekday === today;
          return (
            <tr key={weekday} className={isToday ? 'is-today' : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {t(`Practice.weekdays.${weekday}`)}
                {isToday && <span className="practice-today"> · {t('Practice.today')}</span>}
              </th>
              <td>
                {ranges.length === 0
                  ? t('Practice.closedDay')
                  : ranges.map((range) => (
                      <span key={range} className="practice-range" dir="ltr">
                        {range}
                      </span>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The access facts the doctor answered, in words ("3e étage", "Ascenseur", "Pas de parking"). */
function accessFacts(t: TFunction, access: TDoctor['access']): string[] {
  if (!access) return [];
  const facts: string[] = [];
  if (access.floor !== null) {
    if (access.floor === 0) facts.push(t('Practice.groundFloor'));
    else if (access.floor < 0) facts.push(t('Practice.basement', { level: -access.floor }));
    else facts.push(t('Practice.floor', { count: access.floor }));
  }
  if (access.lift !== null) facts.push(t(access.lift ? 'Practice.liftYes' : 'Practice.liftNo'));
  if (access.parking !== null) facts.push(t(access.parking ? 'Practice.parkingYes' : 'Practice.parkingNo'));
  if (access.step_free !== null) facts.push(t(access.step_free ? 'Practice.stepFreeYes' : 'Practice.stepFreeNo'));
  return facts;
}

/**
 * The status line, in the server's words on Morocco's clock (decision 074); a filled dot when open,
 * a ring when closed (more than a colour says it).
 */
export function OpenStatus({ status }: { status: TOpenStatus | null | undefined }) {
  return status && <p className={`open-status ${status.state}`}>{status.label}</p>;
}
