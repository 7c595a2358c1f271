import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  averageRating,
  ratingStep,
  ZApiError,
  ZMyReview,
  ZReview,
  ZReviewBody,
  ZReviewsQuery,
  ZReviewsResult,
  type TDoctorType,
} from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { findDoctorById } from '../doctors/doctor-repository.ts';
import {
  countReviewsByStars,
  findDoctorReviews,
  findUserReview,
  reviewsPageSize,
  type PublicReviewRecord,
} from './review-repository.ts';
import { publicAuthorName } from './review-author.ts';
import { listMyReviews, submitReview } from './review-service.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';

export interface ReviewRoutesOptions {
  database: Database;
  catalog: ReferenceCatalog;
}

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { database, catalog }) => {
  app.post(
    '/api/doctors/reviews/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['reviews'],
        summary: "Review a doctor (half stars); a second review replaces the first; the author is the token's account",
        security: [{ bearer: [] }],
        body: ZReviewBody,
        response: { 201: ZReview, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const review = await submitReview(database, {
        userId: viewerOf(request).userId,
        doctorId: request.body.doctor,
        doctorType: request.body.doctor_type,
        rating: request.body.rating,
        text: request.body.review,
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
        response: { 200: z.array(ZMyReview), 401: ZApiError },
      },
    },
    async (request) => listMyReviews(database, catalog, viewerOf(request).userId),
  );

  app.get(
    '/api/doctors/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A doctor's rating summary and reviews, newest first (20 a page); signed in, also the viewer's own review",
        querystring: ZReviewsQuery,
        response: { 200: ZReviewsResult, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { doctor: doctorId, doctor_type: doctorType, page } = request.query;
      const doctor = await findDoctorById(database.db, doctorId);
      const actualType: TDoctorType = doctor?.userId === null ? 'doctor' : 'doctor_profile';
      if (!doctor || (doctorType && doctorType !== actualType)) throw new NotFound('doctor_not_found');
      const viewer = request.viewer;
      const [records, distribution, mine] = await Promise.all([
        findDoctorReviews(database.db, doctorId, page),
        countReviewsByStars(database.db, doctorId),
        viewer ? findUserReview(database.db, doctorId, viewer.userId) : undefined,
      ]);
      const present = (record: PublicReviewRecord) => ({
        id: record.id,
        rating: record.ratingHalves * ratingStep,
        review: record.review,
        doctor: record.doctorId,
        user: record.userId,
        doctor_type: actualType,
        created_at: record.createdAt.toISOString(),
        author: publicAuthorName(record.authorFirstName, record.authorLastName),
      });
      return {
        averageRating: averageRating(doctor.ratingHalfSum, doctor.ratingCount),
        count: doctor.ratingCount,
        distribution,
        page,
        totalPages: Math.ceil(doctor.ratingCount / reviewsPageSize),
        reviews: records.map(present),
        ...(viewer ? { my_review: mine ? present(mine) : null } : {}),
      };
    },
  );
};
