import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  deleteProfileRequestSchema,
  importProfilesAnswerSchema,
  maxProfileImportBytes,
  orderProfileSchema,
  profileDocumentSchema,
  profileExportSchema,
  renameProfileRequestSchema,
  reorderAnswerSchema,
  reorderRequestSchema,
  saveProfileAnswerSchema,
  saveProfileRequestSchema,
} from '@boardforge/contracts/order-profiles.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { OrderProfilesService } from './order-profiles.service.ts';
import type { ReorderService } from './reorder.service.ts';

/**
 * The customer's saved order profiles under /profiles: list, save, rename, delete, export, import (all or none), and
 * the reorder of a past order priced with today's price book.
 */
export function registerOrderProfilesRoutes(
  app: FastifyInstance,
  services: { orderProfiles: OrderProfilesService; reorder: ReorderService },
): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['order-profiles'];

    api.get(
      '/profiles/list',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Own order profiles, the last changed first',
          response: { 200: envelopeSchema(z.array(orderProfileSchema)) },
        },
      },
      async (request) => okEnvelope(request, await services.orderProfiles.listOwn(requireSession(request).userId)),
    );

    api.post(
      '/profiles/save',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Save a quote spec as a named profile (at most 50 per customer)',
          body: saveProfileRequestSchema,
          response: { 200: envelopeSchema(saveProfileAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.orderProfiles.save(requireSession(request).userId, request.body)),
    );

    api.post(
      '/profiles/rename',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Rename an own profile',
          body: renameProfileRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.orderProfiles.rename(requireSession(request).userId, request.body);
        return okEnvelope(request, null);
      },
    );

    api.post(
      '/profiles/delete',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Delete an own profile',
          body: deleteProfileRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.orderProfiles.remove(requireSession(request).userId, request.body.id);
        return okEnvelope(request, null);
      },
    );

    api.get(
      '/profiles/export',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: 'Own profiles as a JSON document for import',
          response: { 200: envelopeSchema(profileExportSchema) },
        },
      },
      async (request) => okEnvelope(request, await services.orderProfiles.exportOwn(requireSession(request).userId)),
    );

    api.post(
      '/profiles/import',
      {
        config: { access: 'client' },
        bodyLimit: maxProfileImportBytes,
        schema: {
          tags,
          summary: 'Add the profiles of a JSON document, all or none (each spec checked by its tab)',
          body: profileDocumentSchema,
          response: { 200: envelopeSchema(importProfilesAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.orderProfiles.importDocument(requireSession(request).userId, request.body)),
    );

    api.post(
      '/profiles/reorder',
      {
        config: { access: 'client' },
        schema: {
          tags,
          summary: "An own past order's spec priced with today's price book, each cost line then and now",
          body: reorderRequestSchema,
          response: { 200: envelopeSchema(reorderAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(
          request,
          await services.reorder.priceReorder(requireSession(request).userId, request.body.orderNo, request.language),
        ),
    );
  });
}
