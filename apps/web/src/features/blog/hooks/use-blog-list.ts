import { useEffect, useRef, useState } from 'react';
import type { Locale, TBlogCard } from '@tabib/shared';
import type { ApiError } from '../../../lib/api-client.ts';
import { toApiError } from '../../../lib/use-api-query.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { getBlogCards } from '../api/get-blog-cards.ts';
import { appendNew, firstRange, hasMoreCards, nextRange } from '../blog-list-pages.ts';

interface ListState {
  lang: Locale;
  cards: TBlogCard[];
  /** Posts on the server; null until the first answer. */
  total: number | null;
  /** The first answer of this visit arrived (cards remembered from an earlier visit may show before). */
  fresh: boolean;
  loadingMore: boolean;
  error: ApiError | null;
}

/**
 * The cards shown last, by language, so that coming back from a post paints the list at once with
 * as many cards as were loaded; the list is still asked again and its answer replaces them.
 */
const remembered = new Map<Locale, { cards: TBlogCard[]; total: number }>();

function startState(lang: Locale): ListState {
  const known = remembered.get(lang);
  return {
    lang,
    cards: known?.cards ?? [],
    total: known?.total ?? null,
    fresh: false,
    loadingMore: false,
    error: null,
  };
}

function remember(state: ListState): ListState {
  if (state.total !== null) remembered.set(state.lang, { cards: state.cards, total: state.total });
  return state;
}

export interface BlogList {
  cards: TBlogCard[];
  total: number | null;
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: ApiError | null;
  /** Adds the next 3 cards; resolves to whether any card was added. */
  loadMore: () => Promise<boolean>;
}

/**
 * The blog list of product.md §2: the 6 newest posts, then 3 more per "Load more" while more
 * remain (section 9). Leaving the page cancels the calls under way.
 */
export function useBlogList(): BlogList {
  const lang = useLocale();
  const [stored, setState] = useState(() => startState(lang));
  const state = stored.lang === lang ? stored : startState(lang);
  const signal = useRef<AbortSignal | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    getBlogCards(firstRange(remembered.get(lang)?.cards.length ?? 0), lang, controller.signal).then(
      ({ cards, total }) =>
        setState(() => remember({ lang, cards, total, fresh: true, loadingMore: false, error: null })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(() => ({ ...startState(lang), error: toApiError(error) }));
      },
    );
    return () => controller.abort();
  }, [lang]);

  const loadMore = async (): Promise<boolean> => {
    if (!state.fresh || state.loadingMore) return false;
    setState({ ...state, loadingMore: true, error: null });
    try {
      const page = await getBlogCards(nextRange(state.cards.length), lang, signal.current);
      setState((current) =>
        remember({
          ...current,
          cards: appendNew(current.cards, page.cards),
          // An empty page means the end, whatever the count said: "Load more" must not loop.
          total: page.cards.length > 0 ? page.total : current.cards.length,
          loadingMore: false,
        }),
      );
      return page.cards.length > 0;
    } catch (error) {
      if (!signal.current?.aborted)
        setState((current) => ({ ...current, loadingMore: false, error: toApiError(error) }));
      return false;
    }
  };

  return {
    cards: state.cards,
    total: state.total,
    loading: state.total === null && state.error === null,
    loadingMore: state.loadingMore,
    hasMore: state.fresh && hasMoreCards(state.cards.length, state.total),
    error: state.error,
    loadMore,
  };
}
