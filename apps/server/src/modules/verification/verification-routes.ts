import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZRejectionBody,
  ZVerificationFields,
  ZVerificationIdParams,
  ZVerificationQueue,
  ZVerificationQueueQuery,
  ZVerificationRequest,
  ZVerificationStatus,
} from '@tabib/shared';
import { parseInput } from '../../errors.ts';
import { requireStaff, requireViewer, viewerOf } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { VerificationService } from './verification-service.ts';

export interface VerificationRoutesOptions {
  verification: VerificationService;
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const staffErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * A doctor account asks to be verified (profile), and staff decide (/api/admin/, moderators and
 * admins only: the role is checked on every request, decision 038).
 */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { verification, writeLimit },
) => {
  app.get(
    '/api/users/profile/verification/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['verification'],
        summary: "Where the doctor account's verification stands, and what its profile lacks",
        security: bearer,
        response: { 200: ZVerificationStatus, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => verification.getStatus({ userId: viewerOf(request).userId, locale: request.locale }),
  );

  app.post(
    '/api/users/profile/verification/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['verification'],
        summary:
          'Ask to be verified (multipart: ordre_number, inpe_number, document: a scan of the Ordre card, image or PDF, ≤ 5 MB)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: {
          201: ZVerificationStatus,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
          413: ZApiError,
          415: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { fileField: 'document' });
      const fields = parseInput(ZVerificationFields, form.fields, 'body');
      const status = await verification.submit({
        userId: viewerOf(request).userId,
        fields,
        document: form.file,
        locale: request.locale,
      });
      return reply.code(201).send(status);
    },
  );

  app.get(
    '/api/admin/verifications/',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'Verification requests: waiting ones oldest first, decided ones newest first',
        security: bearer,
        querystring: ZVerificationQueueQuery,
        response: { 200: ZVerificationQueue, ...staffErrors },
      },
    },
    async (request) =>
      verification.listRequests({ status: request.query.status, page: request.query.page, locale: request.locale }),
  );

  app.get(
    '/api/admin/verifications/:id/document/',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: "The scan of a request's Ordre card (private: staff only, never cached)",
        security: bearer,
        params: ZVerificationIdParams,
        response: staffErrors,
      },
    },
    async (request, reply) => {
      const { content, contentType } = await verification.getDocument({ id: request.params.id });
      const extension = contentType === 'application/pdf' ? 'pdf' : 'jpg';
      return (
        reply
          .header('content-type', contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="verification-${request.params.id}.${extension}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          // Bytes go out as they are (Fastify serialises no Buffer); the schema lists the errors only.
          .send(content as never)
      );
    },
  );

  app.post(
    '/api/admin/verifications/:id/approve/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: "Approve a request: the doctor's page becomes public with the Verified badge",
        security: bearer,
        params: ZVerificationIdParams,
        response: { 200: ZVerificationRequest, ...staffErrors },
      },
    },
    async (request) =>
      verification.decide({
        id: request.params.id,
        moderatorId: viewerOf(request).userId,
        decision: 'approved',
        reason: '',
        locale: request.locale,
      }),
  );

  app.post(
    '/api/admin/verifications/:id/reject/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'Reject a request with a reason the doctor receives by e-mail',
        security: bearer,
        params: ZVerificationIdParams,
        body: ZRejectionBody,
        response: { 200: ZVerificationRequest, ...staffErrors },
      },
    },
    async (request) =>
      verification.decide({
        id: request.params.id,
        moderatorId: viewerOf(request).userId,
        decision: 'rejected',
        reason: request.body.reason,
        locale: request.locale,
      }),
  );
};
