import type { Locale } from './locales.ts';
import type { TAvailability } from './schemas/booking.ts';
import type { TBlogCard, TBlogPost } from './schemas/blogs.ts';
import type { TDirectoryPage, TDoctor, TDoctorSearchResult } from './schemas/doctors.ts';
import type { TReviewsResult } from './schemas/reviews.ts';

/**
 * What the server reads for a page it renders (decision 046), through its services, not
 * HTTP to itself: the API's answers to a visitor who is not signed in, in the same wire shapes.
 * The server implements it (modules/pages/page-loaders.ts); the web app's render module calls it
 * (app/page-data.ts). `null`: no such doctor or post (a 404 page); `undefined`: nothing to show
 * from the server (a search or a week the API would refuse), which the browser then asks itself.
 */
export interface PageLoaders {
  searchDoctors(parameters: Record<string, string | undefined>, lang: Locale): Promise<TDoctorSearchResult | undefined>;
  doctorBySlug(slug: string, lang: Locale): Promise<TDoctor | null>;
  /**
   * A directory page (decisions 047, 079) by the segments below /{lang}/doctors/, the address's page
   * number and its practical filters (decision 076); `undefined` for a page number or a filter the
   * API refuses.
   */
  directoryPage(
    segments: [string] | [string, string] | [string, string, string],
    page: string | null,
    lang: Locale,
    filters?: Record<string, string | undefined>,
  ): Promise<TDirectoryPage | null | undefined>;
  /** The doctor's first `pages` pages of reviews, 1 first (20 a page: reviewsPageSize), read at once. */
  doctorReviewPages(doctor: TDoctor, pages: number, lang: Locale): Promise<TReviewsResult[]>;
  blogCards(
    range: { offset: number; limit: number },
    lang: Locale,
    language: Locale | undefined,
  ): Promise<{ cards: TBlogCard[]; total: number }>;
  blogPost(id: number, lang: Locale): Promise<TBlogPost | null>;
  /** A week of the doctor's free slots from today, their shortest visit (the booking block's first view). */
  doctorAvailability(doctorId: number, lang: Locale): Promise<TAvailability | undefined>;
}

/**
 * JSON inside an HTML `<script>` element (the page's answers, its JSON-LD): `<`, `>`, `&` and the
 * two line separators escaped, so no text of a post or a name can close the element.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** Text for an HTML attribute value in double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
