import './confirm-dialog.css';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { serverFieldErrors } from '../lib/form-errors.ts';
import { useModalDialog } from './use-modal-dialog.ts';

/** What a FormDialog says, which form it sends and what it does with the values. */
export interface FormDialogProps<Values extends FieldValues, Output> {
  title: string;
  /** The question or warning under the title; the dialog's description. */
  message: string;
  /** The react-hook-form form whose fields are the children. */
  form: UseFormReturn<Values, unknown, Output>;
  /** The fields a refusal may name: their error shows under them, any other in the dialog. */
  fields: readonly FieldPath<Values>[];
  /** The safe choice, focused first. */
  cancelLabel: string;
  confirmLabel: string;
  /** Something that cannot be taken back (a deletion, a rejection) gets the danger colour. */
  danger?: boolean;
  /** The form's fields, under the message. */
  children?: ReactNode;
  /** Sends it; a refusal is thrown as an ApiError whose translated message the dialog shows. */
  onConfirm: (values: Output) => Promise<void>;
  /** Cancel or Escape. */
  onCancel: () => void;
}

/**
 * A decision that asks for something (a reason, a password) in a modal <dialog> (product.md §10:
 * not prompt()): the safe choice has the focus first, so Enter never does anything by accident;
 * what was typed is kept when the server refuses; a field's error shows under it (product.md §10)
 * and any other refusal inside the dialog, since the toasts sit under the modal's backdrop.
 */
export function FormDialog<Values extends FieldValues, Output>({
  title,
  message,
  form,
  fields,
  cancelLabel,
  confirmLabel,
  danger,
  children,
  onConfirm,
  onCancel,
}: FormDialogProps<Values, Output>) {
  const { t } = useTranslation();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(onCancel, cancelRef);
  const [failure, setFailure] = useState<string | undefined>();
  const { handleSubmit, formState, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onConfirm(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fields);
      for (const [name, key] of fieldErrors) setError(name, { type: 'server', message: key });
      if (fieldErrors.length === 0) setFailure(error instanceof ApiError ? error.message : t('Error.internal_error'));
    }
  });

  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <form
        onSubmit={(event) => {
          // aria-disabled keeps the button focusable, so a second press is ignored here.
          if (formState.isSubmitting) event.preventDefault();
          else void onSubmit(event);
        }}
        noValidate
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-message`}>{message}</p>
        {children}
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="confirm-dialog-actions">
          <button ref={cancelRef} type="button" className="button button-quiet" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            className={danger ? 'button button-danger-solid' : 'button'}
            aria-disabled={formState.isSubmitting || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
