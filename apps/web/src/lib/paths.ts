import { blogSlug, defaultLocale, isLocale, type Locale, type StaticPage } from '@tabib/shared';
import { searchUrlOf, type DoctorSearchQuery } from './search-url.ts';

/**
 * Every page address of product.md §2, built in one place (decision 022): a renamed route changes here
 * and nowhere else. Addresses are root-relative, ready for <Link to> and navigate().
 */

/** The profile's sidebar sections (product.md §2); `account` is the default and has no parameter. */
export type ProfileSection =
  | 'account'
  | 'verification'
  | 'preview'
  | 'practice'
  | 'agenda'
  | 'updatePassword'
  | 'followingDoctors'
  | 'ratings'
  | 'blogs'
  | 'myData'
  | 'appointments'
  | 'relatives';

/** What a directory page lists: a speciality, a city, or both, or a speciality in a quarter (by their address segments). */
export interface DirectoryPlace {
  speciality?: string | undefined;
  city?: string | undefined;
  /** A quarter of `city` (decision 079): only with a speciality and a city. */
  quarter?: string | undefined;
}

/** The admin area's pages (decision 038); the overview is the area's own address. */
export type AdminPage = 'verifications' | 'reports' | 'log';

export const paths = {
  /** Home, with the search it shows (its criteria and page in the query string). */
  home: (locale: Locale, search?: DoctorSearchQuery) => `/${locale}/${search ? searchUrlOf(search) : ''}`,
  /** The result list of the home page, for the header's "Doctors". */
  doctorList: (locale: Locale) => `/${locale}/#doctors`,
  /** A doctor's own page, /{lang}/{speciality}/{doctorSlug}. */
  doctor: (locale: Locale, doctor: { speciality_slug: string; slug: string }) =>
    `/${locale}/${doctor.speciality_slug}/${doctor.slug}`,
  /** Its booking part (decision 042), `query` ("?…") choosing a slot there; "More" on a result card leads here. */
  doctorBooking: (locale: Locale, doctor: { speciality_slug: string; slug: string }, query = '') =>
    `/${locale}/${doctor.speciality_slug}/${doctor.slug}${query}#booking`,
  /**
   * A directory page (decision 047): a speciality's doctors (its segment, as in its doctors'
   * addresses), a city's (its slug), a speciality's in a city, or in a quarter of it (decision 079),
   * /{lang}/doctors/…; page 1 has no number.
   * `filters`: its practical filters (decision 076), empty ones left out.
   */
  directory: (locale: Locale, place: DirectoryPlace, page = 1, filters: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...filters, page: page > 1 ? String(page) : '' }))
      if (value) search.set(name, value);
    const segments = [place.speciality, place.city, place.city && place.quarter].filter(Boolean);
    return `/${locale}/doctors/${segments.join('/')}${search.size ? `?${search}` : ''}`;
  },
  blogList: (locale: Locale) => `/${locale}/blog`,
  /** An article, /{lang}/blog/{slug}/{id}; the slug comes from the title. */
  blogPost: (locale: Locale, post: { id: number; title: string }) =>
    `/${locale}/blog/${blogSlug(post.title)}/${post.id}`,
  /** Sign in, then come back to `after` (product.md §2: login's `after=`), a path of this site. */
  login: (locale: Locale, after?: string) =>
    after === undefined ? `/${locale}/login` : `/${locale}/login?after=${encodeURIComponent(after)}`,
  register: (locale: Locale) => `/${locale}/register`,
  resetPassword: (locale: Locale) => `/${locale}/reset-password`,
  /** Where the reset e-mail leads (the server writes the same address into the mail). */
  resetConfirm: (locale: Locale, uid: string, token: string) =>
    `/${locale}/password/reset/confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  /**
   * Where the welcome and address-change mails lead (decision 050; the server writes the same address,
   * with `?next=` when the link should lead on somewhere).
   */
  confirmEmail: (locale: Locale, uid: string, token: string) =>
    `/${locale}/confirm-email/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  profile: (locale: Locale, section: ProfileSection = 'account') =>
    section === 'account' ? `/${locale}/profile` : `/${locale}/profile?section=${section}`,
  page: (locale: Locale, page: StaticPage) => `/${locale}/${page}`,
  /** The admin area, for moderators and admins: its overview, or one of its pages. */
  admin: (locale: Locale, page?: AdminPage) => `/${locale}/admin/${page ?? ''}`,
};

/** The language of a path: its first segment when it is a locale, otherwise fr (product.md §2). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The same page in another language: the first path segment swapped, the rest of the path, the
 * query and the hash kept (product.md §2). A path outside any language is that language's home.
 */
export function inLocale(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const segments = location.pathname.split('/');
  const rest = isLocale(segments[1]) ? segments.slice(2).join('/') : '';
  return `/${locale}/${rest}${location.search}${location.hash}`;
}
