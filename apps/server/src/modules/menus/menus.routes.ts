import { enMenuSchema, menuEntrySchema, roleIdQuerySchema } from '@boardforge/contracts/auth.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { createMenusService } from './menus.service.ts';

/**
 * Routes of the back-office menu: GET /sys/getMenuByRoleId and GET /sys/getAllEnMenu. Any staff member (access.ts
 * anyStaffRoutes): every back-office screen starts from the caller's menu and tags, and the service answers only the
 * caller's own role (role 1: any).
 */
export function registerMenusRoutes(
  app: FastifyInstance,
  services: { menus: ReturnType<typeof createMenusService> },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sys/getMenuByRoleId',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['back office'],
        summary: "A role's visible menu as a tree",
        querystring: roleIdQuerySchema,
        response: { 200: envelopeSchema(z.array(menuEntrySchema)) },
      },
    },
    async (request) =>
      okEnvelope(request, await services.menus.getMenuTree(requireSession(request), request.query.roleId)),
  );

  api.get(
    '/sys/getAllEnMenu',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['back office'],
        summary: "A role's permission tags (menu English names, invisible entries included)",
        querystring: roleIdQuerySchema,
        response: { 200: envelopeSchema(z.array(enMenuSchema)) },
      },
    },
    async (request) =>
      okEnvelope(request, await services.menus.listRoleTags(requireSession(request), request.query.roleId)),
  );
}
