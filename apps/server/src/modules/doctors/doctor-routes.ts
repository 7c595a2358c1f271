import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZDirectoryPage,
  ZDirectoryPairParams,
  ZDirectoryPlaceParams,
  ZDirectoryQuarterParams,
  ZDirectoryQuery,
  ZDoctor,
  ZDoctorSearchQuery,
  ZDoctorSearchResult,
  ZDoctorSlugParams,
  ZSuggestionQuery,
  ZSuggestions,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { DoctorService } from './doctor-service.ts';

export interface DoctorRoutesOptions {
  doctors: DoctorService;
}

/** The directory's public reads (product.md §7); a signed-in reader also gets phone numbers. */
export const doctorRoutes: FastifyPluginAsyncZod<DoctorRoutesOptions> = async (app, { doctors }) => {
  app.get(
    '/api/doctors/doctor-search/',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Search doctors by speciality, city, name and gender (page size 10, best first)',
        querystring: ZDoctorSearchQuery,
        response: { 200: ZDoctorSearchResult, 400: ZApiError },
      },
    },
    async (request) =>
      doctors.searchDoctors({
        criteria: request.query,
        locale: request.locale,
        includePhone: request.viewer !== null,
      }),
  );

  const directorySchema = {
    tags: ['doctors'],
    querystring: ZDirectoryQuery,
    response: { 200: ZDirectoryPage, 400: ZApiError, 404: ZApiError },
  };
  app.get(
    '/api/doctors/directory/:place/',
    {
      schema: {
        ...directorySchema,
        summary: "A speciality's or a city's ranked doctors (page size 10), with nearby cities and other specialities",
        params: ZDirectoryPlaceParams,
      },
    },
    async (request) =>
      doctors.getDirectoryPage({
        segments: [request.params.place],
        page: request.query.currentPage,
        practice: request.query,
        locale: request.locale,
        includePhone: request.viewer !== null,
      }),
  );
  app.get(
    '/api/doctors/directory/:speciality/:city/',
    {
      schema: {
        ...directorySchema,
        summary: "A speciality's ranked doctors in a city (page size 10), with nearby cities and other specialities",
        params: ZDirectoryPairParams,
      },
    },
    async (request) =>
      doctors.getDirectoryPage({
        segments: [request.params.speciality, request.params.city],
        page: request.query.currentPage,
        practice: request.query,
        locale: request.locale,
        includePhone: request.viewer !== null,
      }),
  );

  app.get(
    '/api/doctors/directory/:speciality/:city/:quarter/',
    {
      schema: {
        ...directorySchema,
        summary: "A speciality's ranked doctors in a quarter of a city (page size 10), with the city's other quarters",
        params: ZDirectoryQuarterParams,
      },
    },
    async (request) =>
      doctors.getDirectoryPage({
        segments: [request.params.speciality, request.params.city, request.params.quarter],
        page: request.query.currentPage,
        practice: request.query,
        locale: request.locale,
        includePhone: request.viewer !== null,
      }),
  );

  app.get(
    '/api/doctors/slug/:slug/',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's page by slug",
        params: ZDoctorSlugParams,
        response: { 200: ZDoctor, 404: ZApiError },
      },
    },
    async (request) =>
      doctors.getDoctorBySlug({
        slug: request.params.slug,
        locale: request.locale,
        includePhone: request.viewer !== null,
      }),
  );

  app.get(
    '/api/doctors/me/page/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['doctors'],
        summary: "The signed-in doctor's own page as the public will see it, even before verification (preview)",
        security: [{ bearer: [] }],
        response: { 200: ZDoctor, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => doctors.previewOwnPage({ userId: viewerOf(request).userId, locale: request.locale }),
  );

  app.get(
    '/api/doctors/suggestions/',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Autocomplete for the speciality and city boxes: top 8 labels in the request language',
        querystring: ZSuggestionQuery,
        response: { 200: ZSuggestions, 400: ZApiError },
      },
    },
    async (request) => doctors.listSuggestions({ criteria: request.query, locale: request.locale }),
  );
};
