import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../use-modal-dialog.ts';

export interface EditorDialogProps {
  /** Id for the heading that names the dialog. */
  labelId: string;
  title: string;
  /** Escape or Cancel: the editor unmounts the dialog and puts the focus back. */
  onClose: () => void;
  /** The control focused when the dialog opens, instead of the first one. */
  initialFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A small modal dialog of the editor (link address, image). The native <dialog> opened with
 * showModal() keeps the focus inside and closes on Escape; it goes to document.body because it
 * holds its own <form>, which may not sit inside the post's form.
 */
export function EditorDialog({ labelId, title, onClose, initialFocus, children }: EditorDialogProps) {
  const ref = useModalDialog(onClose, initialFocus);

  return createPortal(
    <dialog ref={ref} className="rte-dialog" aria-labelledby={labelId}>
      <h2 id={labelId}>{title}</h2>
      {children}
    </dialog>,
    document.body,
  );
}
