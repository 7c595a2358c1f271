import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  maxImageBytes,
  ZApiError,
  ZLoginBody,
  ZOk,
  ZPasswordUpdateBody,
  ZProfile,
  ZProfileUpdateFields,
  ZRegisterBody,
  ZResetConfirmBody,
  ZResetRequestBody,
  ZUserInfo,
} from '@tabib/shared';
import { parseInput } from '../../errors.ts';
import { translate } from '../../i18n/catalogues.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import {
  changePassword,
  getProfile,
  loginUser,
  registerUser,
  updateProfile,
  type AccountDependencies,
} from './account-service.ts';
import { confirmPasswordReset, requestPasswordReset, type ResetDependencies } from './password-reset.ts';
import { revokeToken } from './token-store.ts';

export interface AccountRoutesOptions extends AccountDependencies, ResetDependencies {
  /** Requests per minute and IP on sign-in, sign-up and reset (issue 4: rate-limited). */
  authRequestsPerMinute: number;
}

const errors = { 400: ZApiError, 401: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError, 429: ZApiError };
const bearer = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const rateLimit = { max: options.authRequestsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/users/register/',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        body: ZRegisterBody,
        response: { 200: ZUserInfo, ...errors },
      },
    },
    async (request) =>
      registerUser(options, {
        name: request.body.name,
        email: request.body.email,
        password: request.body.password,
        isDoctor: request.body.is_doctor,
        locale: request.locale,
      }),
  );

  app.post(
    '/api/users/login/',
    {
      config: { keepsDoctorReads: true, rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail (username) and password',
        body: ZLoginBody,
        response: { 200: ZUserInfo, ...errors },
      },
    },
    async (request) => loginUser(options, request.body.username, request.body.password),
  );

  app.post(
    '/api/users/logout/',
    {
      config: { keepsDoctorReads: true },
      onRequest: requireViewer,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the token of this request',
        security: bearer,
        response: { 204: z.null(), 401: ZApiError },
      },
    },
    async (request, reply) => {
      await revokeToken(options.database.db, viewerOf(request).tokenHash);
      return reply.code(204).send(null);
    },
  );

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
    async (request) => getProfile(options, viewerOf(request).userId, request.locale),
  );

  app.put(
    '/api/users/profile/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['accounts'],
        summary: 'Update the profile (multipart: fields of product.md §7, doctorImage a file; or JSON)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const fields: Record<string, string> = {};
      let image: Buffer | undefined;
      if (request.isMultipart()) {
        for await (const part of request.parts({
          limits: { fileSize: maxImageBytes, files: 1, fields: 30, fieldSize: 100_000 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname === 'doctorImage') image = await part.toBuffer();
            else part.file.resume();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } else if (request.body && typeof request.body === 'object') {
        for (const [name, value] of Object.entries(request.body))
          fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
      }
      const input = parseInput(ZProfileUpdateFields, fields, 'body');
      await updateProfile(options, viewer.userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        gender: input.gender,
        email: input.email,
        phone: input.phone,
        isDoctor: input.is_doctor,
        address: input.address,
        doctorProfile: input.doctor_profile,
        image: image?.length ? image : undefined,
      });
      return getProfile(options, viewer.userId, request.locale);
    },
  );

  app.put(
    '/api/users/update/password/',
    {
      config: { keepsDoctorReads: true },
      onRequest: requireViewer,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session is signed out',
        security: bearer,
        body: ZPasswordUpdateBody,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await changePassword(options, {
        userId: viewer.userId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        keepTokenHash: viewer.tokenHash,
      });
      return { detail: translate(request.locale, 'Messages.passwordUpdated') };
    },
  );

  app.post(
    '/auth/users/reset_password/',
    {
      config: { keepsDoctorReads: true, rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password-reset link; answers 204 whether or not the address exists',
        body: ZResetRequestBody,
        response: { 204: z.null(), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(options, request.body.email, request.locale);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password_confirm/',
    {
      config: { keepsDoctorReads: true, rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the link of the reset mail (single use, expires)',
        body: ZResetConfirmBody,
        response: { 204: z.null(), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(options, request.body.uid, request.body.token, request.body.new_password);
      return reply.code(204).send(null);
    },
  );
};
