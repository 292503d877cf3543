import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  createStaffUserRequestSchema,
  resetStaffPasswordRequestSchema,
  setStaffUserActiveRequestSchema,
  staffRoleOptionsAnswerSchema,
  staffUserSchema,
  staffUsersAnswerSchema,
  staffUsersQuerySchema,
  updateStaffUserRequestSchema,
} from '@boardforge/contracts/staff-users.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { StaffManager, StaffUsersService } from './staff-users.service.ts';

/** The caller as the service sees them: their user and the role of their session. */
function managerOf(request: FastifyRequest): StaffManager {
  const session = requireSession(request);
  return { userId: session.userId, role: session.role };
}

/** The administrator's staff users (System › Staff): list, create, update, disable or enable, reset the password. */
export function registerStaffUsersRoutes(app: FastifyInstance, services: { staffUsers: StaffUsersService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { staffUsers } = services;
  const config = { access: { tags: ['staff:manage' as const] } };
  const answer = { 200: envelopeSchema(staffUserSchema) };

  api.get(
    '/erp/staff-users/list',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Staff users by role, state (active or disabled) and keyword (phone or name), paged',
        querystring: staffUsersQuerySchema,
        response: { 200: envelopeSchema(staffUsersAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await staffUsers.listStaffUsers(request.query)),
  );

  api.get(
    '/erp/staff-users/roles',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Every role, and whether the caller may give it (only roles within their own role’s pages and tags)',
        response: { 200: envelopeSchema(staffRoleOptionsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await staffUsers.listRoleOptions(managerOf(request))),
  );

  api.post(
    '/erp/staff-users/create',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Create a staff user with a first password (a phone already taken is a 409 naming phone)',
        body: createStaffUserRequestSchema,
        response: answer,
      },
    },
    async (request) => okEnvelope(request, await staffUsers.createStaffUser(managerOf(request), request.body)),
  );

  api.post(
    '/erp/staff-users/update',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Rename a staff user or change their role (not one’s own, not the last active administrator’s)',
        body: updateStaffUserRequestSchema,
        response: answer,
      },
    },
    async (request) => okEnvelope(request, await staffUsers.updateStaffUserProfile(managerOf(request), request.body)),
  );

  api.post(
    '/erp/staff-users/set-active',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Disable (their sessions end) or enable a staff user; the last active administrator stays',
        body: setStaffUserActiveRequestSchema,
        response: answer,
      },
    },
    async (request) => okEnvelope(request, await staffUsers.setStaffUserActive(managerOf(request), request.body)),
  );

  api.post(
    '/erp/staff-users/reset-password',
    {
      config,
      schema: {
        tags: ['erp'],
        summary: 'Set a new first password for a staff user (their sessions end)',
        body: resetStaffPasswordRequestSchema,
        response: answer,
      },
    },
    async (request) => okEnvelope(request, await staffUsers.resetStaffPassword(managerOf(request), request.body)),
  );
}
