import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useBlogList } from '../hooks/use-blog-list.ts';
import { BlogCard } from './blog-card.tsx';
import '../blog.css';
import { LoadMore } from '../../../components/load-more.tsx';

/**
 * The blog list of product.md §2: "Latest posts", the cards, newest first, and "Load more".
 * After "Load more" the keyboard focus goes to the first new card, where the reader goes on.
 */
export function BlogList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useBlogList();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useDocumentMeta(t('Blog.listTitle'), t('Blog.listDescription'));

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.blog-card-link')[focusIndex]?.focus();
  }, [focusIndex]);

  const loadMore = async () => {
    const firstNew = list.cards.length;
    if (await list.loadMore()) setFocusIndex(firstNew);
  };

  return (
    <section className="blog-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('Blog.listTitle')}</h1>
      {list.loading && <LoadingView />}
      {list.error && (
        <p className="error-message" role="alert">
          {list.error.message}
        </p>
      )}
      {list.total === 0 && <p className="blog-empty">{t('Blog.empty')}</p>}
      {list.cards.length > 0 && (
        <ol className="blog-list" ref={listRef}>
          {list.cards.map((card) => (
            <li key={card.id}>
              <BlogCard card={card} />
            </li>
          ))}
        </ol>
      )}
      {list.total !== null && list.total > 0 && (
        <LoadMore
          className="blog-more"
          status={t('Blog.shownCount', {
            shown: formatNumber(list.cards.length, locale),
            total: formatNumber(list.total, locale),
          })}
          hasMore={list.hasMore}
          loading={list.loadingMore}
          label={t('Blog.loadMore')}
          onLoad={() => void loadMore()}
        />
      )}
    </section>
  );
}
