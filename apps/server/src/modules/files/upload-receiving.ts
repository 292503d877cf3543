import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isStorableText } from '@boardforge/contracts/text.ts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { buildUnstorableTextError } from '../../plugins/unstorable-text.ts';
import { readExtension } from './file-names.ts';

/** An upload written to a temporary file: its hash and size, the client's name, the other form fields. */
export type ReceivedUpload = {
  tempPath: string;
  hash: string;
  size: number;
  clientName: string;
  fields: Record<string, string>;
};

/** How one upload route receives its file. */
export type UploadRules = {
  maxBytes: number;
  /** How the limit reads in messages, e.g. "50 MB". */
  limitText: string;
  allowedExtensions: readonly string[];
  /** The content alone decides what the file is (images): the client's name is not read for its extension. */
  isNameIgnored?: boolean;
  tempDir: string;
};

// Room for the multipart framing and the small form fields around the file.
const multipartOverheadBytes = 64 * 1024;

/**
 * Streams the multipart `file` of a request into a temporary file while hashing it (SHA-256),
 * with @fastify/multipart limits: one file, a few small fields, `maxBytes`. Refuses a request that
 * is not multipart or names another extension (415), a declared or actual size over the limit (413,
 * before reading when Content-Length already says so), a missing or empty file (400). Whatever
 * goes wrong, the temporary file is removed.
 */
export async function receiveUpload(request: FastifyRequest, rules: UploadRules): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('415', 'files.notMultipart');
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > rules.maxBytes + multipartOverheadBytes) {
    throw new AppError('413', 'files.tooLarge', { limit: rules.limitText });
  }
  const fields: Record<string, string> = {};
  let received: Omit<ReceivedUpload, 'fields'> | undefined;
  let tempPath: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 100 },
    });
    for await (const part of parts) {
      // Multipart fields are read here, after the edge check of JSON bodies: the same text rule, field by field.
      if (!isStorableText(part.fieldname)) throw buildUnstorableTextError(request, [part.fieldname]);
      if (part.type === 'field') {
        const value = String(part.value);
        if (!isStorableText(value)) throw buildUnstorableTextError(request, [part.fieldname]);
        fields[part.fieldname] = value;
        continue;
      }
      const clientName = part.filename ?? '';
      if (!isStorableText(clientName)) {
        part.file.resume();
        throw buildUnstorableTextError(request, [part.fieldname]);
      }
      const isNameAccepted = rules.isNameIgnored || rules.allowedExtensions.includes(readExtension(clientName));
      if (part.fieldname !== 'file' || !isNameAccepted) {
        part.file.resume();
        throw new AppError('415', 'files.wrongExtension', {
          name: clientName.slice(0, 100),
          allowed: rules.allowedExtensions.join(', '),
        });
      }
      await mkdir(rules.tempDir, { recursive: true });
      tempPath = path.join(rules.tempDir, `${randomUUID()}.upload`);
      // The file exists before the first byte is piped: a body cut mid-file fails the pipeline at once, and the
      // removal below must not run ahead of a write stream still opening (that left an empty file behind).
      const output = await open(tempPath, 'wx');
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        part.file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        output.createWriteStream(),
      );
      if (part.file.truncated) throw new AppError('413', 'files.tooLarge', { limit: rules.limitText });
      received = { tempPath, hash: hash.digest('hex'), size, clientName };
    }
    if (!received) throw new AppError('400', 'files.fileMissing');
    if (received.size === 0) throw new AppError('400', 'files.empty');
    return { ...received, fields };
  } catch (error) {
    if (tempPath) await rm(tempPath, { force: true });
    throw translateMultipartError(error, rules);
  }
}

/** @fastify/multipart's limit errors as AppErrors (413 for size, 400 for too many parts). */
function translateMultipartError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('413', 'files.tooLarge', { limit: rules.limitText });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('400', 'files.tooManyParts');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
    return new AppError('415', 'files.notMultipart');
  }
  return error;
}
