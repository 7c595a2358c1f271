import { paginationLeadingPages } from '@tabib/shared';

/** A page button, or a gap of hidden pages. */
export type PageItem = number | 'gap';

/**
 * The page buttons of product.md §2: the first 3 pages, then a gap and the last page, with the
 * current page shown too when it falls in the gap (1 2 3 … 7 … 20). A gap that would hide a single
 * page shows that page instead.
 */
export function pageRange(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  const shown = new Set<number>([current, totalPages]);
  for (let page = 1; page <= Math.min(paginationLeadingPages, totalPages); page += 1) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
