import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useBlogCards } from '../api/get-blog-cards.ts';
import { cardsOfPages } from '../blog-list-pages.ts';
import { BlogCard } from './blog-card.tsx';
import '../blog.css';

/**
 * The blog list of product.md §2: "Latest posts", the cards, newest first, and "Load more".
 * After "Load more" the keyboard focus goes to the first new card, where the reader goes on.
 */
export function BlogList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useBlogCards();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const pages = list.data?.pages;
  const cards = useMemo(() => cardsOfPages(pages ?? []), [pages]);
  const total = pages?.at(-1)?.total ?? null;

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.blog-card-link')[focusIndex]?.focus();
  }, [focusIndex]);

  const loadMore = async () => {
    const firstNew = cards.length;
    const result = await list.fetchNextPage();
    if (!result.isError && cardsOfPages(result.data?.pages ?? []).length > firstNew) setFocusIndex(firstNew);
  };

  return (
    <section className="blog-page" aria-labelledby={headingId}>
      <DocumentMeta title={t('Blog.listTitle')} description={t('Blog.listDescription')} />
      <h1 id={headingId}>{t('Blog.listTitle')}</h1>
      {list.isPending && <LoadingView />}
      {list.error && (
        <p className="error-message" role="alert">
          {list.error.message}
        </p>
      )}
      {total === 0 && <p className="blog-empty">{t('Blog.empty')}</p>}
      {cards.length > 0 && (
        <ol className="blog-list" ref={listRef}>
          {cards.map((card) => (
            <li key={card.id}>
              <BlogCard card={card} />
            </li>
          ))}
        </ol>
      )}
      {total !== null && total > 0 && (
        <LoadMore
          className="blog-more"
          status={t('Blog.shownCount', {
            shown: formatNumber(cards.length, locale),
            total: formatNumber(Math.max(total, cards.length), locale),
          })}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          label={t('Blog.loadMore')}
          onLoad={() => void loadMore()}
        />
      )}
    </section>
  );
}
