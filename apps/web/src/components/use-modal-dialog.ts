import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * Opens a native <dialog> with showModal() while the component is mounted, which keeps the focus
 * inside and closes on Escape; focuses `initialFocus`; calls `onClose` when the dialog closes by
 * itself (Escape). Returns the ref for the <dialog>.
 */
export function useModalDialog(
  onClose: () => void,
  initialFocus: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A close event queued by an earlier cleanup (StrictMode mounts twice) finds the dialog open again.
    const onNativeClose = () => {
      if (!dialog.open) closed();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
    };
  }, [initialFocus]);

  return ref;
}
