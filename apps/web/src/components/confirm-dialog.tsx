import './confirm-dialog.css';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

export interface ConfirmDialogProps {
  title: string;
  /** The question or warning under the title; the dialog's description. */
  message: string;
  /** Shown under the message, e.g. the title of the article to delete. */
  children?: ReactNode;
  /** The safe choice, focused first. */
  cancelLabel: string;
  /** The destructive choice. */
  confirmLabel: string;
  /** Does the thing; the caller closes the dialog, whatever the outcome. */
  onConfirm: () => void | Promise<void>;
  /** Cancel or Escape. */
  onCancel: () => void;
}

/**
 * A confirmation before something that cannot be undone, as a modal dialog (product.md §10: not
 * confirm()). The native <dialog> with showModal() keeps the focus inside and closes on Escape;
 * Cancel has the focus first, so Enter never destroys anything by accident.
 */
export function ConfirmDialog({
  title,
  message,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(onCancel, cancelRef);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      {children}
      <div className="confirm-dialog-actions">
        <button ref={cancelRef} type="button" className="button button-quiet" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button-danger-solid"
          aria-disabled={pending || undefined}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
