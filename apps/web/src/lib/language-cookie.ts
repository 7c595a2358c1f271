import { languageCookie, type Locale, isLocale } from '@tabib/shared';

/** Caches the chosen language in a cookie for a year (product.md §2: detection then cache). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${languageCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The language chosen on an earlier visit, if any. */
export function rememberedLocale(): Locale | undefined {
  const value = document.cookie.match(new RegExp(`(?:^|; )${languageCookie}=([a-z]{2})`))?.[1];
  return isLocale(value) ? value : undefined;
}
