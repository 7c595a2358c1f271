import { useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** Only a path of this site may follow `after=`, never another origin (open redirects). */
export function safeRedirect(after: string | null, fallback: string): string {
  return after && after.startsWith('/') && !after.startsWith('//') && !after.includes('\\') ? after : fallback;
}

/** `path` carrying the same `after=` on to the other account page (sign in ⇄ sign up). */
export function withAfter(path: string, after: string | null): string {
  return after ? `${path}?${new URLSearchParams({ after }).toString()}` : path;
}

/**
 * Where signing in or up goes on to (product.md §2 and §5): the page of `after=` (a slot being
 * booked), else the profile. `after` is what the address asked for, kept for the other page's link.
 */
export function useAfterSignIn(): { after: string | null; target: string } {
  const locale = useLocale();
  const [params] = useSearchParams();
  const after = params.get('after');
  return { after, target: safeRedirect(after, paths.profile(locale)) };
}
