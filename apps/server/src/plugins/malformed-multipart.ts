import type { FastifyError, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * The catalogue message of a multipart body that cannot be parsed, or undefined when the error is something else.
 * Busboy (under @fastify/multipart) throws plain errors without a code, so they are told by their text: a Content-Type
 * without a boundary (or one longer than busboy's search allows), and a body that ends before its closing boundary (cut
 * short, or written with another boundary). A client gone mid-upload is @fastify/multipart's FST_MP_PREMATURE_CLOSE.
 * The upload-routes test walks every upload route with each, so a wording changed by an upgrade fails there.
 */
export function describeMalformedMultipart(error: FastifyError, request: FastifyRequest): MessageKey | undefined {
  const contentType = request.headers['content-type'];
  if (typeof contentType !== 'string' || !/^\s*multipart\//i.test(contentType)) return undefined;
  if (error.code === 'FST_MP_PREMATURE_CLOSE') return 'files.multipartIncomplete';
  if (error.code !== undefined) return undefined;
  if (error.message === 'Multipart: Boundary not found' || error.message.startsWith('The needle cannot')) {
    return 'files.multipartNoBoundary';
  }
  if (/unexpected end of multipart data/i.test(error.message)) return 'files.multipartIncomplete';
  return undefined;
}
