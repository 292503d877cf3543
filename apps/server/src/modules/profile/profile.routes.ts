import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import {
  avatarAnswerSchema,
  type Profile,
  profileLimits,
  profileSchema,
  updateProfileRequestSchema,
} from '@boardforge/contracts/profile.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import { readSessionToken, setSessionCookies } from '../../plugins/sessions.ts';
import type { ProfileService } from './profile.service.ts';

/** Routes of the member's own data: GET/POST /user/profile, POST /user/avatar, GET /user/avatar/:file. */
export function registerProfileRoutes(app: FastifyInstance, services: { profile: ProfileService }): void {
  void app.register(async (scope) => {
    // Multipart parsing for the avatar upload, unless an enclosing scope already registered it;
    // the 2 MB limit is passed with each read (readUploadedFile), so either way it holds.
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/user/profile',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: 'Own profile; also refreshes the userInfo cookie (avatar, nickname, points)',
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request, reply) => {
        const profile = await services.profile.getProfile(requireSession(request).userId);
        refreshUserInfoCookie(request, reply, profile);
        return okEnvelope(request, profile);
      },
    );

    api.post(
      '/user/profile',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: 'Change nickname (1–30), company, e-mail and QQ',
          body: updateProfileRequestSchema,
          response: { 200: envelopeSchema(profileSchema) },
        },
      },
      async (request, reply) => {
        const profile = await services.profile.updateProfile(requireSession(request).userId, request.body);
        refreshUserInfoCookie(request, reply, profile);
        return okEnvelope(request, profile);
      },
    );

    api.post(
      '/user/avatar',
      {
        config: { access: 'user' },
        bodyLimit: profileLimits.avatarBytes + 64 * 1024,
        schema: {
          tags: ['profile'],
          summary:
            'Upload an avatar: multipart field "file", PNG/JPEG/WebP by content, at most 2 MiB; re-encoded without metadata, within 512 × 512 px',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeSchema(avatarAnswerSchema) },
        },
      },
      async (request) => {
        const bytes = await readUploadedFile(request);
        return okEnvelope(request, await services.profile.saveAvatar(requireSession(request).userId, bytes));
      },
    );

    api.get(
      '/user/avatar/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['profile'],
          summary: 'An avatar image by its content hash (<sha256>.png|jpg|webp)',
          params: z.object({ file: z.string().max(80) }),
        },
      },
      async (request, reply) => {
        const avatar = await services.profile.openAvatar(request.params.file);
        return reply
          .type(avatar.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('content-disposition', 'inline')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(avatar.stream);
      },
    );
  });
}

/** Reads the one file part `file` of a multipart request; 415 when not multipart, 413 over the limit. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('415', 'profile.notMultipart');
  const part = await request.file({ limits: { fileSize: profileLimits.avatarBytes, files: 1, fields: 10, parts: 11 } });
  if (part?.fieldname !== 'file') throw new AppError('400', 'profile.avatarMissing');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('413', 'profile.avatarTooLarge', { limit: '2 MiB' }, { cause: error });
    }
    throw error;
  }
}

/** Re-sets the session cookies with fresh user info, so the web app shows the new avatar and points. */
function refreshUserInfoCookie(request: FastifyRequest, reply: FastifyReply, profile: Profile): void {
  const session = requireSession(request);
  const token = readSessionToken(request);
  if (!token) return;
  const userInfo = {
    uid: profile.uid,
    nickname: profile.nickname,
    phonenumber: profile.phone,
    avatarurl: profile.avatarUrl,
    userscore: profile.score,
  };
  setSessionCookies(request, reply, { token, session: { ...session, userInfo } });
}
