import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZScheduleBody, type TSchedule, type TScheduleBody } from '@tabib/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useSaveSchedule } from '../api/save-schedule.ts';
import { scheduleFormValues, type ScheduleFormValues } from '../schedule-values.ts';
import { BookingRules } from './booking-rules.tsx';
import { Absences, DateOverrides } from './dates-apart.tsx';
import { WeeklyHours } from './weekly-hours.tsx';

const schedulePaths = /^(weekly|overrides|absences|rules)(\.|$)/;

/**
 * The field errors of a refused save, by their path in the form (`weekly.0.ranges.1.end`): the
 * server names them by their path in the body (`body.weekly.0.ranges.1.end`).
 */
function scheduleFieldErrors(error: unknown): Array<[Path<ScheduleFormValues>, string]> {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fields)
    .map(([path, key]): [string, string] => [path.replace(/^body\./, ''), key])
    .filter(([path]) => schedulePaths.test(path)) as Array<[Path<ScheduleFormValues>, string]>;
}

/**
 * Weekly hours, dates apart, absences and booking rules: one form, checked with the shared
 * ZScheduleBody and saved whole with PUT /api/doctors/me/schedule/ (decision 042).
 */
export function ScheduleForm({
  schedule,
  doctor,
  rulesEditable = true,
}: {
  schedule: TSchedule;
  /** The doctor an assistant works for (decision 069). */
  doctor?: number | undefined;
  /** The booking rules are the doctor's: an assistant does not see them (decision 069). */
  rulesEditable?: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveSchedule(doctor);
  const form = useForm<ScheduleFormValues, unknown, TScheduleBody>({
    resolver: zodResolver(ZScheduleBody),
    defaultValues: scheduleFormValues(schedule),
  });
  const { handleSubmit, formState, setError, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(scheduleFormValues(saved));
      showToast('success', t('Agenda.saved'));
    } catch (error) {
      for (const [path, key] of scheduleFieldErrors(error)) setError(path, { type: 'server', message: key });
      showToast('error', error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className="agenda-schedule"
        aria-labelledby="agenda-schedule-title"
        noValidate
        onSubmit={(event) => {
          // aria-disabled keeps the button focusable, so a second press is ignored here.
          if (formState.isSubmitting) event.preventDefault();
          else void onSubmit(event);
        }}
      >
        <h2 id="agenda-schedule-title">{t('Agenda.scheduleTitle')}</h2>
        <p>{t('Agenda.scheduleIntro')}</p>
        <WeeklyHours />
        <DateOverrides />
        <Absences />
        {rulesEditable && <BookingRules />}
        <div className="agenda-save">
          <button type="submit" className="button" aria-disabled={formState.isSubmitting || undefined}>
            {t('Agenda.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
