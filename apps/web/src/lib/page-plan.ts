import type { QueryKey } from '@tanstack/react-query';
import type { Locale, PageLoaders, RenderedPlan, TBlogCard, TBlogPost, TDirectoryPage, TDoctor } from '@tabib/shared';
import type { ServerAnswer } from './server-answers.ts';

/**
 * What a page is on the server (decision 046): its status, the answers its first render shows,
 * or the one address it has moved to. Each feature plans its own pages from its own query grammar;
 * app/page-data.ts picks the plan by the route table (decision 059).
 */
export interface PagePlan extends RenderedPlan {
  answers: ServerAnswer[];
  /** The objects the page's head describes (app/page-head.ts). */
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

/** What a page's plan starts from: its address, its language, the segments its route names. */
export interface PagePlanInput {
  url: URL;
  locale: Locale;
  /** The segments of the address by the names of its route's pattern, as written (not decoded). */
  params: Record<string, string>;
  loaders: PageLoaders;
}

/** A page found, with the answers its first render shows and its own modules. */
export function foundPage(answers: ServerAnswer[], fields: Partial<PagePlan> = {}): PagePlan {
  return { modules: [], ...fields, status: 200, answers };
}

/** A 404, with the error answer the page's hook shows when there is one. */
export function missingPage(key?: QueryKey, errorKey?: string): PagePlan {
  return {
    status: 404,
    answers: key && errorKey ? [{ key, error: { status: 404, key: errorKey, message: errorKey } }] : [],
    modules: [],
  };
}

/** A page that has moved for good to `location`. */
export function movedPage(location: string): PagePlan {
  return { status: 301, location, answers: [], modules: [] };
}
