import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * An answer the server read for the page it rendered (entry-server.tsx), handed to the browser in
 * a non-executable `<script type="application/json">` (the CSP allows no inline script), under
 * the same cache key the page's hook uses: the hydrated page shows it without asking again.
 */
export type ServerAnswer =
  { key: QueryKey; data: unknown } | { key: QueryKey; error: { status: number; key: string; message: string } };

export const serverAnswersElementId = 'tabib-answers';

/**
 * How long an answer of the first HTML counts as fresh: the page does not ask again while it
 * hydrates, and a visitor coming back to it within the minute sees it at once.
 */
const serverAnswerFreshMs = 60_000;

/**
 * The key a signed-in reader's hook asks with: the visitor's key (`viewer: null`, as the server
 * rendered it) with the reader's id; undefined for a key that does not depend on the reader.
 */
function readerKey(key: QueryKey, viewer: number): QueryKey | undefined {
  let depends = false;
  const mapped = key.map((part) => {
    if (part && typeof part === 'object' && 'viewer' in part && (part as { viewer: unknown }).viewer === null) {
      depends = true;
      return { ...part, viewer };
    }
    return part;
  });
  return depends ? mapped : undefined;
}

/**
 * Puts the answers into the cache; an error answer (a 404) is not asked again on mount. For a
 * signed-in `viewer`, a visitor's answer also stands, already stale, under the reader's own key:
 * once hydrated (as a visitor, like the server's page), the page keeps it on screen while the
 * reader's own (the phone, their review, the follow) is fetched, instead of a loading view that
 * would collapse and then push the page down.
 */
export function storeServerAnswers(
  client: QueryClient,
  answers: readonly ServerAnswer[],
  viewer: number | null = null,
): void {
  for (const answer of answers) {
    if ('error' in answer) {
      const { status, key, message } = answer.error;
      client.setQueryDefaults(answer.key, { retryOnMount: false, staleTime: serverAnswerFreshMs });
      client
        .getQueryCache()
        .build(client, { queryKey: answer.key })
        .setState({
          status: 'error',
          fetchStatus: 'idle',
          error: new ApiError(message, status, key),
          errorUpdateCount: 1,
          errorUpdatedAt: Date.now(),
        });
    } else {
      client.setQueryDefaults(answer.key, { staleTime: serverAnswerFreshMs });
      client.setQueryData(answer.key, answer.data);
      const ownKey = viewer === null ? undefined : readerKey(answer.key, viewer);
      if (ownKey) client.setQueryData(ownKey, answer.data, { updatedAt: 0 });
    }
  }
}

/** The answers the server wrote into the page, taken once; none when the page was not rendered there. */
export function takeServerAnswers(): ServerAnswer[] | null {
  const answers = takeJsonElement(serverAnswersElementId);
  return Array.isArray(answers) ? (answers as ServerAnswer[]) : null;
}

/**
 * The strings the server formatted the page's numbers, dates and lists with, by formatter and
 * value (lib/intl-format.ts), from `<script type="application/json" id="tabib-formats">`.
 */
export function takeServerFormats(): Record<string, string> {
  const formats = takeJsonElement('tabib-formats');
  return formats && typeof formats === 'object' ? (formats as Record<string, string>) : {};
}

/** The data of a `<script type="application/json">` of the page, taken out of it; null if none or not JSON. */
function takeJsonElement(id: string): unknown {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}
