import path from 'node:path';
import {
  catalogueImportLimits,
  importResultSchema,
  partsImportPreviewSchema,
  suppliersImportPreviewSchema,
} from '@boardforge/contracts/catalogue-import.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import { receiveUpload, type UploadRules } from '../files/upload-receiving.ts';
import type { CatalogueImportService } from './catalogue-import.service.ts';

const fileNote = `.csv, .xlsx or .xls up to ${catalogueImportLimits.limitText} and ${catalogueImportLimits.maxRows} rows, field "file"`;

/**
 * The catalogue import (导入): POST /erp/parts/import/preview and /confirm (`parts:edit`), POST
 * /erp/suppliers/import/preview and /confirm (`suppliers:edit`). Each takes the file as multipart.
 */
export function registerCatalogueImportRoutes(
  app: FastifyInstance,
  services: { catalogueImport: CatalogueImportService },
  options: { dataDir: string; listTagsOfRole: (roleId: string) => Promise<string[]> },
): void {
  const rules: UploadRules = {
    maxBytes: catalogueImportLimits.maxBytes,
    limitText: catalogueImportLimits.limitText,
    allowedExtensions: catalogueImportLimits.extensions,
    tempDir: path.join(options.dataDir, 'tmp', 'uploads'),
  };
  const { catalogueImport } = services;
  // The upload, the caller's language and whether the caller may also write suppliers' offers.
  const readInput = async (request: FastifyRequest) => {
    const heldTags = await options.listTagsOfRole(requireSession(request).role);
    return {
      upload: await receiveUpload(request, rules),
      translator: request,
      canWriteOffers: hasAnyPermission(heldTags, ['suppliers:edit']),
    };
  };

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const multipartSchema = (summary: string) => ({
      tags: ['catalogue import'],
      summary,
      consumes: ['multipart/form-data'],
    });

    api.post(
      '/erp/parts/import/preview',
      {
        config: { access: { tags: ['parts:edit'] } },
        schema: {
          ...multipartSchema(`Read a parts file (${fileNote}): recognised rows, what is new, every row's problems`),
          response: { 200: envelopeSchema(partsImportPreviewSchema) },
        },
      },
      async (request) => okEnvelope(request, await catalogueImport.previewParts(await readInput(request))),
    );

    api.post(
      '/erp/parts/import/confirm',
      {
        config: { access: { tags: ['parts:edit'] } },
        schema: {
          ...multipartSchema(`Import a parts file (${fileNote}) all or nothing, upserting by MPN and manufacturer`),
          response: { 200: envelopeSchema(importResultSchema) },
        },
      },
      async (request) => okEnvelope(request, await catalogueImport.importParts(await readInput(request))),
    );

    api.post(
      '/erp/suppliers/import/preview',
      {
        config: { access: { tags: ['suppliers:edit'] } },
        schema: {
          ...multipartSchema(`Read a suppliers file (${fileNote}): recognised rows, what is new, every row's problems`),
          response: { 200: envelopeSchema(suppliersImportPreviewSchema) },
        },
      },
      async (request) => okEnvelope(request, await catalogueImport.previewSuppliers(await readInput(request))),
    );

    api.post(
      '/erp/suppliers/import/confirm',
      {
        config: { access: { tags: ['suppliers:edit'] } },
        schema: {
          ...multipartSchema(`Import a suppliers file (${fileNote}) all or nothing, upserting by name`),
          response: { 200: envelopeSchema(importResultSchema) },
        },
      },
      async (request) => okEnvelope(request, await catalogueImport.importSuppliers(await readInput(request))),
    );
  });
}
