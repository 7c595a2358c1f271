import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from './form-field.tsx';
import { FormDialog } from './form-dialog.tsx';

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
