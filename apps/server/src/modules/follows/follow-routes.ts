import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  slugifySpeciality,
  ZApiError,
  ZFollowAnswer,
  ZFollowBody,
  ZFollowedDoctor,
  ZFollowParams,
  ZFollowTypeParams,
  ZIsFollowing,
  ZUnfollowParams,
  type TDoctorType,
} from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { doctors, follows } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { ReferenceCatalog } from '../reference/reference-catalog.ts';

export interface FollowRoutesOptions {
  database: Database;
  catalog: ReferenceCatalog;
}

const bearer = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

/** The doctor a follow names, checked against the wire type the client sent (product.md §10). */
async function findFollowableDoctor(
  database: Database,
  id: number,
  doctorType: TDoctorType | undefined,
): Promise<number> {
  const [doctor] = await database.db
    .select({ id: doctors.id, userId: doctors.userId })
    .from(doctors)
    .where(eq(doctors.id, id))
    .limit(1);
  const actualType: TDoctorType = doctor?.userId === null ? 'doctor' : 'doctor_profile';
  if (!doctor || (doctorType && doctorType !== actualType)) throw new NotFound('doctor_not_found');
  return doctor.id;
}

/** Following doctors (product.md §7): every call is the token's user's, never anyone else's. */
export const followRoutes: FastifyPluginAsyncZod<FollowRoutesOptions> = async (app, { database, catalog }) => {
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
    async (request) => {
      const doctorId = await findFollowableDoctor(database, request.params.id, request.params.doctor_type);
      const [row] = await database.db
        .select({ id: follows.id })
        .from(follows)
        .where(and(eq(follows.userId, viewerOf(request).userId), eq(follows.doctorId, doctorId)))
        .limit(1);
      return { isFollowing: row !== undefined };
    },
  );

  app.post(
    '/api/users/follow/doctor/:id/',
    {
      config: { keepsDoctorReads: true },
      onRequest: requireViewer,
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
      const doctorId = await findFollowableDoctor(database, request.params.id, request.body?.doctor_type);
      await database.db
        .insert(follows)
        .values({ userId: viewerOf(request).userId, doctorId })
        .onConflictDoNothing();
      return reply.code(201).send({ detail: translate(request.locale, 'Messages.followed'), isFollowing: true });
    },
  );

  app.delete(
    '/api/users/unfollow/doctor/:doctorId/:doctorType/',
    {
      config: { keepsDoctorReads: true },
      onRequest: requireViewer,
      schema: {
        tags: ['follows'],
        summary: 'Stop following a doctor (200)',
        security: bearer,
        params: ZUnfollowParams,
        response: { 200: ZFollowAnswer, ...errors },
      },
    },
    async (request) => {
      const doctorId = await findFollowableDoctor(database, request.params.doctorId, request.params.doctorType);
      await database.db
        .delete(follows)
        .where(and(eq(follows.userId, viewerOf(request).userId), eq(follows.doctorId, doctorId)));
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
        response: { 200: z.array(ZFollowedDoctor), 401: ZApiError },
      },
    },
    async (request) => {
      const rows = await database.db
        .select({
          id: follows.id,
          doctorId: doctors.id,
          userId: doctors.userId,
          firstName: doctors.firstName,
          lastName: doctors.lastName,
          slug: doctors.slug,
          specialityId: doctors.specialityId,
        })
        .from(follows)
        .innerJoin(doctors, eq(doctors.id, follows.doctorId))
        .where(eq(follows.userId, viewerOf(request).userId))
        .orderBy(desc(follows.createdAt), desc(follows.id))
        .limit(500);
      return Promise.all(
        rows.map(async (row) => {
          const speciality = row.specialityId ? await catalog.specialityById(row.specialityId) : undefined;
          return {
            id: row.id,
            doctor_id: row.doctorId,
            doctor_type: row.userId === null ? ('doctor' as const) : ('doctor_profile' as const),
            first_name: row.firstName,
            last_name: row.lastName,
            specialty: speciality?.labels[request.locale] ?? '',
            slug: row.slug,
            speciality_slug: slugifySpeciality(speciality?.labels.fr),
          };
        }),
      );
    },
  );
};
