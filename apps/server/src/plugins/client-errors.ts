import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@boardforge/contracts/envelope.ts';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { selectLanguage, translate } from '../i18n/messages.ts';
import { reasonOfRefusal } from '../lib/error-reasons.ts';
import { generateRequestId } from './request-id.ts';
import { listSecurityHeaders } from './security-headers.ts';

const statusTexts: Partial<Record<ErrorCode, string>> = {
  '400': 'Bad Request',
  '408': 'Request Timeout',
  '431': 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route runs (a request line and headers
 * over the server's limit: 431; headers that did not arrive in time: 408; bytes that are not HTTP: 400) is answered
 * in the envelope like every other refusal, with a request id, the security headers and the caller's language, read
 * from the bytes received when they hold them (Accept-Language, a sane X-Request-Id). A connection already reset is
 * left alone.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const headers = readReceivedHeaders(error.rawPacket);
  const language = selectLanguage(headers['accept-language']);
  const requestId = generateRequestId({ headers });
  const { code, msg } =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? {
          code: '431' as const,
          msg: translate(language, 'errors.headersTooLarge', { limit: describeBytes(maxHeaderSize) }),
        }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { code: '408' as const, msg: translate(language, 'errors.requestTimeout') }
        : { code: '400' as const, msg: translate(language, 'errors.malformedHttp') };
  this.log.info({ requestId, code: error.code, status: code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ code, msg, data: { reason: reasonOfRefusal(code) } });
    const isHttps = (socket as Socket & { encrypted?: boolean }).encrypted === true;
    const head = [
      `HTTP/1.1 ${code} ${statusTexts[code]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${requestId}`,
      ...listSecurityHeaders(isHttps).map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** The headers of the bytes the parser refused (a Buffer, despite Fastify's type), as far as they came. */
function readReceivedHeaders(rawPacket: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!Buffer.isBuffer(rawPacket)) return headers;
  const text = rawPacket.subarray(0, 64 * 1024).toString('latin1');
  for (const line of text.split('\r\n').slice(1)) {
    if (line === '') break;
    const match = /^(accept-language|x-request-id):[ \t]*(.*?)[ \t]*$/i.exec(line);
    if (match?.[1] && match[2] !== undefined) headers[match[1].toLowerCase()] = match[2];
  }
  return headers;
}

/** A byte count as the message shows it: 16 KiB, or bytes when it is no whole number of KiB. */
function describeBytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}
