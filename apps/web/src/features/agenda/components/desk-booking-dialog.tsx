import '../desk.css';
import { useDeferredValue, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPracticePatient, TVisitType } from '@tabib/shared';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useBookAtDesk } from '../api/book-at-desk.ts';
import { usePatientSearch } from '../api/search-patients.ts';

/** Where a booking made at the desk goes: a free cell of the grid. */
export interface DeskBookingDialogProps {
  /** The doctor an assistant works for; the viewer's own page when absent. */
  doctor?: number | undefined;
  /** The cell's instant, and its day and time on Morocco's clock as the grid shows them. */
  start: string;
  localDate: string;
  localTime: string;
  visitTypes: readonly TVisitType[];
  onClose: () => void;
}

interface DeskValues {
  visit_type: string;
  patient: { name: string; phone: string; email: string };
  reason: string;
}

/**
 * A booking made at the desk for a patient who phoned (decision 067): a visit type, then a patient
 * of the practice found by name or phone, or a new one with a name and a Moroccan mobile number.
 * What was typed stays when the server refuses (a taken time, a wrong number).
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
  const id = useId();
  const book = useBookAtDesk(doctor);
  const preselected = visitTypes.find((type) => type.is_default) ?? visitTypes[0];
  const form = useForm<DeskValues>({
    defaultValues: {
      visit_type: preselected ? String(preselected.id) : '',
      patient: { name: '', phone: '', email: '' },
      reason: '',
    },
  });
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<TPracticePatient | undefined>();
  const [isNew, setIsNew] = useState(false);
  const search = usePatientSearch(useDeferredValue(query), doctor);
  const { register, formState } = form;
  const error = (name: 'patient.name' | 'patient.phone' | 'patient.email' | 'visit_type' | 'reason') =>
    name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
      { message?: string } | undefined;

  return (
    <FormDialog
      title={t('Desk.bookTitle')}
      message={t('Desk.bookMessage', { date: localDate, time: localTime })}
      form={form}
      fields={['visit_type', 'patient.name', 'patient.phone', 'patient.email', 'reason']}
      cancelLabel={t('Desk.cancel')}
      confirmLabel={t('Desk.book')}
      onCancel={onClose}
      onConfirm={async (values) => {
        if (!chosen && !isNew) {
          form.setError('patient.name', { type: 'client', message: 'patient_required' });
          return;
        }
        await book.mutateAsync({
          visit_type: Number(values.visit_type),
          start,
          patient: chosen
            ? { id: chosen.id }
            : { name: values.patient.name, phone: values.patient.phone, email: values.patient.email },
          reason: values.reason,
        });
        showToast('success', t('Desk.booked', { date: localDate, time: localTime }));
        onClose();
      }}
    >
      <FormField id={`${id}-type`} label={t('Desk.visitType')} error={error('visit_type')?.message}>
        <select id={`${id}-type`} {...register('visit_type')}>
          {visitTypes.map((type) => (
            <option key={type.id} value={type.id} lang={type.label_lang}>
              {t('Desk.visitTypeOption', { label: type.label, minutes: type.duration })}
            </option>
          ))}
        </select>
      </FormField>
      {chosen ? (
        <div className="desk-chosen-patient">
          <p>
            <strong>{chosen.name}</strong> <bdi dir="ltr">{chosen.phone ?? ''}</bdi>
          </p>
          <button type="button" className="button button-quiet" onClick={() => setChosen(undefined)}>
            {t('Desk.otherPatient')}
          </button>
        </div>
      ) : isNew ? (
        <fieldset className="desk-new-patient">
          <legend>{t('Desk.newPatient')}</legend>
          <FormField id={`${id}-name`} label={t('Desk.name')} error={error('patient.name')?.message}>
            <input id={`${id}-name`} autoComplete="off" {...register('patient.name')} />
          </FormField>
          <FormField
            id={`${id}-phone`}
            label={t('Desk.phone')}
            error={error('patient.phone')?.message}
            hint={t('Desk.phoneHint')}
          >
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              dir="ltr"
              placeholder="06 12 34 56 78"
              autoComplete="off"
              aria-describedby={`${id}-phone-hint`}
              {...register('patient.phone')}
            />
          </FormField>
          <FormField id={`${id}-email`} label={t('Desk.emailOptional')} error={error('patient.email')?.message}>
            <input id={`${id}-email`} type="email" dir="ltr" autoComplete="off" {...register('patient.email')} />
          </FormField>
          <button type="button" className="button button-quiet" onClick={() => setIsNew(false)}>
            {t('Desk.searchInstead')}
          </button>
        </fieldset>
      ) : (
        <div className="desk-patient-search">
          <FormField id={`${id}-search`} label={t('Desk.searchPatient')} error={error('patient.name')?.message}>
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('Desk.searchPlaceholder')}
            />
          </FormField>
          <ul className="desk-patient-results" aria-live="polite">
            {(search.data ?? []).map((patient) => (
              <li key={patient.id}>
                <button type="button" className="desk-patient" onClick={() => setChosen(patient)}>
                  <span>{patient.name}</span> <bdi dir="ltr">{patient.phone ?? ''}</bdi>{' '}
                  <small>
                    {patient.past_visits === 0
                      ? t('Desk.firstVisit')
                      : t('Desk.visits', { count: patient.past_visits })}
                  </small>
                </button>
              </li>
            ))}
            {query.trim().length >= 2 && search.isSuccess && search.data.length === 0 && <li>{t('Desk.noPatient')}</li>}
          </ul>
          <button type="button" className="button button-quiet" onClick={() => setIsNew(true)}>
            {t('Desk.addNewPatient')}
          </button>
        </div>
      )}
      <FormField id={`${id}-reason`} label={t('Desk.reasonOptional')} error={error('reason')?.message}>
        <textarea id={`${id}-reason`} rows={2} maxLength={500} {...register('reason')} />
      </FormField>
    </FormDialog>
  );
}
