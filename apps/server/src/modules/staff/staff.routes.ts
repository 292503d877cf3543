import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { orderScreenTags } from '@boardforge/contracts/erp-menu.ts';
import { staffListQuerySchema, staffMemberSchema } from '@boardforge/contracts/staff.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { StaffService } from './staff.service.ts';

/**
 * GET /erp/staff/list: the staff directory the order screen picks salespeople and buyers from and names people on its
 * timeline with (an order screen's tag: colleagues' phones are not every staff member's to list).
 */
export function registerStaffRoutes(app: FastifyInstance, services: { staff: StaffService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/erp/staff/list',
    {
      config: { access: { tags: orderScreenTags } },
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
