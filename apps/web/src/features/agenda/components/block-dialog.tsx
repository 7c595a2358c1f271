import '../desk.css';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { useAddBlock } from '../api/add-block.ts';
import { moroccoInstant } from '../morocco-instant.ts';

interface BlockValues {
  from: string;
  to: string;
  label: string;
}

/** The labels a practice blocks time for most, offered as suggestions. */
const suggestions = ['meeting', 'lunch', 'emergency', 'surgery'] as const;

/**
 * Blocks a range of one day (decision 066): it leaves the public availability at once; refused
 * over an appointment, which the desk moves or cancels first.
 */
export function BlockDialog({
  doctor,
  localDate,
  startTime,
  onClose,
}: {
  doctor?: number | undefined;
  localDate: string;
  startTime?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddBlock(doctor);
  const from = startTime ?? '12:00';
  const [hours = 12, minutes = 0] = from.split(':').map(Number);
  const to = `${String(Math.min(hours + 1, 23)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  const form = useForm<BlockValues>({ defaultValues: { from, to, label: '' } });
  const { register, formState } = form;
  return (
    <FormDialog
      title={t('Desk.blockTitle')}
      message={t('Desk.blockMessage', { date: localDate })}
      form={form}
      fields={['from', 'to', 'label']}
      cancelLabel={t('Desk.cancel')}
      confirmLabel={t('Desk.block')}
      onCancel={onClose}
      onConfirm={async (values) => {
        if (values.to <= values.from) {
          form.setError('to', { type: 'client', message: 'invalid_range' });
          return;
        }
        await add.mutateAsync({
          start: moroccoInstant(localDate, values.from),
          end: moroccoInstant(localDate, values.to),
          label: values.label,
        });
        showToast('success', t('Desk.blocked', { date: localDate, from: values.from, to: values.to }));
        onClose();
      }}
    >
      <div className="desk-range">
        <FormField id={`${id}-from`} label={t('Desk.from')} error={formState.errors.from?.message}>
          <input id={`${id}-from`} type="time" step={300} {...register('from', { required: 'required' })} />
        </FormField>
        <FormField id={`${id}-to`} label={t('Desk.to')} error={formState.errors.to?.message}>
          <input id={`${id}-to`} type="time" step={300} {...register('to', { required: 'required' })} />
        </FormField>
      </div>
      <FormField id={`${id}-label`} label={t('Desk.blockLabel')} error={formState.errors.label?.message}>
        <input id={`${id}-label`} list={`${id}-labels`} maxLength={80} {...register('label')} />
      </FormField>
      <datalist id={`${id}-labels`}>
        {suggestions.map((name) => (
          <option key={name} value={t(`Desk.blockSuggestion.${name}`)} />
        ))}
      </datalist>
    </FormDialog>
  );
}
