import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountDeletionBody,
  ZApiError,
  ZNoContent,
  ZPersonalData,
  ZProfile,
  ZProfileUpdateFields,
} from '@tabib/shared';
import { parseInput } from '../../errors.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import { accountErrors, bearer } from './account-routes.ts';
import type { PersonalDataService } from './personal-data-service.ts';
import type { ProfileService } from './profile-service.ts';

export interface ProfileRoutesOptions {
  profiles: ProfileService;
  personalData: PersonalDataService;
  /** Writes per account and address (decision 026). */
  writeLimit: WriteLimit;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { profiles, personalData, writeLimit },
) => {
  app.get(
    '/api/users/profile/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in account's profile",
        security: bearer,
        response: { 200: ZProfile, 401: ZApiError },
      },
    },
    async (request) => profiles.getProfile({ userId: viewerOf(request).userId, locale: request.locale }),
  );

  app.put(
    '/api/users/profile/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['accounts'],
        summary: 'Update the profile (multipart: fields of product.md §7, doctorImage a file; or JSON)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZProfile, ...accountErrors },
      },
    },
    async (request) => {
      const { userId } = viewerOf(request);
      const form = await readMultipartForm(request, { fileField: 'doctorImage' });
      const input = parseInput(ZProfileUpdateFields, form.fields, 'body');
      return profiles.updateProfile({
        userId,
        locale: request.locale,
        changes: {
          firstName: input.first_name,
          lastName: input.last_name,
          gender: input.gender,
          email: input.email,
          currentPassword: input.current_password,
          phone: input.phone,
          isDoctor: input.is_doctor,
          address: input.address,
          doctorProfile: input.doctor_profile,
          image: form.file,
        },
      });
    },
  );

  app.get(
    '/api/users/profile/data/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['accounts'],
        summary: 'Everything Tabib holds about the signed-in account, as a JSON file to keep (law 09-08)',
        security: bearer,
        response: { 200: ZPersonalData, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const data = await personalData.exportPersonalData({ userId: viewerOf(request).userId, locale: request.locale });
      // Morocco's date is the UTC date since 2026-09-20 (tzdb 2026c: permanent UTC+0).
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="tabib-data-${day}.json"`)
        .send(data);
    },
  );

  app.post(
    '/api/users/profile/delete/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['accounts'],
        summary:
          'Delete the signed-in account (password required); its reviews are kept as "Former patient" or deleted, as chosen',
        security: bearer,
        body: ZAccountDeletionBody,
        response: { 204: ZNoContent, 400: ZApiError, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await personalData.deleteAccount({
        userId: viewerOf(request).userId,
        password: request.body.password,
        reviews: request.body.reviews,
      });
      return reply.code(204).send(null);
    },
  );
};
