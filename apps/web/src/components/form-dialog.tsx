import './confirm-dialog.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';
import { serverFieldErrors } from '../lib/form-errors.ts';
import { FormField } from './form-field.tsx';
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

/** The body of a decision that carries a reason, as the shared schemas give it. */
type ReasonSchema = z.ZodType<{ reason: string }, { reason?: string | undefined }>;

/** The reason a decision asks for, and who reads it. */
export interface ReasonFieldOptions {
  /** The shared schema of the body (ZCancelBody, ZRejectionBody, ZModerationBody…). */
  schema: ReasonSchema;
  label: string;
  /** Who reads the reason, said exactly under the field (decision 058). */
  hint: string;
  /** The textarea stops at the schema's limit. */
  maxLength: number;
}

/** What a ReasonDialog says and does. */
export interface ReasonDialogProps {
  title: string;
  message: string;
  /** None: the decision takes no reason and `onConfirm` gets "". */
  reason?: ReasonFieldOptions | undefined;
  cancelLabel: string;
  confirmLabel: string;
  danger?: boolean;
  /** Choices of the decision's own, under the reason (a suspension's appointments). */
  children?: ReactNode;
  /** Sends it; a refusal is thrown as an ApiError whose translated message the dialog shows. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A decision with a reason someone else will read (a doctor declining or cancelling an
 * appointment, a moderator's action), in a FormDialog: the reason is checked with the shared schema
 * and kept when the server refuses.
 */
export function ReasonDialog({ reason, children, onConfirm, ...dialog }: ReasonDialogProps) {
  const id = useId();
  const form = useForm<{ reason?: string | undefined }, unknown, { reason: string }>({
    resolver: reason ? zodResolver(reason.schema) : undefined,
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const hintId = `${id}-reason-hint`;

  return (
    <FormDialog
      {...dialog}
      form={form}
      fields={['reason']}
      onConfirm={(values) => onConfirm(reason ? values.reason : '')}
    >
      {reason && (
        <FormField id={`${id}-reason`} label={reason.label} hint={reason.hint} error={error}>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={reason.maxLength}
            {...form.register('reason')}
            aria-invalid={error ? true : undefined}
            // The hint (who reads the reason) is read with the field, and so is an error.
            aria-describedby={error ? `${hintId} ${id}-reason-error` : hintId}
          />
        </FormField>
      )}
      {children}
    </FormDialog>
  );
}
