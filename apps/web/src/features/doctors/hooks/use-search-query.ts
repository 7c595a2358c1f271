import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchUrl, type DoctorSearchQuery } from '../../../lib/search-url.ts';

/** The doctor search of the current address: criteria and page (product.md §10, "Search"). */
export function useSearchQuery(): DoctorSearchQuery {
  const [params] = useSearchParams();
  return useMemo(() => readSearchUrl(params), [params]);
}
