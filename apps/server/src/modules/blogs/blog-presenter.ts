import {
  isTabibImageAddress,
  slugifySpeciality,
  type TBlogCard,
  type TBlogPost,
  type TBlogStatus,
} from '@tabib/shared';
import { dropForeignImages } from '../content/sanitize-rich-text.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';
import type { BlogPostRow } from './blog-repository.ts';

/** A post as the list shows it (ZBlogCard): no HTML; the author links to their doctor page if any. */
export async function presentCard(row: BlogPostRow, catalog: ReferenceCatalog): Promise<TBlogCard> {
  const speciality = row.doctorSpecialityId ? await catalog.specialityById(row.doctorSpecialityId) : undefined;
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    summary: row.summary,
    // A post saved before decision 048 may begin with an image from elsewhere: no card image then.
    image: row.image && isTabibImageAddress(row.image) ? row.image : null,
    lang: row.lang,
    author: String(row.authorId),
    author_details: {
      name: `${row.authorFirstName} ${row.authorLastName}`.trim(),
      is_doctor: row.authorIsDoctor,
      doctor: row.doctorSlug
        ? { slug: row.doctorSlug, speciality_slug: slugifySpeciality(speciality?.labels.fr) }
        : null,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    status: statusOf(row),
  };
}

/** Who may read the post now (decision 056): the reason it is not public, if it is not. */
export function statusOf(row: Pick<BlogPostRow, 'hiddenAt' | 'authorPagePublic'>): TBlogStatus {
  if (row.hiddenAt) return 'hidden';
  return row.authorPagePublic ? 'published' : 'pending_verification';
}

/** A whole post: the card plus its sanitised HTML, with Tabib's images only (decision 048). */
export async function presentPost(row: BlogPostRow, catalog: ReferenceCatalog): Promise<TBlogPost> {
  return { ...(await presentCard(row, catalog)), content: withFirstImageEager(dropForeignImages(row.content ?? '')) };
}

/**
 * The article's first image is loaded at once, not when scrolled to: at the top of a post it is
 * often the largest thing a phone paints first (Lighthouse's "LCP image lazily loaded"). The stored
 * HTML is sanitised: `loading="lazy"` can only be an image's attribute there (decision 046).
 */
function withFirstImageEager(html: string): string {
  return html.replace(' loading="lazy"', ' loading="eager"');
}
