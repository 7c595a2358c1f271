import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZMyReviews, ZReview, ZReviewBody, ZReviewsQuery, ZReviewsResult } from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { ReviewService } from './review-service.ts';

export interface ReviewRoutesOptions {
  reviews: ReviewService;
  /** Writes per account and address (decision 026). */
  writeLimit: WriteLimit;
}

/** Reviews at the paths of product.md §7; the author is always the token's account. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { reviews, writeLimit }) => {
  app.post(
    '/api/doctors/reviews/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['reviews'],
        summary: "Review a doctor (half stars); a second review replaces the first; the author is the token's account",
        security: [{ bearer: [] }],
        body: ZReviewBody,
        response: { 201: ZReview, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const review = await reviews.submitReview({
        userId: viewerOf(request).userId,
        doctorId: request.body.doctor,
        doctorType: request.body.doctor_type,
        rating: request.body.rating,
        text: request.body.review,
        locale: request.locale,
      });
      return reply.code(201).send(review);
    },
  );

  app.get(
    '/api/users/my-reviews/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['reviews'],
        summary: "The signed-in user's own reviews, newest first (profile ratings section)",
        security: [{ bearer: [] }],
        response: { 200: ZMyReviews, 401: ZApiError },
      },
    },
    async (request) => reviews.listMyReviews({ userId: viewerOf(request).userId, locale: request.locale }),
  );

  app.get(
    '/api/doctors/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A doctor's rating summary and reviews (20 a page), newest first or sorted by `sort`, all or `verified=1` visits only; signed in, also the viewer's own review",
        querystring: ZReviewsQuery,
        response: { 200: ZReviewsResult, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      reviews.getDoctorReviews({
        doctorId: request.query.doctor,
        doctorType: request.query.doctor_type,
        page: request.query.page,
        selection: { sort: request.query.sort, verifiedOnly: request.query.verified },
        viewerId: request.viewer?.userId ?? null,
        locale: request.locale,
      }),
  );
};
