import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { BomUploadResult } from './files.service.ts';

/**
 * Sends a BOM answer in the usual envelope, splicing in the lines the worker already serialised
 * (the shape of `bomUploadAnswerSchema`), so 100 000 lines are never re-validated and re-serialised
 * on the main thread. The splice point is a random marker no file content can contain.
 */
export function sendBomAnswer(request: FastifyRequest, reply: FastifyReply, result: BomUploadResult): FastifyReply {
  const marker = `"bom-lines-${randomUUID()}"`;
  const envelope = JSON.stringify(okEnvelope(request, { ...result.answer, dataList: '__marker__' })).replace(
    '"__marker__"',
    marker,
  );
  const at = envelope.lastIndexOf(marker);
  const body = Buffer.concat([
    Buffer.from(envelope.slice(0, at)),
    result.dataListJson,
    Buffer.from(envelope.slice(at + marker.length)),
  ]);
  return reply.type('application/json; charset=utf-8').send(body);
}
