import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZEmailConfirmBody,
  ZEmailConfirmed,
  ZEmailResendBody,
  ZLoginBody,
  ZNoContent,
  ZOk,
  ZPasswordUpdateBody,
  ZRegisterBody,
  ZResetConfirmBody,
  ZResetRequestBody,
  ZUserInfo,
} from '@tabib/shared';
import { translate } from '../../i18n/catalogues.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { AccountService } from './account-service.ts';
import type { EmailConfirmationService } from './email-confirmation-service.ts';
import type { PasswordResetService } from './password-reset-service.ts';

export interface AccountRoutesOptions {
  accounts: AccountService;
  passwordResets: PasswordResetService;
  /** The welcome mail's link, a new address's link, and their confirmation (decision 050). */
  emailConfirmations: EmailConfirmationService;
  /** Requests per minute and IP on sign-in, sign-up and reset (decision 013: rate-limited). */
  authRequestsPerMinute: number;
  /** The password change counts as a write per account and address (decision 026). */
  writeLimit: WriteLimit;
}

export const accountErrors = {
  400: ZApiError,
  401: ZApiError,
  409: ZApiError,
  413: ZApiError,
  415: ZApiError,
  429: ZApiError,
};
export const bearer = [{ bearer: [] }];

/** Registration, sign-in and -out, password change and reset, at the paths of product.md §7. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { accounts, passwordResets, emailConfirmations } = options;
  const rateLimit = { max: options.authRequestsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/users/register/',
    {
      config: { changes: 'doctor-reads', rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        body: ZRegisterBody,
        response: { 200: ZUserInfo, ...accountErrors },
      },
    },
    async (request) => {
      const registered = await accounts.registerUser({
        name: request.body.name,
        email: request.body.email,
        password: request.body.password,
        isDoctor: request.body.is_doctor,
        locale: request.locale,
      });
      // Welcome, with the link that confirms the address (decision 050), after the answer.
      emailConfirmations.mailWelcome({ userId: registered.id, locale: request.locale });
      return registered;
    },
  );

  app.post(
    '/api/users/login/',
    {
      config: { changes: 'no-doctor-reads', rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail (username) and password',
        body: ZLoginBody,
        response: { 200: ZUserInfo, ...accountErrors },
      },
    },
    async (request) =>
      accounts.loginUser({ email: request.body.username, password: request.body.password, address: request.ip }),
  );

  app.post(
    '/api/users/logout/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: requireViewer,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the token of this request',
        security: bearer,
        response: { 204: ZNoContent, 401: ZApiError },
      },
    },
    async (request, reply) => {
      await accounts.logoutUser({ tokenHash: viewerOf(request).tokenHash });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/users/update/password/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, options.writeLimit],
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session is signed out',
        security: bearer,
        body: ZPasswordUpdateBody,
        response: { 200: ZOk, ...accountErrors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await accounts.changePassword({
        userId: viewer.userId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        keepTokenHash: viewer.tokenHash,
      });
      return { detail: translate(request.locale, 'Messages.passwordUpdated') };
    },
  );

  app.post(
    '/api/users/email/confirm/',
    {
      config: { changes: 'no-doctor-reads', rateLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Follow the link of a welcome or address-change mail: the address is confirmed (a new one becomes the sign-in address)',
        body: ZEmailConfirmBody,
        response: { 200: ZEmailConfirmed, ...accountErrors },
      },
    },
    async (request) =>
      emailConfirmations.confirmEmail({ uid: request.body.uid, token: request.body.token, locale: request.locale }),
  );

  app.post(
    '/api/users/email/resend/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, options.writeLimit],
      schema: {
        tags: ['accounts'],
        summary: "Mail the link that confirms the account's address again, leading on to `next`",
        security: bearer,
        body: ZEmailResendBody,
        response: { 204: ZNoContent, ...accountErrors },
      },
    },
    async (request, reply) => {
      await emailConfirmations.resendConfirmation({
        userId: viewerOf(request).userId,
        next: request.body.next,
        locale: request.locale,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password/',
    {
      config: { changes: 'no-doctor-reads', rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password-reset link; answers 204 whether or not the address exists',
        body: ZResetRequestBody,
        response: { 204: ZNoContent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      passwordResets.requestPasswordReset({ email: request.body.email, locale: request.locale });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password_confirm/',
    {
      config: { changes: 'no-doctor-reads', rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the link of the reset mail (single use, expires)',
        body: ZResetConfirmBody,
        response: { 204: ZNoContent, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await passwordResets.confirmPasswordReset({
        uid: request.body.uid,
        token: request.body.token,
        newPassword: request.body.new_password,
      });
      return reply.code(204).send(null);
    },
  );
};
