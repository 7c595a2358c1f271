import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { criteriaFromSearch, type SearchCriteria } from '../search-criteria.ts';

/** The search criteria and page of the current URL. */
export function useSearchCriteria(): SearchCriteria {
  const [params] = useSearchParams();
  return useMemo(() => criteriaFromSearch(params), [params]);
}
