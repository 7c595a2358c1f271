import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  doctorReference,
  isLocale,
  defaultLocale,
  type Locale,
  type TBlogCard,
  type TBlogPost,
  type TDoctor,
  type TDoctorSearchResult,
  type TReviewsResult,
} from '@tabib/shared';
import { blogCardsOptions, type BlogCardsPage } from '../features/blog/api/get-blog-cards.ts';
import { blogPostOptions } from '../features/blog/api/get-blog-post.ts';
import { firstRange, type BlogCardsRange } from '../features/blog/blog-list-pages.ts';
import { isCanonicalSlug, parseBlogId } from '../features/blog/blog-paths.ts';
import { doctorOptions } from '../features/doctors/api/get-doctor.ts';
import { doctorSearchOptions } from '../features/doctors/api/search-doctors.ts';
import { doctorReviewsOptions } from '../features/reviews/api/get-reviews.ts';
import { paths } from '../lib/paths.ts';
import { readSearchUrl, searchParametersOf } from '../lib/search-url.ts';
import type { ServerAnswer } from '../lib/server-answers.ts';

/**
 * What the server reads for a page it renders, through its services (not HTTP to itself): the
 * same answers, in the same wire shapes, as the API's for a visitor who is not signed in.
 * `null`: there is no such doctor or post (a 404 page).
 */
export interface PageLoaders {
  searchDoctors(parameters: Record<string, string | undefined>, lang: Locale): Promise<TDoctorSearchResult | undefined>;
  doctorBySlug(slug: string, lang: Locale): Promise<TDoctor | null>;
  doctorReviews(doctor: TDoctor, lang: Locale): Promise<TReviewsResult>;
  blogCards(range: BlogCardsRange, lang: Locale, language: Locale | undefined): Promise<BlogCardsPage>;
  blogPost(id: number, lang: Locale): Promise<TBlogPost | null>;
}

/** What the page is: its status, the answers its first render shows, or the one address it has moved to. */
export interface PagePlan {
  status: 200 | 301 | 404;
  /** For a 301: the page's own address (a doctor's speciality or a post's title changed). */
  location?: string;
  answers: ServerAnswer[];
  /** The objects the page's head describes (page-head.ts). */
  doctor?: TDoctor;
  post?: TBlogPost;
  /** The doctors of a list page, the posts of the blog's. */
  doctors?: TDoctor[];
  posts?: TBlogCard[];
}

/** The static pages of product.md §2, /{lang}/{page}. */
const staticPages = new Set(['about', 'terms', 'privacy', 'cookies-policy', 'contact']);

/** Segments below /{lang}/ that are pages of their own, never a speciality (product.md §2). */
const ownSegments = new Set(['blog', 'password', 'admin']);

function notFound(key: QueryKey, errorKey: string): PagePlan {
  return { status: 404, answers: [{ key, error: { status: 404, key: errorKey, message: errorKey } }] };
}

/**
 * Reads what the page at `url` shows on its first render, under the cache keys of its hooks (so
 * the keys live in one place: the features' query options). A visitor's view: no viewer.
 */
export async function planPage(url: URL, loaders: PageLoaders): Promise<PagePlan> {
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  const lang: Locale = isLocale(first) ? first : defaultLocale;
  const ok = (answers: ServerAnswer[]): PagePlan => ({ status: 200, answers });

  if (rest.length === 0) {
    const query = readSearchUrl(url.searchParams);
    const result = await loaders.searchDoctors(searchParametersOf(query), lang);
    if (!result) return ok([]);
    return { ...ok([{ key: doctorSearchOptions(query, lang, null).queryKey, data: result }]), doctors: result.doctors };
  }
  if (rest.length === 1 && rest[0] === 'blog') {
    const languages = url.searchParams.get('languages') === 'all' ? 'all' : 'page';
    const page = await loaders.blogCards(firstRange, lang, languages === 'page' ? lang : undefined);
    const answer = {
      key: blogCardsOptions(lang, languages).queryKey,
      data: { pages: [page], pageParams: [firstRange] },
    };
    return { ...ok([answer]), posts: page.cards };
  }
  if (rest.length === 3 && rest[0] === 'blog') {
    const id = parseBlogId(rest[2]);
    if (id === null) return { status: 404, answers: [] };
    const key = blogPostOptions(id, lang).queryKey;
    const post = await loaders.blogPost(id, lang);
    if (!post) return notFound(key, 'blog_not_found');
    if (!isCanonicalSlug(rest[1] ?? '', post.title)) {
      return { status: 301, location: paths.blogPost(lang, post), answers: [] };
    }
    return { ...ok([{ key, data: post }]), post };
  }
  if (rest.length === 2 && isLocale(first) && !ownSegments.has(rest[0] ?? '')) {
    const [speciality, slug = ''] = rest;
    const key = doctorOptions(slug, lang, null).queryKey;
    const doctor = await loaders.doctorBySlug(slug, lang);
    if (!doctor) return notFound(key, 'doctor_not_found');
    if (speciality !== doctor.speciality_slug) {
      return { status: 301, location: `${paths.doctor(lang, doctor)}${url.search}`, answers: [] };
    }
    const answers: ServerAnswer[] = [{ key, data: doctor }];
    if (doctor.rating.count > 0) {
      const reviews = await loaders.doctorReviews(doctor, lang);
      const options = doctorReviewsOptions(doctorReference(doctor), lang, null);
      answers.push({ key: options.queryKey, data: { pages: [reviews], pageParams: [options.initialPageParam] } });
    }
    return { ...ok(answers), doctor };
  }
  if (rest.length === 0 || (rest.length === 1 && staticPages.has(rest[0] ?? ''))) return ok([]);
  return { status: 404, answers: [] };
}

/** A cache of its own for one server render. */
export function createRenderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}
