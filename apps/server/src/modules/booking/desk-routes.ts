import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActingDoctorQuery,
  ZAgendaGridAppointment,
  ZAgendaPeriodQuery,
  ZBlock,
  ZBlockBody,
  ZBlockList,
  ZDeskBookingBody,
  ZAppointmentIdParams,
  ZBlockIdParams,
  ZPracticePatientIdParams,
  ZMoveBody,
  ZNoContent,
  ZPatientHistory,
  ZPatientSearchQuery,
  ZPracticePatientList,
} from '@tabib/shared';
import type { FastifyRequest } from 'fastify';
import { requireViewer, viewerOf } from '../../plugins/authentication.ts';
import type { WriteLimit } from '../../plugins/write-limit.ts';
import { agendaActor } from './agenda-actor.ts';
import type { AppointmentService } from './appointment-service.ts';
import { bearer, errors } from './route-schemas.ts';

/** What the desk's routes are given. */
export interface DeskRoutesOptions {
  appointments: AppointmentService;
  writeLimit: WriteLimit;
}

/**
 * The doctor's desk (decisions 066 and 067): bookings made at the desk, moves, blocks and the
 * practice's patients, for the doctor or, with `?doctor={id}`, an assistant.
 * A booking, a move or a block changes the public availability: `changes: 'doctor-reads'`.
 */
export const deskRoutes: FastifyPluginAsyncZod<DeskRoutesOptions> = async (app, options) => {
  const { appointments, writeLimit } = options;
  const actorOf = (request: FastifyRequest, doctor: number | undefined) =>
    agendaActor(appointments.database.db, viewerOf(request).userId, doctor);

  app.post(
    '/api/doctors/me/appointments/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['desk'],
        summary: 'Book at the desk for a patient of the practice or a new one who phoned',
        security: bearer,
        querystring: ZActingDoctorQuery,
        body: ZDeskBookingBody,
        response: { 201: ZAgendaGridAppointment, ...errors },
      },
    },
    async (request, reply) => {
      const appointment = await appointments.bookAtDesk({
        actor: await actorOf(request, request.query.doctor),
        visitTypeId: request.body.visit_type,
        start: request.body.start,
        patient: request.body.patient,
        reason: request.body.reason,
        locale: request.locale,
      });
      return reply.code(201).send(appointment);
    },
  );

  app.post(
    '/api/doctors/me/appointments/:id/move/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['desk'],
        summary: 'Move an appointment to another free time; the patient is told',
        security: bearer,
        params: ZAppointmentIdParams,
        querystring: ZActingDoctorQuery,
        body: ZMoveBody,
        response: { 201: ZAgendaGridAppointment, ...errors },
      },
    },
    async (request, reply) => {
      const appointment = await appointments.moveAtDesk({
        actor: await actorOf(request, request.query.doctor),
        id: request.params.id,
        start: request.body.start,
        locale: request.locale,
      });
      return reply.code(201).send(appointment);
    },
  );

  app.get(
    '/api/doctors/me/blocks/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['desk'],
        summary: 'The blocked time of a period',
        security: bearer,
        querystring: ZAgendaPeriodQuery,
        response: { 200: ZBlockList, ...errors },
      },
    },
    async (request) =>
      appointments.listBlocks({
        actor: await actorOf(request, request.query.doctor),
        from: request.query.from,
        to: request.query.to,
      }),
  );

  app.post(
    '/api/doctors/me/blocks/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['desk'],
        summary: 'Block a time range (a meeting, lunch, an emergency); 409 over an active appointment',
        security: bearer,
        querystring: ZActingDoctorQuery,
        body: ZBlockBody,
        response: { 201: ZBlock, ...errors },
      },
    },
    async (request, reply) => {
      const block = await appointments.addBlock({
        actor: await actorOf(request, request.query.doctor),
        start: request.body.start,
        end: request.body.end,
        label: request.body.label,
      });
      return reply.code(201).send(block);
    },
  );

  app.delete(
    '/api/doctors/me/blocks/:id/',
    {
      config: { changes: 'doctor-reads' },
      onRequest: [requireViewer, writeLimit],
      schema: {
        tags: ['desk'],
        summary: 'Unblock: the time is free again and the waiting list hears of it',
        security: bearer,
        params: ZBlockIdParams,
        querystring: ZActingDoctorQuery,
        response: { 204: ZNoContent, ...errors },
      },
    },
    async (request, reply) => {
      await appointments.removeBlock({ actor: await actorOf(request, request.query.doctor), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/doctors/me/patients/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['desk'],
        summary: "The practice's patients by name or phone (at most ten)",
        security: bearer,
        querystring: ZPatientSearchQuery,
        response: { 200: ZPracticePatientList, ...errors },
      },
    },
    async (request) =>
      appointments.searchPatients({ actor: await actorOf(request, request.query.doctor), query: request.query.q }),
  );

  app.get(
    '/api/doctors/me/patients/:id/',
    {
      onRequest: requireViewer,
      schema: {
        tags: ['desk'],
        summary: "A patient's history with the doctor: visits, no-shows, cancellations",
        security: bearer,
        params: ZPracticePatientIdParams,
        querystring: ZActingDoctorQuery,
        response: { 200: ZPatientHistory, ...errors },
      },
    },
    async (request) =>
      appointments.patientHistory({
        actor: await actorOf(request, request.query.doctor),
        id: request.params.id,
        locale: request.locale,
      }),
  );
};
