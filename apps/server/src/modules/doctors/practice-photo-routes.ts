import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZOwnPracticePhotos,
  ZPracticePhotoOrderBody,
  ZPracticePhotoParams,
  ZPracticePhotoUpdateBody,
  ZPracticePhotoUploadFields,
} from '@tabib/shared';
import { parseInput } from '../../errors.ts';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { PracticePhotoService } from './practice-photo-service.ts';

export interface PracticePhotoRoutesOptions {
  practicePhotos: PracticePhotoService;
  /** Writes per account and address (decision 026). */
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  413: ZApiError,
  415: ZApiError,
  429: ZApiError,
};

/**
 * The signed-in doctor's photos of the practice (decision 074). Photos are read per request with
 * the page, never from the read cache, so these writes change no cached doctor read.
 */
export const practicePhotoRoutes: FastifyPluginAsyncZod<PracticePhotoRoutesOptions> = async (
  app,
  { practicePhotos, writeLimit },
) => {
  const base = '/api/users/profile/practice-photos/';
  const tags = ['accounts'];

  app.get(
    base,
    {
      onRequest: requireViewer,
      schema: {
        tags,
        summary: "The practice's photos, in order",
        security: bearer,
        response: { 200: ZOwnPracticePhotos, ...errors },
      },
    },
    async (request) => practicePhotos.listOwnPhotos({ userId: viewerOf(request).userId }),
  );

  app.post(
    base,
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags,
        summary: 'Add a photo of the practice (multipart: `photo` the file, alt_fr/alt_en/alt_ar); six at most',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: ZOwnPracticePhotos, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, { fileField: 'photo' });
      const fields = parseInput(ZPracticePhotoUploadFields, form.fields, 'body');
      const answer = await practicePhotos.addPhoto({
        userId: viewerOf(request).userId,
        upload: form.file,
        alt: { fr: fields.alt_fr, en: fields.alt_en, ar: fields.alt_ar },
      });
      return reply.code(201).send(answer);
    },
  );

  app.put(
    `${base}order/`,
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags,
        summary: "Put the practice's photos in this order (every photo's id once)",
        security: bearer,
        body: ZPracticePhotoOrderBody,
        response: { 200: ZOwnPracticePhotos, ...errors },
      },
    },
    async (request) => practicePhotos.reorderPhotos({ userId: viewerOf(request).userId, ids: request.body.ids }),
  );

  app.put(
    `${base}:id/`,
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags,
        summary: "Change a photo's alternative texts (a language left out keeps its text)",
        security: bearer,
        params: ZPracticePhotoParams,
        body: ZPracticePhotoUpdateBody,
        response: { 200: ZOwnPracticePhotos, ...errors },
      },
    },
    async (request) =>
      practicePhotos.describePhoto({ userId: viewerOf(request).userId, id: request.params.id, alt: request.body.alt }),
  );

  app.delete(
    `${base}:id/`,
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags,
        summary: 'Remove a photo of the practice and its files',
        security: bearer,
        params: ZPracticePhotoParams,
        response: { 200: ZOwnPracticePhotos, ...errors },
      },
    },
    async (request) => practicePhotos.removePhoto({ userId: viewerOf(request).userId, id: request.params.id }),
  );
};
