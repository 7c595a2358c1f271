import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textDirection, type TBlogPost } from '@tabib/shared';

export interface DeleteBlogDialogProps {
  post: TBlogPost;
  /** Deletes the post; the caller closes the dialog, whatever the outcome. */
  onConfirm: () => Promise<void>;
  /** Cancel or Escape. */
  onCancel: () => void;
}

/**
 * 'Are you sure you want to delete this blog?' (seed-spec section 5) as a modal dialog
 * (decisions.md: not confirm()). The native <dialog> with showModal() keeps the focus inside and
 * closes on Escape; Cancel has the focus first, so Enter never deletes by accident.
 */
export function DeleteBlogDialog({ post, onConfirm, onCancel }: DeleteBlogDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const cancelled = useEffectEvent(() => onCancel());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A close event queued by an earlier cleanup (StrictMode mounts twice) finds the dialog open again.
    const onNativeClose = () => {
      if (!dialog.open) cancelled();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
    };
  }, []);

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
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`}>
      <h2 id={`${id}-title`}>{t('MyBlogs.deleteTitle')}</h2>
      <p id={`${id}-question`}>{t('MyBlogs.deleteQuestion')}</p>
      <p className="confirm-dialog-subject" lang={post.lang} dir={textDirection(post.lang)}>
        {post.title}
      </p>
      <div className="confirm-dialog-actions">
        <button ref={cancelRef} type="button" className="button button-quiet" onClick={onCancel}>
          {t('MyBlogs.cancel')}
        </button>
        <button
          type="button"
          className="button button-danger-solid"
          aria-disabled={pending || undefined}
          onClick={() => void confirm()}
        >
          {t('MyBlogs.delete')}
        </button>
      </div>
    </dialog>
  );
}
