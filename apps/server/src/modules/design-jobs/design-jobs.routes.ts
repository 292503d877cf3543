import path from 'node:path';
import { designActionRequestSchema } from '@boardforge/contracts/design-job-actions.ts';
import {
  designBoardOrderAnswerSchema,
  designDownloadAnswerSchema,
  designFileSchema,
  designFileUploadFieldsSchema,
  designJobDetailSchema,
  designJobIdQuerySchema,
  designJobIdRequestSchema,
  designJobListItemSchema,
  designJobListQuerySchema,
  designJobPaths,
  designQueueItemSchema,
  designQueueQuerySchema,
  designWorkloadRowSchema,
  payDesignJobRequestSchema,
} from '@boardforge/contracts/design-job-views.ts';
import { designUploadExtensions, publishDesignJobRequestSchema } from '@boardforge/contracts/design-jobs.ts';
import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import { menuTags } from '@boardforge/contracts/erp-menu.ts';
import { fileLimits } from '@boardforge/contracts/files.ts';
import { createPaymentAnswerSchema } from '@boardforge/contracts/payments.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldAppError } from '../../lib/app-error.ts';
import { type RouteAccess, requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import { buildContentDisposition, previewSecurityPolicy } from '../files/file-names.ts';
import type { FilesService } from '../files/files.service.ts';
import { receiveUpload, type UploadRules } from '../files/upload-receiving.ts';
import type { PaymentsService } from '../payments/payments.public.ts';
import type { DesignJobsService } from './design-jobs.service.ts';

/** The routes are registered under /api: the contract's paths without it. */
function under(fullPath: string): string {
  return fullPath.replace(/^\/api/, '');
}

/** Staff who work the design service: any design tag, or the queue's menu. */
const designStaff: RouteAccess = { tags: ['design:quote', 'design:assign', 'design:work', menuTags.designQueue] };
const tags = ['design'];

/**
 * The layout design service (issue 16): the customer's routes under /design (publish, list, detail, action, pay,
 * download, board order, files) and staff's under /erp/design (queue, workload, detail, action, download, upload).
 */
export function registerDesignJobsRoutes(
  app: FastifyInstance,
  services: { designJobs: DesignJobsService; files: FilesService; payments: PaymentsService },
  options: { dataDir: string },
): void {
  const { designJobs } = services;
  const uploadRules: UploadRules = {
    maxBytes: fileLimits.gerberMaxBytes,
    limitText: '50 MiB',
    allowedExtensions: designUploadExtensions,
    tempDir: path.join(options.dataDir, 'tmp', 'uploads'),
  };
  const callerOf = (request: FastifyRequest) => designJobs.resolveCaller(requireSession(request));

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    for (const [url, access] of [
      [designJobPaths.uploadFile, 'client'],
      [designJobPaths.erpUploadFile, { tags: ['design:work'] }],
    ] as const) {
      api.post(
        under(url),
        {
          config: { access },
          schema: {
            tags,
            summary: `Upload a layout design file (≤ 50 MiB, field "file", field "kind"): ${designUploadExtensions.join(' ')}`,
            consumes: ['multipart/form-data'],
            response: { 200: envelopeSchema(designFileSchema) },
          },
        },
        async (request) => {
          const session = requireSession(request);
          const upload = await receiveUpload(request, uploadRules);
          const fields = designFileUploadFieldsSchema.safeParse({ kind: upload.fields.kind });
          if (!fields.success) throw new FieldAppError('kind', 'errors.badRequest');
          const row = await services.files.uploadDesignFile({ upload, session, kind: fields.data.kind });
          return okEnvelope(request, designJobs.describeUpload(row));
        },
      );
    }
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    under(designJobPaths.publish),
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: 'Publish a layout design job (up to 100 pins priced at once; larger ones reviewed by staff)',
        body: publishDesignJobRequestSchema,
        response: { 200: envelopeSchema(designJobDetailSchema) },
      },
    },
    async (request) => okEnvelope(request, await designJobs.publish(await callerOf(request), request.body)),
  );

  api.get(
    under(designJobPaths.list),
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: "A page of the caller's layout design jobs, newest first",
        querystring: designJobListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(designJobListItemSchema)) },
      },
    },
    async (request) => okEnvelope(request, await designJobs.listOwn(await callerOf(request), request.query)),
  );

  for (const [url, access] of [
    [designJobPaths.detail, 'client'],
    [designJobPaths.erpDetail, designStaff],
  ] as const) {
    api.get(
      under(url),
      {
        config: { access },
        schema: {
          tags,
          summary: 'A layout design job with its rounds, files, history and the actions the caller may take',
          querystring: designJobIdQuerySchema,
          response: { 200: envelopeSchema(designJobDetailSchema) },
        },
      },
      async (request) => okEnvelope(request, await designJobs.readDetail(await callerOf(request), request.query.jobId)),
    );
  }

  for (const [url, access] of [
    [designJobPaths.action, 'client'],
    [designJobPaths.erpAction, designStaff],
  ] as const) {
    api.post(
      under(url),
      {
        config: { access },
        schema: {
          tags,
          summary: 'Take one step of a layout design job (409 when the job left fromStatus or the round is stale)',
          body: designActionRequestSchema,
          response: { 200: envelopeSchema(designJobDetailSchema) },
        },
      },
      async (request) => okEnvelope(request, await designJobs.act(await callerOf(request), request.body)),
    );
  }

  for (const [url, access] of [
    [designJobPaths.download, 'client'],
    [designJobPaths.erpDownload, designStaff],
  ] as const) {
    api.post(
      under(url),
      {
        config: { access },
        schema: {
          tags,
          summary: "The final package's files; each download is recorded (the owner's first moves the job)",
          body: designJobIdRequestSchema,
          response: { 200: envelopeSchema(designDownloadAnswerSchema) },
        },
      },
      async (request) => okEnvelope(request, await designJobs.download(await callerOf(request), request.body.jobId)),
    );
  }

  api.post(
    under(designJobPaths.pay),
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: "Start paying a quoted layout design job's price on an online channel",
        body: payDesignJobRequestSchema,
        response: { 200: envelopeSchema(createPaymentAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(
        request,
        await services.payments.createDesignJobPayment(requireSession(request).userId, request.body, {
          siteOrigin: `${request.protocol}://${request.host}`,
        }),
      ),
  );

  api.get(
    under(designJobPaths.boardOrder),
    {
      config: { access: 'client' },
      schema: {
        tags,
        summary: 'The /valuation parameters (size, layers, final Gerber) to order the designed board',
        querystring: designJobIdQuerySchema,
        response: { 200: envelopeSchema(designBoardOrderAnswerSchema) },
      },
    },
    async (request) =>
      okEnvelope(request, await designJobs.readBoardOrder(await callerOf(request), request.query.jobId)),
  );

  api.get(
    under(designJobPaths.fileContent),
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The bytes of a layout design job's file (the job's owner and staff; others 404)",
        querystring: z.object({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      await designJobs.findFileJobAccess(await callerOf(request), request.query.fileId);
      const opened = await services.files.openFileOfJob(request.query.fileId);
      return reply
        .header('content-type', opened.mediaType)
        .header('content-length', opened.size)
        .header('content-disposition', buildContentDisposition(opened.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(opened.stream);
    },
  );

  api.get(
    under(designJobPaths.filePreview),
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "One side of a layout design job's Gerber set as SVG (the job's owner and staff; others 404)",
        querystring: z.object({ fileId: z.uuid(), side: z.enum(['top', 'bottom']) }),
      },
    },
    async (request, reply) => {
      await designJobs.findFileJobAccess(await callerOf(request), request.query.fileId);
      const stream = await services.files.openPreviewOfJob(request.query.fileId, request.query.side);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-security-policy', previewSecurityPolicy)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  api.get(
    under(designJobPaths.erpQueue),
    {
      config: { access: designStaff },
      schema: {
        tags,
        summary: 'The design queue: every job by status, engineer, overdue or keyword, paged',
        querystring: designQueueQuerySchema,
        response: { 200: envelopeSchema(pageSchema(designQueueItemSchema)) },
      },
    },
    async (request) => okEnvelope(request, await designJobs.listQueue(request.query)),
  );

  api.get(
    under(designJobPaths.erpWorkload),
    {
      config: { access: designStaff },
      schema: {
        tags,
        summary: "Every design engineer's jobs by stage, overdue ones and the next due date",
        response: { 200: envelopeSchema(z.array(designWorkloadRowSchema)) },
      },
    },
    async (request) => okEnvelope(request, await designJobs.listWorkload()),
  );
}
