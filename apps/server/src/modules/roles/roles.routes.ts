import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  createMenuRequestSchema,
  deleteMenuRequestSchema,
  deleteRoleRequestSchema,
  menuItemSchema,
  menuItemsAnswerSchema,
  menuPreviewQuerySchema,
  menuPreviewSchema,
  roleSummarySchema,
  rolesAnswerSchema,
  saveRoleRequestSchema,
  setRoleTagsRequestSchema,
  updateMenuRequestSchema,
} from '@boardforge/contracts/roles-menus.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { RoleEditor, RolesService } from './roles.service.ts';

function editorOf(request: FastifyRequest): RoleEditor {
  const session = requireSession(request);
  return { userId: session.userId, role: session.role, sessionId: session.sessionId };
}

/** System › Roles and System › Menus: roles and their tags, the menu tree, and "view as role". All `role:manage`. */
export function registerRolesRoutes(app: FastifyInstance, services: { roles: RolesService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { roles } = services;
  const config = { access: { tags: ['role:manage' as const] } };
  const tags = ['erp'];
  const done = { 200: envelopeSchema(z.null()) };

  api.get(
    '/erp/roles/list',
    {
      config,
      schema: {
        tags,
        summary: 'Every role with its staff count and tags',
        response: { 200: envelopeSchema(rolesAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await roles.listRoles()),
  );
  api.post(
    '/erp/roles/create',
    {
      config,
      schema: {
        tags,
        summary: 'Create a role (a taken id is a 409 naming id)',
        body: saveRoleRequestSchema,
        response: { 200: envelopeSchema(roleSummarySchema) },
      },
    },
    async (request) => okEnvelope(request, await roles.createRole(editorOf(request), request.body)),
  );
  api.post(
    '/erp/roles/rename',
    {
      config,
      schema: { tags, summary: 'Rename a role in both languages', body: saveRoleRequestSchema, response: done },
    },
    async (request) => okEnvelope(request, await roles.renameRole(editorOf(request), request.body).then(() => null)),
  );
  api.post(
    '/erp/roles/delete',
    { config, schema: { tags, summary: 'Delete a role nobody holds', body: deleteRoleRequestSchema, response: done } },
    async (request) => okEnvelope(request, await roles.removeRole(editorOf(request), request.body).then(() => null)),
  );
  api.post(
    '/erp/roles/set-tags',
    {
      config,
      schema: {
        tags,
        summary: "Set a role's menu entries and tags (only tags the editor holds may be granted)",
        body: setRoleTagsRequestSchema,
        response: { 200: envelopeSchema(roleSummarySchema) },
      },
    },
    async (request) => okEnvelope(request, await roles.setRoleTags(editorOf(request), request.body)),
  );
  api.get(
    '/erp/menus/list',
    {
      config,
      schema: {
        tags,
        summary: 'Every menu entry (pages and tags)',
        response: { 200: envelopeSchema(menuItemsAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await roles.listMenus()),
  );
  api.post(
    '/erp/menus/create',
    {
      config,
      schema: {
        tags,
        summary: 'Create a menu entry',
        body: createMenuRequestSchema,
        response: { 200: envelopeSchema(menuItemSchema) },
      },
    },
    async (request) => okEnvelope(request, await roles.createMenu(editorOf(request), request.body)),
  );
  api.post(
    '/erp/menus/update',
    {
      config,
      schema: {
        tags,
        summary: 'Edit, move or hide a menu entry',
        body: updateMenuRequestSchema,
        response: { 200: envelopeSchema(menuItemSchema) },
      },
    },
    async (request) => okEnvelope(request, await roles.editMenu(editorOf(request), request.body)),
  );
  api.post(
    '/erp/menus/delete',
    {
      config,
      schema: { tags, summary: 'Delete a menu entry no route needs', body: deleteMenuRequestSchema, response: done },
    },
    async (request) => okEnvelope(request, await roles.removeMenu(editorOf(request), request.body).then(() => null)),
  );
  api.get(
    '/erp/menus/preview',
    {
      config,
      schema: {
        tags,
        summary: "View as role: the menu and tags a role's staff get",
        querystring: menuPreviewQuerySchema,
        response: { 200: envelopeSchema(menuPreviewSchema) },
      },
    },
    async (request) => okEnvelope(request, await roles.previewRole(request.query.roleId)),
  );
}
