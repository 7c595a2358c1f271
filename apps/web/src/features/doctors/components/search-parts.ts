/**
 * What the search's results bring to life once the page is painted, in one chunk (decision 006):
 * the page links under the list (the server renders them), the panel beside it (the results map's
 * switch or the hint, decision 081) and the answer of a search that found nobody. One file for the
 * home page's first bundle to name; MapLibre stays in a chunk of its own, asked for only when a map
 * is shown.
 */
export { EmptyResults } from './empty-results.tsx';
export { Pagination } from '../../../components/pagination.tsx';
export { SearchPanel } from './results-map/results-map.tsx';
