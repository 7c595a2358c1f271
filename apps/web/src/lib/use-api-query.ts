import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { i18next } from './i18n.ts';
import { ApiError } from './api-client.ts';

/** Where a query stands; `data` may hold an earlier answer while a new one loads. */
export type QueryState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: ApiError };

export interface QueryOptions<T> {
  /** Shown at once while the first answer loads, e.g. a doctor handed over by the result list. */
  initialData?: T | undefined;
  /** Keep showing the previous key's answer while the new one loads (autocomplete). */
  keepPreviousData?: boolean;
}

/**
 * The last answers, by key, so that going back to a page of results paints it at once; the query is
 * still sent again and its answer replaces the remembered one.
 */
const answers = new Map<string, unknown>();
const rememberedAnswers = 50;

function remember(key: string, data: unknown): void {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > rememberedAnswers) answers.delete(answers.keys().next().value as string);
}

export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(i18next.t('Error.internal_error'), 0, 'internal_error');
}

/**
 * Runs `fetcher` whenever `key` changes (null: nothing to fetch) and cancels the call that is no
 * longer wanted. A few lines instead of a query library, to keep the home page under its budget.
 */
export function useApiQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions<T> = {},
): QueryState<T> {
  const [settled, setSettled] = useState<{ key: string; state: QueryState<T> } | null>(null);
  const latestFetcher = useRef(fetcher);
  useLayoutEffect(() => {
    latestFetcher.current = fetcher;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    latestFetcher.current(controller.signal).then(
      (data) => {
        remember(key, data);
        setSettled({ key, state: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ key, state: { status: 'error', data: undefined, error: toApiError(error) } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return { status: 'idle', data: undefined, error: undefined };
  if (settled?.key === key) return settled.state;
  const known = (answers.get(key) as T | undefined) ?? options.initialData;
  if (known !== undefined) return { status: 'success', data: known, error: undefined };
  const previous = options.keepPreviousData ? settled?.state.data : undefined;
  return { status: 'loading', data: previous, error: undefined };
}
