import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  doctorReference,
  isLocale,
  blogPageSize,
  defaultLocale,
  reviewsPageSize,
  type Locale,
  type PageLoaders,
  type TBlogCard,
  type TBlogPost,
  type TDirectoryPage,
  type TDoctor,
} from '@tabib/shared';
import { blogCardsOptions } from '../features/blog/api/get-blog-cards.ts';
import { blogPostOptions } from '../features/blog/api/get-blog-post.ts';
import {
  blogPostsParameter,
  cardsOfPages,
  firstRange,
  rangesOfCount,
  requestedCardCount,
  searchWithCardCount,
} from '../features/blog/blog-list-pages.ts';
import { isCanonicalSlug, parseBlogId } from '../features/blog/blog-paths.ts';
import { availabilityOptions } from '../features/booking/api/get-availability.ts';
import { readChosenSlot } from '../features/booking/chosen-slot.ts';
import { directoryOptions, directoryPageNumber } from '../features/doctors/api/get-directory.ts';
import { doctorOptions } from '../features/doctors/api/get-doctor.ts';
import { doctorSearchOptions } from '../features/doctors/api/search-doctors.ts';
import { doctorReviewsOptions } from '../features/reviews/api/get-reviews.ts';
import { requestedReviewPages, reviewPagesParameter, searchWithReviewPages } from '../features/reviews/review-pages.ts';
import { paths } from '../lib/paths.ts';
import { readSearchUrl, searchParametersOf } from '../lib/search-url.ts';
import type { ServerAnswer } from '../lib/server-answers.ts';

/** What the page is: its status, the answers its first render shows, or the one address it has moved to. */
export interface PagePlan {
  status: 200 | 301 | 404;
  /** For a 301: the page's own address (a doctor's speciality or a post's title changed). */
  location?: string;
  answers: ServerAnswer[];
  /** The objects the page's head describes (page-head.ts). */
  doctor?: TDoctor;
  post?: TBlogPost;
  directory?: TDirectoryPage;
  /**
   * The modules loaded on demand that the page renders (keys of Vite's manifest): their styles are
   * linked and their scripts preloaded in the page's head, so nothing moves when they arrive.
   */
  modules: string[];
  /** The doctors of a list page, the posts of the blog's. */
  doctors?: TDoctor[];
  posts?: TBlogCard[];
  /**
   * A page that needs the reader's session: rendered as its skeleton, read nothing, indexed never
   * (decision 057).
   */
  private?: true;
}

/** The static pages of product.md §2, /{lang}/{page}. */
const staticPages = new Set(['about', 'terms', 'privacy', 'cookies-policy', 'contact']);

/** Segments below /{lang}/ that are pages of their own, never a speciality (product.md §2, decision 047). */
const ownSegments = new Set(['blog', 'password', 'confirm-email', 'admin', 'doctors']);

/** Every page has the footer and the toasts, loaded on demand (app/language-layout.tsx). */
const layoutModules = ['src/features/layout/components/below-the-page.tsx', 'src/components/toaster.tsx'];
const doctorModules = ['src/routes/doctor-route.tsx', 'src/features/booking/components/booking-block.tsx'];
const directoryModules = ['src/routes/directory-route.tsx'];
const blogModules = ['src/routes/blog-routes.tsx'];
const staticModules = ['src/routes/static-routes.tsx'];
const notFoundModules = ['src/routes/not-found-route.tsx'];
const profileModules = ['src/routes/account-routes.tsx'];
const adminModules = ['src/routes/admin-routes.tsx'];
/** The profile sections that load a module of their own once the session is known (account-routes.tsx). */
const profileSectionModules: Record<string, string> = {
  agenda: 'src/features/agenda/components/agenda-section.tsx',
  appointments: 'src/features/booking/components/my-appointments.tsx',
};

/** Every module a plan may name, checked against the manifest when the server starts. */
export const pageModules = [
  ...layoutModules,
  ...doctorModules,
  ...directoryModules,
  ...blogModules,
  ...staticModules,
  ...notFoundModules,
  ...profileModules,
  ...adminModules,
  ...Object.values(profileSectionModules),
];

function notFound(modules: string[], key?: QueryKey, errorKey?: string): PagePlan {
  return {
    status: 404,
    answers: key && errorKey ? [{ key, error: { status: 404, key: errorKey, message: errorKey } }] : [],
    modules: [...layoutModules, ...modules],
  };
}

function moved(location: string): PagePlan {
  return { status: 301, location, answers: [], modules: [] };
}

/**
 * Reads what the page at `url` shows on its first render, under the cache keys of its hooks (so
 * the keys live in one place: the features' query options). A visitor's view: no viewer.
 */
export async function planPage(url: URL, loaders: PageLoaders): Promise<PagePlan> {
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  const lang: Locale = isLocale(first) ? first : defaultLocale;
  const ok = (answers: ServerAnswer[], modules: string[] = []): PagePlan => ({
    status: 200,
    answers,
    modules: [...layoutModules, ...modules],
  });

  const privateModules = isLocale(first) ? privatePageModules(rest, url.searchParams) : undefined;
  if (privateModules) return { ...ok([], privateModules), private: true };
  if (rest.length === 0) {
    const query = readSearchUrl(url.searchParams);
    const result = await loaders.searchDoctors(searchParametersOf(query), lang);
    if (!result) return ok([]);
    return { ...ok([{ key: doctorSearchOptions(query, lang, null).queryKey, data: result }]), doctors: result.doctors };
  }
  if (rest.length === 1 && rest[0] === 'blog') {
    const languages = url.searchParams.get('languages') === 'all' ? 'all' : 'page';
    const language = languages === 'page' ? lang : undefined;
    const first = await loaders.blogCards(firstRange, lang, language);
    // ?posts=N, "Load more" without the script: the N newest cards, N a count the button reaches.
    const count = requestedCardCount(url.searchParams, first.total);
    if (url.searchParams.get(blogPostsParameter) !== (count > blogPageSize ? String(count) : null)) {
      return moved(`${paths.blogList(lang)}${searchWithCardCount(url.searchParams, count)}`);
    }
    // The later cards in one read, handed over in the ranges the API answers (at most 50).
    const [, ...later] = rangesOfCount(count);
    const rest = later.length
      ? await loaders.blogCards({ offset: blogPageSize, limit: count - blogPageSize }, lang, language)
      : first;
    const pages = [
      first,
      ...later.map(({ offset, limit }) => ({
        cards: rest.cards.slice(offset - blogPageSize, offset - blogPageSize + limit),
        total: rest.total,
      })),
    ];
    const answer = {
      key: blogCardsOptions(lang, languages).queryKey,
      data: { pages, pageParams: [firstRange, ...later] },
    };
    return { ...ok([answer], blogModules), posts: cardsOfPages(pages) };
  }
  if (isLocale(first) && rest[0] === 'doctors' && (rest.length === 2 || rest.length === 3)) {
    return planDirectory(url, lang, rest.slice(1) as [string] | [string, string], loaders, ok);
  }
  if (rest.length === 3 && rest[0] === 'blog') {
    const id = parseBlogId(rest[2]);
    if (id === null) return notFound(blogModules);
    const key = blogPostOptions(id, lang).queryKey;
    const post = await loaders.blogPost(id, lang);
    if (!post) return notFound(blogModules, key, 'blog_not_found');
    if (!isCanonicalSlug(rest[1] ?? '', post.title)) return moved(paths.blogPost(lang, post));
    return { ...ok([{ key, data: post }], blogModules), post };
  }
  if (rest.length === 2 && isLocale(first) && !ownSegments.has(rest[0] ?? '')) {
    const [speciality = '', slug = ''] = rest;
    const key = doctorOptions(slug, lang, null).queryKey;
    const doctor = await loaders.doctorBySlug(slug, lang);
    if (!doctor) {
      // DabaDoc's and Doctolib's form, /{speciality}/{city}: the directory page has moved below /doctors/.
      const directory = await loaders.directoryPage([speciality, slug], null, lang);
      if (directory) return moved(paths.directory(lang, { speciality, city: slug }));
      return notFound(doctorModules, key, 'doctor_not_found');
    }
    if (speciality !== doctor.speciality_slug) return moved(`${paths.doctor(lang, doctor)}${url.search}`);
    // ?reviews=N, "More reviews" without the script: N pages of reviews, N a page the doctor has.
    const lastPage = Math.max(1, Math.ceil(doctor.rating.count / reviewsPageSize));
    const reviewPages = requestedReviewPages(url.searchParams, lastPage);
    if (url.searchParams.get(reviewPagesParameter) !== (reviewPages > 1 ? String(reviewPages) : null)) {
      return moved(`${paths.doctor(lang, doctor)}${searchWithReviewPages(url.searchParams, reviewPages)}`);
    }
    // The first reviews and the booking block's first week, read together, so the page does not
    // grow when they arrive; a slot chosen in the address (coming back from sign-in) asks for its
    // own week in the browser.
    const withReviews = doctor.rating.count > 0;
    const withWeek = doctor.bookable !== false && readChosenSlot(url.searchParams) === null;
    const [reviews, week] = await Promise.all([
      withReviews ? loaders.doctorReviewPages(doctor, reviewPages, lang) : [],
      withWeek ? loaders.doctorAvailability(doctor.id, lang) : undefined,
    ]);
    const pageNumbers = reviews.map((page) => page.page);
    const answers: ServerAnswer[] = [{ key, data: doctor }];
    if (reviews.length > 0) {
      const options = doctorReviewsOptions(doctorReference(doctor), lang, null);
      answers.push({ key: options.queryKey, data: { pages: reviews, pageParams: pageNumbers } });
    }
    if (week) answers.push({ key: availabilityOptions(doctor.id, {}, lang, null).queryKey, data: week });
    return { ...ok(answers, doctorModules), doctor };
  }
  if (rest.length === 0) return ok([]);
  if (rest.length === 1 && staticPages.has(rest[0] ?? '')) return ok([], staticModules);
  if (rest.length === 1 && isLocale(first) && !ownSegments.has(rest[0] ?? '')) {
    // A speciality or a city alone, /{lang}/cardiologue: its directory page is below /doctors/.
    const directory = await loaders.directoryPage([rest[0] ?? ''], null, lang);
    if (directory) return moved(paths.directory(lang, { speciality: rest[0] }));
  }
  return notFound(notFoundModules);
}

/**
 * The modules of a page that needs the session, /{lang}/profile and /{lang}/admin/…, or undefined
 * for any other page. Their scripts are preloaded so the page replaces its skeleton without waiting
 * for them one by one.
 */
function privatePageModules(rest: readonly string[], search: URLSearchParams): string[] | undefined {
  if (rest[0] === 'admin') return adminModules;
  if (rest[0] !== 'profile' || rest.length !== 1) return undefined;
  const section = profileSectionModules[search.get('section') ?? ''];
  return section ? [...profileModules, section] : profileModules;
}

/** A directory page: its doctors, or 404; a bad page number or one past the end moves to a real page. */
async function planDirectory(
  url: URL,
  lang: Locale,
  segments: [string] | [string, string],
  loaders: PageLoaders,
  ok: (answers: ServerAnswer[], modules: string[]) => PagePlan,
): Promise<PagePlan> {
  const place = segments.length === 2 ? { speciality: segments[0], city: segments[1] } : { speciality: segments[0] };
  const requested = url.searchParams.get('page');
  const directory = await loaders.directoryPage(segments, requested, lang);
  if (directory === undefined) return moved(paths.directory(lang, place));
  const key = directoryOptions(place, directoryPageNumber(url.searchParams), lang, null).queryKey;
  if (directory === null) return notFound(directoryModules, key, 'directory_not_found');
  if (requested !== null && String(directory.currentPage) !== requested) {
    return moved(paths.directory(lang, place, directory.currentPage));
  }
  return { ...ok([{ key, data: directory }], directoryModules), directory, doctors: directory.doctors };
}

/** A cache of its own for one server render. */
export function createRenderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}
