import { useTranslation } from 'react-i18next';

/**
 * 'Loading blog details...' of product.md §2: the loading view's spinner with the blog's own
 * words.
 */
export function BlogPostLoading() {
  const { t } = useTranslation();
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('Blog.loadingPost')}</span>
    </div>
  );
}
