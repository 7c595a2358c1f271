import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZDoctorMap,
  ZDoctorIdParams,
  ZDoctorMapQuery,
  ZLocationInput,
  ZOk,
  ZProfile,
  ZQuarterInput,
  ZQuarterSuggestionQuery,
  ZQuarterSuggestions,
} from '@tabib/shared';
import { requireStaff, requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { ProfileService } from '../accounts/profile-service.ts';
import type { PlaceService } from './place-service.ts';

export interface PlaceRoutesOptions {
  places: PlaceService;
  profiles: ProfileService;
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const writeErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Where practices are (decision 079): quarters, a results map's pins, and pins placed by hand. */
export const placeRoutes: FastifyPluginAsyncZod<PlaceRoutesOptions> = async (app, { places, profiles, writeLimit }) => {
  app.get(
    '/api/doctors/quarter-suggestions/',
    {
      schema: {
        tags: ['doctors'],
        summary: "Autocomplete for the quarter box: a city's quarters matching what was typed, best first (8)",
        querystring: ZQuarterSuggestionQuery,
        response: { 200: ZQuarterSuggestions, 400: ZApiError },
      },
    },
    async (request) => places.suggestQuarters({ criteria: request.query, locale: request.locale }),
  );

  app.get(
    '/api/doctors/doctor-map/',
    {
      schema: {
        tags: ['doctors'],
        summary: "A search's pins inside a map view (bbox=west,south,east,north), best ranked first",
        querystring: ZDoctorMapQuery,
        response: { 200: ZDoctorMap, 400: ZApiError },
      },
    },
    async (request) => places.findDoctorMap({ criteria: request.query }),
  );

  const ownPin = { tags: ['accounts'], security: bearer, response: { 200: ZProfile, ...writeErrors } };
  app.put(
    '/api/users/profile/location/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: { ...ownPin, summary: "Place the signed-in doctor's practice pin", body: ZLocationInput },
    },
    async (request) => {
      const { userId } = viewerOf(request);
      await places.placeOwnPin({ userId, point: request.body });
      return profiles.getProfile({ userId, locale: request.locale });
    },
  );
  app.delete(
    '/api/users/profile/location/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: { ...ownPin, summary: "Remove the practice's pin: back to its quarter's or city's centre" },
    },
    async (request) => {
      const { userId } = viewerOf(request);
      await places.placeOwnPin({ userId, point: null });
      return profiles.getProfile({ userId, locale: request.locale });
    },
  );
  app.put(
    '/api/users/profile/quarter/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: { ...ownPin, summary: "Set the practice's quarter (a slug of its city), or null", body: ZQuarterInput },
    },
    async (request) => {
      const { userId } = viewerOf(request);
      await places.setOwnQuarter({ userId, quarter: request.body.quarter });
      return profiles.getProfile({ userId, locale: request.locale });
    },
  );

  app.put(
    '/api/admin/doctors/:id/location/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireStaff(), writeLimit],
      schema: {
        tags: ['admin'],
        summary: "A moderator places a practice's pin (logged)",
        security: bearer,
        params: ZDoctorIdParams,
        body: ZLocationInput,
        response: { 200: ZOk, ...writeErrors },
      },
    },
    async (request) => {
      await places.placePinAsStaff({
        actorId: viewerOf(request).userId,
        doctorId: request.params.id,
        point: request.body,
      });
      return { detail: 'ok' };
    },
  );
  app.delete(
    '/api/admin/doctors/:id/location/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireStaff(), writeLimit],
      schema: {
        tags: ['admin'],
        summary: "A moderator removes a practice's pin (logged)",
        security: bearer,
        params: ZDoctorIdParams,
        response: { 200: ZOk, ...writeErrors },
      },
    },
    async (request) => {
      await places.placePinAsStaff({ actorId: viewerOf(request).userId, doctorId: request.params.id, point: null });
      return { detail: 'ok' };
    },
  );
};
