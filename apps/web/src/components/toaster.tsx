import './toaster.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastDuration, useToasts, type Toast } from '../lib/toast-store.ts';

/** One toast: closes by itself after its duration, paused while hovered or focused (product.md §9). */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastDuration(toast.kind));
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
  return (
    <li
      className={`toast toast-${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* The role sits inside the item: a list holds list items only (axe "list"). */}
      <span role={toast.kind === 'error' ? 'alert' : 'status'}>{toast.message}</span>
      <button
        type="button"
        className="toast-close"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('Common.close')}
      >
        ×
      </button>
    </li>
  );
}

/** Toasts at the top-end corner: top right in fr and en, top left in ar (product.md §10). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ol className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
