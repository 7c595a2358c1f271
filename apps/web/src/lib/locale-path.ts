import { defaultLocale, isLocale, languageCookie, type Locale } from '@tabib/shared';

/** The language of a path: its first segment when it is a locale, otherwise fr (product.md §2). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Switching language swaps the first path segment and keeps the rest of the path, the query and
 * the hash (product.md §2).
 */
export function switchLocalePath(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const segments = location.pathname.split('/');
  const rest = isLocale(segments[1]) ? segments.slice(2).join('/') : '';
  return `/${locale}/${rest}${location.search}${location.hash}`;
}

/** Caches the chosen language in a cookie for a year (product.md §2: detection then cache). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${languageCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Sign in, then come back to `after` (product.md §2: login's `after=`). */
export function loginPath(locale: Locale, after: string): string {
  return `/${locale}/login?after=${encodeURIComponent(after)}`;
}
