import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZFollowAnswer,
  ZFollowBody,
  ZFollowedDoctors,
  ZFollowParams,
  ZFollowTypeParams,
  ZIsFollowing,
  ZUnfollowParams,
} from '@tabib/shared';
import { translate } from '../../i18n/catalogues.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { FollowService } from './follow-service.ts';

export interface FollowRoutesOptions {
  follows: FollowService;
  /** Writes per account and address (decision 026). */
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError };

/** Following doctors (product.md §7): every call is the token's user's, never anyone else's. */
export const followRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { follows, writeLimit }) => {
  app.get(
    '/api/users/follow/doctor/:id/is-following/:doctor_type/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Whether the signed-in user follows the doctor',
        security: bearer,
        params: ZFollowTypeParams,
        response: { 200: ZIsFollowing, ...errors },
      },
    },
    async (request) => ({
      isFollowing: await follows.checkFollowing({
        userId: viewerOf(request).userId,
        doctorId: request.params.id,
        doctorType: request.params.doctor_type,
      }),
    }),
  );

  app.post(
    '/api/users/follow/doctor/:id/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['follows'],
        summary: 'Follow a doctor; following twice is harmless',
        security: bearer,
        params: ZFollowParams,
        body: ZFollowBody,
        response: { 201: ZFollowAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await follows.followDoctor({
        userId: viewerOf(request).userId,
        doctorId: request.params.id,
        doctorType: request.body?.doctor_type,
      });
      return reply.code(201).send({ detail: translate(request.locale, 'Messages.followed'), isFollowing: true });
    },
  );

  app.delete(
    '/api/users/unfollow/doctor/:doctorId/:doctorType/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['follows'],
        summary: 'Stop following a doctor (200)',
        security: bearer,
        params: ZUnfollowParams,
        response: { 200: ZFollowAnswer, ...errors },
      },
    },
    async (request) => {
      await follows.unfollowDoctor({
        userId: viewerOf(request).userId,
        doctorId: request.params.doctorId,
        doctorType: request.params.doctorType,
      });
      return { detail: translate(request.locale, 'Messages.unfollowed'), isFollowing: false };
    },
  );

  app.get(
    '/api/users/following-doctors/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'The doctors the signed-in user follows, newest first',
        security: bearer,
        response: { 200: ZFollowedDoctors, 401: ZApiError },
      },
    },
    async (request) => follows.listFollowedDoctors({ userId: viewerOf(request).userId, locale: request.locale }),
  );
};
