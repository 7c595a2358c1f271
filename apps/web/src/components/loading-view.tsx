import { useTranslation } from 'react-i18next';

/** The loading view of product.md §2: a spinner with 'Loading...'. */
export function LoadingView() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{ready ? t('Common.loading') : 'Loading...'}</span>
    </div>
  );
}
