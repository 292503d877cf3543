import path from 'node:path';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  bomUploadAnswerSchema,
  cplUploadAnswerSchema,
  fileIdQuerySchema,
  fileLimits,
  gerberUploadAnswerSchema,
  previewQuerySchema,
  remapBomRequestSchema,
  uploadGerberFormSchema,
} from '@boardforge/contracts/files.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import { sendBomAnswer } from './bom-answer.ts';
import { buildContentDisposition, previewSecurityPolicy } from './file-names.ts';
import type { FilesService } from './files.service.ts';
import { receiveUpload, type UploadRules } from './upload-receiving.ts';
import { ensureVisitorToken, readVisitorToken } from './visitor-cookie.ts';

/** Visitors may upload 20 Gerber sets an hour per IP; logged-in users (counted per user) more. */
const gerberRateLimit = {
  timeWindow: '1 hour',
  max: (request: FastifyRequest) => (request.currentSession ? 200 : fileLimits.visitorGerberUploadsPerHour),
  keyGenerator: (request: FastifyRequest) =>
    request.currentSession ? `gerber:user:${request.currentSession.userId}` : `gerber:ip:${request.ip}`,
};

/**
 * Routes of design files: POST /file/uploadGerber (public), POST /file/uploadBom and /file/remapBom
 * (login), GET /file/download (owner and staff), GET /file/preview (the uploader and staff).
 */
export function registerFilesRoutes(
  app: FastifyInstance,
  services: { files: FilesService },
  options: { dataDir: string },
): void {
  const tempDir = path.join(options.dataDir, 'tmp', 'uploads');
  const gerberRules: UploadRules = {
    maxBytes: fileLimits.gerberMaxBytes,
    limitText: '50 MiB',
    allowedExtensions: fileLimits.gerberExtensions,
    tempDir,
  };
  const bomRules: UploadRules = {
    maxBytes: fileLimits.bomMaxBytes,
    limitText: '20 MiB',
    allowedExtensions: fileLimits.bomExtensions,
    tempDir,
  };
  const cplRules: UploadRules = { ...bomRules, allowedExtensions: fileLimits.cplExtensions };

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/file/uploadGerber',
      {
        config: { access: 'public', rateLimit: gerberRateLimit, multipartForm: uploadGerberFormSchema },
        schema: {
          tags: ['files'],
          summary:
            'Upload a zipped Gerber set (≤ 50 MiB, field "file"; optional field "solderMask"): size, layers, drills, previews',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(gerberUploadAnswerSchema) },
        },
      },
      async (request, reply) => {
        const visitorToken = request.currentSession ? readVisitorToken(request) : ensureVisitorToken(request, reply);
        const upload = await receiveUpload(request, gerberRules);
        const answer = await services.files.uploadGerber({
          upload,
          caller: { session: request.currentSession, visitorToken },
          solderMask: upload.fields.solderMask,
          translate: (key, params) => request.t(key, params),
        });
        return okEnvelope(request, answer);
      },
    );

    api.post(
      '/file/uploadBom',
      {
        config: { access: 'user' },
        schema: {
          tags: ['files'],
          summary:
            'Upload a bill of materials (.xls, .xlsx or .csv under 20 MiB, field "file"): columns, mapping, lines; a cell holding formula injection is refused (400 file.formulaCell, docs/api.md "Formula cells")',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(bomUploadAnswerSchema) },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        const upload = await receiveUpload(request, bomRules);
        return sendBomAnswer(request, reply, await services.files.uploadBom({ upload, session }));
      },
    );

    api.post(
      '/file/uploadCpl',
      {
        config: { access: 'user' },
        schema: {
          tags: ['files'],
          summary:
            'Upload a pick-and-place (CPL) list for SMT (.xls, .xlsx or .csv under 20 MiB, field "file"): placements per board and their sides; a cell holding formula injection is refused (400 file.formulaCell)',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(cplUploadAnswerSchema) },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const upload = await receiveUpload(request, cplRules);
        const translate = (key: Parameters<typeof request.t>[0], params?: Parameters<typeof request.t>[1]) =>
          request.t(key, params);
        return okEnvelope(request, await services.files.uploadCpl({ upload, session, translate }));
      },
    );

    api.post(
      '/file/remapBom',
      {
        config: { access: 'user' },
        schema: {
          tags: ['files'],
          summary: "Read an uploaded BOM again with the customer's column mapping",
          body: remapBomRequestSchema,
          response: { 200: envelopeSchema(bomUploadAnswerSchema) },
        },
      },
      async (request, reply) => {
        const session = requireSession(request);
        return sendBomAnswer(request, reply, await services.files.remapBom({ ...request.body, session }));
      },
    );

    api.get(
      '/file/download',
      {
        config: { access: 'user' },
        schema: {
          tags: ['files'],
          summary: 'Download an uploaded file (its owner and staff; others 404)',
          querystring: fileIdQuerySchema,
        },
      },
      async (request, reply) => {
        const opened = await services.files.openDownload({
          fileId: request.query.fileId,
          session: requireSession(request),
        });
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
      '/file/preview',
      {
        config: { access: 'public' },
        schema: {
          tags: ['files'],
          summary: 'SVG preview of an uploaded Gerber set, top or bottom (the uploader and staff only)',
          querystring: previewQuerySchema,
        },
      },
      async (request, reply) => {
        const stream = await services.files.openPreview({
          ...request.query,
          caller: { session: request.currentSession, visitorToken: readVisitorToken(request) },
        });
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('content-security-policy', previewSecurityPolicy)
          .header('content-disposition', buildContentDisposition(`preview-${request.query.side}.svg`, 'inline'))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .send(stream);
      },
    );
  });
}
