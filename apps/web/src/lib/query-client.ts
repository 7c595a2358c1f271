import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { currentSession, subscribeToSession } from './session.ts';

/** A failure worth one more try: the server's own (5xx). */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

/**
 * The app's one cache of server answers (decision 021). Its defaults keep what the hand-written
 * hooks did: an answer shown again (Back) paints at once and is asked again behind it; a window
 * that regains focus asks nothing. A 4xx is an answer, never retried; nor is a timeout (the user
 * already waited 15 s) or a lost connection (the page offers its own "Retry"); a 5xx gets one more
 * try. `networkMode: 'always'` sends a call even when the browser believes it is offline, so the
 * translated network error shows instead of a page that waits forever.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      networkMode: 'always',
      retry: (failureCount, error) => failureCount < 1 && isTransient(error),
    },
    mutations: { networkMode: 'always', retry: false },
  },
});

/**
 * Forgets every cached answer when the signed-in user changes: signing out, a 401, another tab
 * signing in or out (decision 021). Keys of answers that depend on the viewer also name them, so even
 * before this runs no answer of one user is painted for another.
 */
export function dropAnswersOnViewerChange(): () => void {
  let viewer = currentSession()?.id ?? null;
  return subscribeToSession(() => {
    const next = currentSession()?.id ?? null;
    if (next === viewer) return;
    viewer = next;
    queryClient.clear();
  });
}

declare module '@tanstack/react-query' {
  /** Every call goes through lib/api-client.ts, whose failures are ApiErrors with a sentence to show. */
  interface Register {
    defaultError: ApiError;
  }
}
