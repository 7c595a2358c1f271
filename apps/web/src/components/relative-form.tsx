import './form-field.css';
import './relative-form.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { relationshipCodes, type Relationship, type TRelative, type TRelativeBody } from '@tabib/shared';
import { ApiError } from '../lib/api-client.ts';
import { serverFieldErrors } from '../lib/form-errors.ts';
import { useAddRelative, useUpdateRelative } from '../lib/relatives-api.ts';
import { FormField, fieldAria } from './form-field.tsx';

const fieldNames = ['first_name', 'last_name', 'birth_date', 'relationship', 'phone'] as const;
type FieldName = (typeof fieldNames)[number];

export interface RelativeFormProps {
  /** The relative changed; a new one when absent. */
  relative?: TRelative | undefined;
  /** The legend: "New relative", "Edit Yasmine". */
  legend: string;
  /** Ask for the relative's phone too (the profile); the booking dialog's inline form leaves it out. */
  withPhone?: boolean;
  /** A new relative's last name to start from: the holder's, most often the child's too. */
  defaultLastName?: string;
  onSaved: (relative: TRelative) => void;
  onCancel: () => void;
}

/**
 * A relative's first and last name, birth date, relationship and, in the profile, optional phone
 * (decision 075). A group of fields, not a <form>: inside the booking dialog's form a form of its
 * own would be invalid, so Enter in a field saves the relative instead of booking. The server checks
 * everything (the birth date against Morocco's date) and its refusals show under their fields.
 */
export function RelativeForm({
  relative,
  legend,
  withPhone = false,
  defaultLastName = '',
  onSaved,
  onCancel,
}: RelativeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddRelative();
  const update = useUpdateRelative();
  const firstRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Record<FieldName, string>>({
    first_name: relative?.first_name ?? '',
    last_name: relative?.last_name ?? defaultLastName,
    birth_date: relative?.birth_date ?? '',
    relationship: relative?.relationship ?? 'child',
    phone: relative?.phone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = add.isPending || update.isPending;
  // Opened by "Add a relative" or "Edit": the reader types at once.
  useEffect(() => firstRef.current?.focus(), []);

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const save = async () => {
    if (pending) return;
    setErrors({});
    setFailure(null);
    const body: TRelativeBody = {
      first_name: values.first_name,
      last_name: values.last_name,
      birth_date: values.birth_date,
      relationship: values.relationship as Relationship,
      ...(withPhone ? { phone: values.phone } : {}),
    };
    try {
      const saved = relative ? await update.mutateAsync({ id: relative.id, body }) : await add.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      const found = serverFieldErrors(error, fieldNames);
      if (found.length > 0) {
        setErrors(Object.fromEntries(found));
        document.getElementById(`${id}-${found[0]![0]}`)?.focus();
        return;
      }
      setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void save();
    }
  };

  const input = (name: FieldName, label: string, props: Record<string, string> = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      <input
        id={`${id}-${name}`}
        ref={name === 'first_name' ? firstRef : undefined}
        value={values[name]}
        onChange={set(name)}
        {...fieldAria(`${id}-${name}`, errors[name])}
        {...props}
      />
    </FormField>
  );

  return (
    <fieldset className="relative-form" onKeyDown={onKeyDown}>
      <legend>{legend}</legend>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="form-grid">
        {input('first_name', t('Relatives.firstName'), { autoComplete: 'off', maxLength: '60' })}
        {input('last_name', t('Relatives.lastName'), { autoComplete: 'off', maxLength: '60' })}
        {input('birth_date', t('Relatives.birthDate'), { type: 'date', min: '1900-01-01' })}
        <FormField id={`${id}-relationship`} label={t('Relatives.relationshipLabel')} error={errors.relationship}>
          <select id={`${id}-relationship`} value={values.relationship} onChange={set('relationship')}>
            {relationshipCodes.map((code) => (
              <option key={code} value={code}>
                {t(`Relatives.relationship.${code}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {withPhone && (
        <FormField id={`${id}-phone`} label={t('Relatives.phone')} hint={t('Relatives.phoneHint')} error={errors.phone}>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            maxLength={30}
            value={values.phone}
            onChange={set('phone')}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? `${id}-phone-hint ${id}-phone-error` : `${id}-phone-hint`}
          />
        </FormField>
      )}
      <div className="relative-form-actions">
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {t('Relatives.cancel')}
        </button>
        <button type="button" className="button" aria-disabled={pending || undefined} onClick={() => void save()}>
          {relative ? t('Relatives.save') : t('Relatives.add')}
        </button>
      </div>
    </fieldset>
  );
}
