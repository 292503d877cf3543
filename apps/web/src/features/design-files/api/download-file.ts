import { buildUrl } from '../../../lib/request.ts';

/** GET /api/file/download?fileId= — a plain link: the browser downloads with the session cookie. */
export function buildFileDownloadUrl(fileId: string): string {
  return buildUrl('/file/download', { fileId });
}
