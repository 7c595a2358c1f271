import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageRange } from '../lib/pagination.ts';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The address of a page: links are real links, so they work with a keyboard and in a new tab. */
  hrefOf: (page: number) => string;
  /** Called when a page link is followed, e.g. to move focus to the top of the results. */
  onNavigate?: () => void;
}

/** Page links of product.md §2: previous, 1 2 3 … last, next; the current page marked. */
export function Pagination({ currentPage, totalPages, hrefOf, onNavigate }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const items = pageRange(currentPage, totalPages);
  return (
    <nav className="pagination" aria-label={t('Pagination.label')}>
      <ul>
        {currentPage > 1 && (
          <li>
            <Link to={hrefOf(currentPage - 1)} className="pagination-step" rel="prev" onClick={onNavigate}>
              <span className="direction-arrow" aria-hidden="true">
                ‹
              </span>
              {t('Pagination.previous')}
            </Link>
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className="pagination-page"
                aria-label={t('Pagination.page', { page: item })}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {currentPage < totalPages && (
          <li>
            <Link to={hrefOf(currentPage + 1)} className="pagination-step" rel="next" onClick={onNavigate}>
              {t('Pagination.next')}
              <span className="direction-arrow" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
