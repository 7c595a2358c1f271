import './form-field.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled field with its translated error, tied to the input for assistive technology. */
export function FormField({
  id,
  label,
  error,
  children,
  hint,
  labelInside,
}: {
  id: string;
  /** The field's name, in its <label> and in its error message. */
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The child brings its own <label> (a combobox): the field adds none. */
  labelInside?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      {!labelInside && <label htmlFor={id}>{label}</label>}
      {children}
      {hint && (
        <p className="form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-error" id={`${id}-error`} role="alert">
          {t(`Error.${error}`, { field: label })}
        </p>
      )}
    </div>
  );
}

/** aria attributes for an input whose FormField may show an error. */
export function fieldAria(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}
