import { blogSlug, type Locale, type TBlogCard } from '@tabib/shared';

/** A post's page, /{lang}/blog/{slug}/{id} (product.md §2); the slug comes from the title. */
export function blogPostPath(locale: Locale, post: Pick<TBlogCard, 'id' | 'title'>): string {
  return `/${locale}/blog/${blogSlug(post.title)}/${post.id}`;
}

export function blogListPath(locale: Locale): string {
  return `/${locale}/blog`;
}

/** The page of the doctor who wrote a post, /{lang}/{speciality}/{doctorSlug} (product.md §2). */
export function authorDoctorPath(locale: Locale, doctor: { slug: string; speciality_slug: string }): string {
  return `/${locale}/${doctor.speciality_slug}/${doctor.slug}`;
}

/** Post ids are positive 32-bit integers; anything else in the URL names no post (null). */
export function parseBlogId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether the slug segment of the address, as the browser encoded it, is the one the title gives.
 * Both sides are compared decoded, so `%C3%A9`, `%c3%a9` and `é` are the same slug.
 */
export function isCanonicalSlug(rawSegment: string, title: string): boolean {
  return decodeSafely(rawSegment) === decodeSafely(blogSlug(title));
}
