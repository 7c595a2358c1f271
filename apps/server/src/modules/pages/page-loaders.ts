import {
  doctorReference,
  ZAvailability,
  ZBlogCard,
  ZBlogPost,
  ZDirectoryPage,
  ZDirectoryQuery,
  ZDoctor,
  ZDoctorSearchQuery,
  ZDoctorSearchResult,
  ZDoctorSlugParams,
  ZReviewsResult,
  type PageLoaders,
} from '@tabib/shared';
import { Invalid, NotFound } from '../../errors.ts';
import type { BlogService } from '../blogs/blog-service.ts';
import type { AppointmentService } from '../booking/index.ts';
import type { DoctorService } from '../doctors/doctor-service.ts';
import type { ReviewService } from '../reviews/review-service.ts';

export interface PageLoaderDependencies {
  appointments: AppointmentService;
  doctors: DoctorService;
  reviews: ReviewService;
  blogs: BlogService;
}

async function unlessMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * The shared `PageLoaders` (packages/shared/src/page-loaders.ts) over the services: each answer is
 * passed through the route's response schema, so the page the browser hydrates holds exactly what
 * its hooks would have fetched. A bad search renders without results (the browser then shows the
 * API's translated 400).
 */
export function createPageLoaders({ appointments, doctors, reviews, blogs }: PageLoaderDependencies): PageLoaders {
  return {
    async searchDoctors(parameters, locale) {
      const criteria = ZDoctorSearchQuery.safeParse(parameters);
      if (!criteria.success) return undefined;
      try {
        const result = await doctors.searchDoctors({ criteria: criteria.data, locale, includePhone: false });
        return ZDoctorSearchResult.parse(result);
      } catch (error) {
        if (error instanceof Invalid) return undefined;
        throw error;
      }
    },

    async doctorBySlug(slug, locale) {
      if (!ZDoctorSlugParams.safeParse({ slug }).success) return null;
      const doctor = await unlessMissing(() => doctors.getDoctorBySlug({ slug, locale, includePhone: false }));
      return doctor && ZDoctor.parse(doctor);
    },

    async directoryPage(segments, page, locale, filters = {}) {
      const query = ZDirectoryQuery.safeParse({ ...filters, currentPage: page ?? undefined });
      if (!query.success) return undefined;
      if (segments.some((segment) => segment.length > 100)) return null;
      const found = await unlessMissing(() =>
        doctors.getDirectoryPage({
          segments,
          page: query.data.currentPage,
          practice: query.data,
          locale,
          includePhone: false,
        }),
      );
      return found && ZDirectoryPage.parse(found);
    },

    async doctorReviewPages(doctor, pages, locale) {
      const reference = doctorReference(doctor);
      const results = await reviews.getDoctorReviewPages({
        doctorId: reference.id,
        doctorType: reference.type,
        page: 1,
        pageCount: pages,
        viewerId: null,
        locale,
      });
      return results.map((result) => ZReviewsResult.parse(result));
    },

    async blogCards({ offset, limit }, _locale, language) {
      const { posts, total } = await blogs.listBlogPosts({ offset, limit, view: 'card', language });
      return { cards: posts.map((post) => ZBlogCard.parse(post)), total };
    },

    async doctorAvailability(doctorId, locale) {
      try {
        const week = await appointments.getAvailability({
          doctorId,
          from: undefined,
          days: 7,
          visitTypeId: undefined,
          locale,
        });
        return ZAvailability.parse(week);
      } catch (error) {
        if (error instanceof NotFound || error instanceof Invalid) return undefined;
        throw error;
      }
    },

    async blogPost(id) {
      const post = await unlessMissing(() => blogs.getBlogPost({ id }));
      return post && ZBlogPost.parse(post);
    },
  };
}
