import { httpTimeoutMs, isLocale, type Locale } from '@tabib/shared';
import { i18next } from './i18n.ts';
import { clearSession, currentSession } from './session.ts';

/**
 * A failed call. `message` is the sentence to show: the API's translated `detail`, or the
 * translated timeout and network messages. `key` is the API's `error` key (product.md §10, "Wire
 * contract"), or `timeout` / `network` for failures that never reached an answer.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly key: string,
    /** For a 400: the translation key of each invalid field, by field path (`body.email`). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Query-string values; undefined and empty strings are left out. */
export type QueryParameters = Record<string, string | number | undefined>;

export interface ApiGetOptions {
  /** Language of labels and error messages; the interface language when absent. */
  lang?: Locale;
  /** Cancels the call, e.g. when the component that asked for it goes away. */
  signal?: AbortSignal;
  /** How long to wait for the answer; 15 s unless a test needs less (product.md §10, "Screens"). */
  timeoutMs?: number;
  /** Read the answer as a file (a Blob), e.g. a private document, instead of JSON. */
  blob?: boolean;
  /** Headers of the call's own, e.g. a booking's `Idempotency-Key` (decision 042). */
  headers?: Record<string, string>;
  /** A write's query string, e.g. the `?doctor=` an assistant acts for (decision 066). */
  query?: QueryParameters;
}

function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : 'fr';
}

/**
 * The address of a call: a query already in `path` (`/api/doctors/me/blocks/?doctor=3`, the agenda
 * an assistant acts for, decision 066) is kept and joined with `query` and the language, never
 * followed by a second `?`, which would read `doctor` as "3?lang=fr" and answer 400.
 */
export function apiUrl(path: string, query: QueryParameters, lang: Locale): string {
  const mark = path.indexOf('?');
  const bare = mark === -1 ? path : path.slice(0, mark);
  const search = new URLSearchParams(mark === -1 ? '' : path.slice(mark + 1));
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  search.set('lang', lang);
  return `${bare}?${search.toString()}`;
}

interface ErrorDetail {
  key: string;
  detail: string | undefined;
  fields: Record<string, string>;
}

const unreadable: ErrorDetail = { key: 'internal_error', detail: undefined, fields: {} };

/**
 * An error answer read through the shared ZApiError (product.md §10, "Wire contract"); anything
 * else (a proxy's HTML page, a body cut short) is the generic error. The schema loads on this path
 * only, so the first bundle carries no zod (decision 021).
 */
async function readErrorDetail(response: Response): Promise<ErrorDetail> {
  try {
    const [body, { ZApiError }] = await Promise.all([response.json(), import('./wire-schemas.ts')]);
    const parsed = ZApiError.safeParse(body);
    if (!parsed.success) return unreadable;
    const fields = Object.fromEntries((parsed.data.fields ?? []).map((entry) => [entry.field, entry.error]));
    return { key: parsed.data.error, detail: parsed.data.detail, fields };
  } catch {
    return unreadable;
  }
}

/** The signed-in user's bearer token (product.md §10: bearer-only), if any. */
function authorization(): Record<string, string> {
  const session = currentSession();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
}

/**
 * A 401 to a signed-in user means the token expired or was revoked: sign out cleanly (decision 013);
 * the cached answers go with the session (lib/query-client.ts).
 */
function signOutOnUnauthorized(status: number): void {
  if (status === 401 && currentSession()) clearSession();
}

/** An answer's body with its headers, for the few calls whose headers carry data (`X-Total-Count`). */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

/**
 * One call to the API with the 15 s timeout and translated errors (product.md §10, "Screens"): JSON
 * for plain bodies, multipart for FormData, the bearer token when signed in. An error answer becomes
 * an ApiError carrying its `detail`; an empty answer (204) gives undefined.
 */
async function request<T>(
  method: string,
  path: string,
  query: QueryParameters,
  body: unknown,
  options: ApiGetOptions,
): Promise<ApiAnswer<T>> {
  const lang = options.lang ?? currentLocale();
  const t = i18next.getFixedT(lang);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? httpTimeoutMs);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  const isForm = body instanceof FormData;
  const contentType: Record<string, string> =
    body === undefined || isForm ? {} : { 'Content-Type': 'application/json' };

  try {
    const response = await fetch(apiUrl(path, query, lang), {
      method,
      signal: controller.signal,
      headers: {
        Accept: 'application/json',
        'Accept-Language': lang,
        ...contentType,
        ...authorization(),
        ...options.headers,
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      signOutOnUnauthorized(response.status);
      const { key, detail, fields } = await readErrorDetail(response);
      throw new ApiError(detail ?? t('Error.internal_error'), response.status, key, fields);
    }
    const data =
      response.status === 204 ? (undefined as T) : ((await (options.blob ? response.blob() : response.json())) as T);
    return { data, headers: response.headers };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(t('Error.timeout'), 0, 'timeout');
    if (options.signal?.aborted) throw error;
    throw new ApiError(t('Common.networkError'), 0, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** GET a JSON answer of the API. */
export async function apiGet<T>(path: string, query: QueryParameters = {}, options: ApiGetOptions = {}): Promise<T> {
  return (await request<T>('GET', path, query, undefined, options)).data;
}

/** GET a JSON answer and its headers, e.g. a page of a list whose total is in `X-Total-Count`. */
export function apiGetWithHeaders<T>(
  path: string,
  query: QueryParameters = {},
  options: ApiGetOptions = {},
): Promise<ApiAnswer<T>> {
  return request<T>('GET', path, query, undefined, options);
}

/** POST, PUT or DELETE to the API. */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: ApiGetOptions = {},
): Promise<T> {
  return (await request<T>(method, path, options.query ?? {}, body, options)).data;
}
