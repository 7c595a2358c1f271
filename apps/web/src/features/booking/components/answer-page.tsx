import '../booking.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useAppointmentAnswer, useGiveAppointmentAnswer } from '../api/appointment-answer.ts';
import { formatLongDay } from '../day-format.ts';

/**
 * Where a booking or reminder mail's one-tap link leads (decision 071): the appointment, and one
 * button that confirms attendance or cancels. Opening the page changes nothing (mail scanners open
 * links); the button does, without signing in.
 */
export function AnswerPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token = '' } = useParams();
  const answer = useAppointmentAnswer(token);
  const give = useGiveAppointmentAnswer(token);
  const data = answer.data;
  const done =
    data && (data.purpose === 'confirm' ? data.attendance_confirmed : data.appointment.status.startsWith('cancelled'));

  return (
    <section className="mail-landing">
      <DocumentMeta title={t('Answers.title')} />
      <meta name="robots" content="noindex" />
      <h1>{t('Answers.title')}</h1>
      {answer.isPending && <LoadingView />}
      {answer.isError && (
        <p className="form-failure" role="alert">
          {answer.error instanceof ApiError ? answer.error.message : t('Error.internal_error')}
        </p>
      )}
      {data && (
        <>
          <p>
            {t('Answers.appointment', {
              doctor: (locale === 'ar' && data.appointment.doctor_name_ar) || data.appointment.doctor_name,
              date: formatLongDay(data.appointment.local_date, locale),
              time: data.appointment.local_time,
              visit: data.appointment.visit_type_label,
            })}
          </p>
          {data.appointment.address && <p>{data.appointment.address}</p>}
          {done ? (
            <p className="form-success" role="status">
              {t(data.purpose === 'confirm' ? 'Answers.confirmed' : 'Answers.cancelled')}
            </p>
          ) : data.valid ? (
            <>
              {give.isError && (
                <p className="form-failure" role="alert">
                  {give.error instanceof ApiError ? give.error.message : t('Error.internal_error')}
                </p>
              )}
              <button
                type="button"
                className={data.purpose === 'confirm' ? 'button' : 'button button-danger-solid'}
                aria-disabled={give.isPending || undefined}
                onClick={() => {
                  if (!give.isPending) give.mutate();
                }}
              >
                {t(data.purpose === 'confirm' ? 'Answers.confirm' : 'Answers.cancel')}
              </button>
            </>
          ) : (
            <p className="form-failure" role="alert">
              {t(`Answers.invalid.${data.reason_if_invalid ?? 'expired'}`)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
