import { useParams } from 'react-router';
import { defaultLocale, isLocale, type Locale } from '@tabib/shared';

/** The page's language: the route's first segment, fr when it is not a language (product.md §2). */
export function useLocale(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : defaultLocale;
}
