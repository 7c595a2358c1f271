import '../desk-dialogs.css';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatCalendarDay } from '../../../lib/intl-format.ts';
import type { TPracticePatient, TVisitType } from '@tabib/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField, fieldAria } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useBookAtDesk } from '../api/book-at-desk.ts';
import { useSearchPatients } from '../api/search-patients.ts';

export interface DeskBookingDialogProps {
  /** The agenda an assistant works on (`?doctor=`); none for the doctor's own. */
  doctor?: number;
  /** The instant of the chosen cell (moroccoInstant). */
  start: string;
  /** The cell's date and time on Morocco's clock, as the grid shows them. */
  localDate: string;
  localTime: string;
  visitTypes: TVisitType[];
  onClose(): void;
}

interface DeskBookingValues {
  visit_type: string;
  patient: { name: string; phone: string; email: string };
  reason: string;
}

/**
 * A booking for a patient who phoned or came to the desk (decision 067): a visit type, then a
 * patient of the practice found by name or phone, or a new one with a name and a Moroccan mobile.
 * A refusal (a taken slot, a bad phone) shows in the dialog and keeps what was typed.
 */
export function DeskBookingDialog({
  doctor,
  start,
  localDate,
  localTime,
  visitTypes,
  onClose,
}: DeskBookingDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const book = useBookAtDesk(doctor);
  const [mode, setMode] = useState<'search' | 'new'>('search');
  const [chosen, setChosen] = useState<TPracticePatient | undefined>();
  const [q, setQ] = useState('');
  const [patientError, setPatientError] = useState<string | undefined>();
  const settled = useDebouncedValue(q, 250);
  const search = useSearchPatients(mode === 'search' && !chosen ? settled : '', doctor);
  const preselected = visitTypes.find((visitType) => visitType.is_default) ?? visitTypes[0];
  const form = useForm<DeskBookingValues>({
    defaultValues: {
      visit_type: preselected ? String(preselected.id) : '',
      patient: { name: '', phone: '', email: '' },
      reason: '',
    },
  });
  const { errors } = form.formState;
  const nameError = errors.patient?.name?.message;
  const phoneError = errors.patient?.phone?.message;
  const emailError = errors.patient?.email?.message;
  const reasonError = errors.reason?.message;
  const results = search.data ?? [];
  const typed = q.trim().length >= 2;

  return (
    <FormDialog
      title={t('Desk.book.title')}
      message={t('Desk.book.message', { date: formatCalendarDay(localDate, locale), time: localTime })}
      form={form}
      fields={['patient.name', 'patient.phone', 'patient.email', 'reason']}
      cancelLabel={t('Desk.cancel')}
      confirmLabel={t('Desk.book.confirm')}
      onCancel={onClose}
      onConfirm={async (values) => {
        setPatientError(undefined);
        const patient =
          mode === 'new'
            ? { name: values.patient.name, phone: values.patient.phone, email: values.patient.email }
            : chosen
              ? { id: chosen.id }
              : undefined;
        if (!patient) {
          setPatientError('required');
          return;
        }
        const booked = await book.mutateAsync({
          visit_type: Number(values.visit_type),
          start,
          patient,
          reason: values.reason,
        });
        showToast('success', t('Desk.book.done', { name: booked.patient_name }));
        onClose();
      }}
    >
      <FormField id={`${id}-visit-type`} label={t('Desk.book.visitType')}>
        <select id={`${id}-visit-type`} {...form.register('visit_type')}>
          {visitTypes.map((visitType) => (
            <option key={visitType.id} value={visitType.id}>
              {visitType.label} ({visitType.duration} min)
            </option>
          ))}
        </select>
      </FormField>

      <fieldset className="desk-patient">
        <legend>{t('Desk.book.patient')}</legend>
        {mode === 'search' && chosen && (
          <p className="desk-chosen">
            <span>{t('Desk.book.chosen', { name: chosen.name, phone: chosen.phone ?? '' })}</span>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setChosen(undefined);
              }}
            >
              {t('Desk.book.changePatient')}
            </button>
          </p>
        )}
        {mode === 'search' && !chosen && (
          <>
            <FormField
              id={`${id}-search`}
              label={t('Desk.book.search')}
              hint={t('Desk.book.searchHint')}
              error={patientError}
            >
              <input
                id={`${id}-search`}
                type="search"
                autoComplete="off"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                aria-describedby={patientError ? `${id}-search-hint ${id}-search-error` : `${id}-search-hint`}
                aria-invalid={patientError ? true : undefined}
                aria-controls={`${id}-results`}
              />
            </FormField>
            <p className="visually-hidden" aria-live="polite">
              {typed && search.isFetching ? t('Desk.book.searching') : ''}
              {typed && search.isSuccess && results.length === 0 ? t('Desk.book.noMatch') : ''}
            </p>
            {typed && search.isSuccess && results.length === 0 && (
              <p className="desk-muted" aria-hidden="true">
                {t('Desk.book.noMatch')}
              </p>
            )}
            <ul id={`${id}-results`} className="desk-results" aria-label={t('Desk.book.results')}>
              {typed &&
                results.map((patient) => (
                  <li key={patient.id}>
                    <button
                      type="button"
                      className="desk-result"
                      onClick={() => {
                        setChosen(patient);
                        setPatientError(undefined);
                      }}
                    >
                      <span className="desk-result-name">{patient.name}</span>
                      <span dir="ltr">{patient.phone}</span>
                      <span className="desk-muted">
                        {patient.past_visits === 0
                          ? t('Desk.book.newPatientTag')
                          : t('Desk.book.visits', { count: patient.past_visits })}
                      </span>
                    </button>
                  </li>
                ))}
            </ul>
            <button type="button" className="button button-quiet" onClick={() => setMode('new')}>
              {t('Desk.book.newPatient')}
            </button>
          </>
        )}
        {mode === 'new' && (
          <>
            <FormField id={`${id}-name`} label={t('Desk.book.name')} error={nameError}>
              <input
                id={`${id}-name`}
                autoComplete="off"
                maxLength={100}
                {...form.register('patient.name')}
                {...fieldAria(`${id}-name`, nameError)}
              />
            </FormField>
            <FormField
              id={`${id}-phone`}
              label={t('Desk.book.phone')}
              hint={t('Desk.book.phoneHint')}
              error={phoneError}
            >
              <input
                id={`${id}-phone`}
                type="tel"
                inputMode="tel"
                dir="ltr"
                autoComplete="off"
                placeholder="06 12 34 56 78"
                {...form.register('patient.phone')}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={phoneError ? `${id}-phone-hint ${id}-phone-error` : `${id}-phone-hint`}
              />
            </FormField>
            <FormField
              id={`${id}-email`}
              label={t('Desk.book.email')}
              hint={t('Desk.book.emailHint')}
              error={emailError}
            >
              <input
                id={`${id}-email`}
                type="email"
                dir="ltr"
                autoComplete="off"
                {...form.register('patient.email')}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${id}-email-hint ${id}-email-error` : `${id}-email-hint`}
              />
            </FormField>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setMode('search');
                setPatientError(undefined);
              }}
            >
              {t('Desk.book.search')}
            </button>
          </>
        )}
      </fieldset>

      <FormField id={`${id}-reason`} label={t('Desk.book.reason')} error={reasonError}>
        <textarea
          id={`${id}-reason`}
          rows={2}
          {...form.register('reason')}
          {...fieldAria(`${id}-reason`, reasonError)}
        />
      </FormField>
    </FormDialog>
  );
}
