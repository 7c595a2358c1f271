import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZDoctor,
  ZDoctorSearchQuery,
  ZDoctorSearchResult,
  ZDoctorSlugParams,
  ZSuggestionQuery,
  ZSuggestions,
} from '@tabib/shared';
import { NotFound } from '../../errors.ts';
import { suggestReference } from '../reference/reference-matcher.ts';
import { presentDoctor } from './doctor-presenter.ts';
import { findDoctorBySlug } from './doctor-repository.ts';
import { searchDoctors, type SearchDependencies } from './doctor-search-service.ts';

/** Autocomplete shows this many suggestions (issue 3). */
const suggestionLimit = 8;

export const doctorRoutes: FastifyPluginAsyncZod<SearchDependencies> = async (app, dependencies) => {
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
    async (request) => {
      const query = request.query;
      return searchDoctors(dependencies, {
        doctorName: query.doctor_name,
        specialty: query.specialty,
        city: query.city,
        gender: query.gender,
        page: query.currentPage,
        locale: request.locale,
        includePhone: request.viewer !== null,
      });
    },
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
    async (request) => {
      const { slug } = request.params;
      const record = await dependencies.cache.read(
        `slug:${slug}`,
        async () => (await findDoctorBySlug(dependencies.database.db, slug)) ?? null,
      );
      if (!record) throw new NotFound('doctor_not_found');
      return presentDoctor(record, dependencies.catalog, {
        locale: request.locale,
        includePhone: request.viewer !== null,
      });
    },
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
    async (request) => {
      const entries =
        request.query.field === 'city'
          ? await dependencies.catalog.cities()
          : await dependencies.catalog.specialities();
      const suggestions = suggestReference(entries, request.query.q, suggestionLimit).map((entry) => ({
        slug: entry.slug,
        label: entry.labels[request.locale],
      }));
      return { suggestions };
    },
  );
};
