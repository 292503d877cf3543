import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { staffListQuerySchema, staffMemberSchema } from '@boardforge/contracts/staff.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { StaffService } from './staff.service.ts';

/** GET /erp/staff/list: the staff directory the order screen picks salespeople and buyers from (staff only). */
export function registerStaffRoutes(app: FastifyInstance, services: { staff: StaffService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/erp/staff/list',
    {
      // Any staff member: names of colleagues show on every order's timeline and in the assignment pickers.
      config: { access: 'staff' },
      schema: {
        tags: ['erp'],
        summary: 'Staff members (id, nickname, phone, role), optionally of the given comma-separated role ids',
        querystring: staffListQuerySchema,
        response: { 200: envelopeSchema(z.array(staffMemberSchema)) },
      },
    },
    async (request) => okEnvelope(request, await services.staff.listStaff(request.query)),
  );
}
