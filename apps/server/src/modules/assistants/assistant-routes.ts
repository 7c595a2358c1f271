import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActingDoctorQuery,
  ZAgendaChoice,
  ZAgendaChoiceList,
  ZApiError,
  ZAssistant,
  ZAssistantIdParams,
  ZAssistantInviteBody,
  ZAssistantList,
  ZInvitation,
  ZInvitationParams,
  ZNoContent,
} from '@tabib/shared';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import type { AssistantService } from './assistant-service.ts';

/** What the assistants' routes are given. */
export interface AssistantRoutesOptions {
  assistants: AssistantService;
  writeLimit: WriteLimit;
}

const bearer = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 429: ZApiError };

/**
 * A doctor's assistants (decision 069): the doctor invites and removes them; the invited account
 * accepts; any account lists the agendas it may open. Nothing here changes a doctor's public page.
 */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, options) => {
  const { assistants, writeLimit } = options;

  app.get(
    '/api/doctors/me/assistants/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['assistants'],
        summary: "The doctor's assistants and pending invitations",
        security: bearer,
        querystring: ZActingDoctorQuery,
        response: { 200: ZAssistantList, ...errors },
      },
    },
    async (request) => assistants.list({ userId: viewerOf(request).userId, doctor: request.query.doctor }),
  );

  app.post(
    '/api/doctors/me/assistants/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['assistants'],
        summary: 'Invite an assistant by e-mail (again: a new link)',
        security: bearer,
        querystring: ZActingDoctorQuery,
        body: ZAssistantInviteBody,
        response: { 201: ZAssistant, ...errors },
      },
    },
    async (request, reply) => {
      const assistant = await assistants.invite({
        userId: viewerOf(request).userId,
        doctor: request.query.doctor,
        email: request.body.email,
        locale: request.locale,
      });
      return reply.code(201).send(assistant);
    },
  );

  app.delete(
    '/api/doctors/me/assistants/:id/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['assistants'],
        summary: 'Remove an assistant: the access ends at once',
        security: bearer,
        params: ZAssistantIdParams,
        querystring: ZActingDoctorQuery,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await assistants.remove({
        userId: viewerOf(request).userId,
        doctor: request.query.doctor,
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/assistant-invitations/:token/',
    {
      schema: {
        tags: ['assistants'],
        summary: 'What an invitation link offers: the doctor, the invited address, whether it still works',
        params: ZInvitationParams,
        response: { 200: ZInvitation, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return assistants.invitation(request.params.token);
    },
  );

  app.post(
    '/api/assistant-invitations/:token/accept/',
    {
      config: { changes: 'no-doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['assistants'],
        summary: 'Accept an invitation with the invited account',
        security: bearer,
        params: ZInvitationParams,
        response: { 200: ZAgendaChoice, ...errors },
      },
    },
    async (request) => assistants.accept({ token: request.params.token, userId: viewerOf(request).userId }),
  );

  app.get(
    '/api/users/me/agendas/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['assistants'],
        summary: "The agendas the account may open: its own page's, then those of the doctors it assists",
        security: bearer,
        response: { 200: ZAgendaChoiceList, 401: ZApiError },
      },
    },
    async (request) => assistants.agendas(viewerOf(request).userId),
  );
};
