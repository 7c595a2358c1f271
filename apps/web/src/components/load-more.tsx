import { useTranslation } from 'react-i18next';
import { useHydrated } from '../lib/use-hydrated.ts';

export interface LoadMoreProps {
  /** "6 of 24 …", read out politely as it changes. */
  status: string;
  hasMore: boolean;
  loading: boolean;
  /** The button's text when idle ('Load more', 'Retry' after a failure). */
  label: string;
  onLoad: () => void;
  /** A failure of the last attempt, shown as an alert above the button. */
  error?: string | undefined;
  className: string;
  buttonClassName?: string;
  /**
   * Where more is shown without JavaScript: until the script runs, the control is a link there
   * (a doctor's reviews, `?reviews=N`); then it is the button.
   */
  href?: string | undefined;
}

/**
 * The foot of a list that grows on demand (blog cards, a doctor's reviews): how many are shown out
 * of how many, and the button that asks for more. While loading the button is aria-disabled rather
 * than disabled, so the keyboard focus stays on it.
 */
export function LoadMore(props: LoadMoreProps) {
  const { t } = useTranslation();
  // Until the script runs, more is a link where the server shows it, when there is one.
  const asLink = useHydrated() ? undefined : props.href;
  return (
    <div className={props.className}>
      <p className="muted" aria-live="polite">
        {props.status}
      </p>
      {props.error && (
        <p className="error-message" role="alert">
          {t('Common.error', { message: props.error })}
        </p>
      )}
      {props.hasMore && asLink && (
        <a className={props.buttonClassName ?? 'button'} href={asLink}>
          {props.label}
        </a>
      )}
      {props.hasMore && !asLink && (
        <button
          type="button"
          className={props.buttonClassName ?? 'button'}
          aria-disabled={props.loading || undefined}
          aria-busy={props.loading || undefined}
          onClick={() => {
            if (!props.loading) props.onLoad();
          }}
        >
          {props.loading ? t('Common.loading') : props.label}
        </button>
      )}
    </div>
  );
}
