import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blogPageIncrement } from '@tabib/shared';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DocumentMeta } from '../../../components/document-meta.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatNumber } from '../../../lib/intl-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useBlogCards, type BlogLanguages } from '../api/get-blog-cards.ts';
import { cardAnchor, cardsOfPages, searchWithCardCount } from '../blog-list-pages.ts';
import { BlogCard } from './blog-card.tsx';
import '../blog.css';

/**
 * The blog list of product.md §2: "Latest posts", the cards, newest first, and "Load more".
 * After "Load more" the keyboard focus goes to the first new card, where the reader goes on.
 * It shows the posts written in the page's language, or all of them at the reader's choice
 * (`?languages=all`, decision 035): a French reader does not open on six Arabic posts.
 */
export function BlogList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const languages: BlogLanguages = searchParams.get('languages') === 'all' ? 'all' : 'page';
  const list = useBlogCards(languages);
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const pages = list.data?.pages;
  const cards = useMemo(() => cardsOfPages(pages ?? []), [pages]);
  const total = pages?.at(-1)?.total ?? null;
  const { pathname } = useLocation();
  // Without the script, "Load more" is a link to the same list with 3 cards more, at the first new one.
  const moreHref = `${pathname}${searchWithCardCount(searchParams, cards.length + blogPageIncrement)}#${cardAnchor(cards.length) ?? ''}`;

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
      <nav className="blog-languages" aria-label={t('Blog.languagesLabel')}>
        <Link to="?" replace aria-current={languages === 'page' ? 'page' : undefined}>
          {t('Blog.pageLanguage')}
        </Link>
        <Link to="?languages=all" replace aria-current={languages === 'all' ? 'page' : undefined}>
          {t('Blog.allLanguages')}
        </Link>
      </nav>
      {list.isPending && <LoadingView />}
      {list.error && (
        <p className="error-message" role="alert">
          {list.error.message}
        </p>
      )}
      {total === 0 && (
        <p className="blog-empty">
          {languages === 'page' ? (
            <>
              {t('Blog.emptyInLanguage')} <Link to="?languages=all">{t('Blog.allLanguages')}</Link>
            </>
          ) : (
            t('Blog.empty')
          )}
        </p>
      )}
      {cards.length > 0 && (
        <ol className="blog-list" ref={listRef}>
          {cards.map((card, index) => (
            <li key={card.id} id={cardAnchor(index)}>
              <BlogCard card={card} first={index === 0} />
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
          href={moreHref}
        />
      )}
    </section>
  );
}
