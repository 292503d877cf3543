import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { orderScreenTags } from '@boardforge/contracts/erp-menu.ts';
import {
  type CplUploadAnswer,
  type GerberUploadAnswer,
  uploadGerberFieldsSchema,
} from '@boardforge/contracts/files.ts';
import type { RecentFile } from '@boardforge/contracts/order-home.ts';
import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import { solderMasks } from '@boardforge/domain/pricing/options.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileWorkerPool } from '../../workers/file-worker-pool.ts';
import type { BomAnalysis } from '../bom/bom-analysis.ts';
import type { BomMapping } from '../bom/bom-columns.ts';
import type { BomLine } from '../bom/bom-lines.ts';
import type { SpreadsheetFormat } from '../bom/spreadsheet-reading.ts';
import { listTagsOfRole } from '../menus/menus.public.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import { type FileStorage, isMissingKeyError } from '../storage/file-storage.ts';
import type { StoredContentsService } from '../storage/stored-contents.service.ts';
import { checkDesignUpload } from './design-upload-checks.ts';
import { readExtension, sanitizeFileName } from './file-names.ts';
import {
  deleteExpiredFiles,
  type FileRow,
  findFileById,
  insertFile,
  listNewestFilesOfOwner,
  transferVisitorFiles,
  updateFileAnalysis,
} from './files.repository.ts';
import { type BomUploadSummary, type Translate, toBomSummary, toCplAnswer, toGerberAnswer } from './files.view.ts';
import { checkBomSignature, readSignature, refuseSignature } from './upload-checks.ts';
import type { ReceivedUpload } from './upload-receiving.ts';
import { hashVisitorToken, visitorFileLifetimeMs } from './visitor-cookie.ts';

/** Who is calling: the session, and the visitor token of the browser when it has one. */
/** The tags whose holders may read customers' files: the order screens and the purchase and sales quote sheets. */
const customerFileReaderTags = [...orderScreenTags, 'order:purchaseQuote', 'order:salesQuote'];

export type FileCaller = { session: CurrentSession | null; visitorToken: string | undefined };

/** Content made by the server (a preview) and the key it is stored under: the SHA-256 of its bytes. */
type StoredContent = { key: string; bytes: Uint8Array };

/** A stored file opened for sending. */
export type OpenedFile = { stream: Readable; name: string; mediaType: string; size: number };

/** A BOM upload's answer: the summary, and the lines as JSON bytes made in the worker (see BomTaskResult). */
export type BomUploadResult = { answer: BomUploadSummary; dataListJson: Uint8Array };

/** What is kept of a BOM's reading (the lines are read again when needed). */
type StoredBomAnalysis = Omit<BomAnalysis, 'dataList'> & { format: SpreadsheetFormat };

const bomMediaTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Creates the files service: Gerber and BOM uploads, remapping, downloads, previews, visitor files. */
export function createFilesService(dependencies: {
  db: Db;
  /** Reads stored content; storing and releasing go through `contents`. */
  storage: FileStorage;
  /** Stores content and releases it to the clean-up with a grace period (never deletes bytes at once). */
  contents: StoredContentsService;
  now: () => Date;
  /** The pool of file workers that read uploads (the app's; it closes it). */
  fileWorkers: FileWorkerPool;
}) {
  const { db, storage, contents, now, fileWorkers } = dependencies;

  /**
   * Analyses an uploaded Gerber zip in a worker, stores it and its previews by hash and records it
   * for the user, or for the visitor (expiring in 24 hours). Refused uploads leave nothing behind.
   */
  async function uploadGerber(input: {
    upload: ReceivedUpload;
    caller: FileCaller;
    solderMask: string | undefined;
    translate: Translate;
  }): Promise<GerberUploadAnswer> {
    const { upload, caller } = input;
    try {
      const fields = uploadGerberFieldsSchema.safeParse({ solderMask: input.solderMask });
      if (!fields.success) throw new AppError('400', 'files.invalidSolderMask', { values: solderMasks.join(', ') });
      const signature = await readSignature(upload.tempPath);
      if (signature !== 'zip') throw refuseSignature(signature, 'ZIP');
      const bytes = await readFile(upload.tempPath);
      const result = await fileWorkers.run({ kind: 'gerber', bytes, solderMask: fields.data.solderMask });
      const previewTop = toStoredText(result.previewTop);
      const previewBottom = toStoredText(result.previewBottom);
      const at = now();
      const isVisitor = caller.session === null;
      const row = await storeAndRecord(upload, [previewTop, previewBottom], {
        ...ownerColumns(caller),
        kind: 'gerber',
        originalName: sanitizeFileName(upload.clientName, 'gerber.zip'),
        mediaType: 'application/zip',
        hash: upload.hash,
        size: upload.size,
        analysis: result.analysis,
        previewTopHash: previewTop.key,
        previewBottomHash: previewBottom.key,
        createdAt: at,
        expiresAt: isVisitor ? new Date(at.getTime() + visitorFileLifetimeMs) : null,
      });
      return toGerberAnswer(row, input.translate);
    } finally {
      await rm(upload.tempPath, { force: true });
    }
  }

  /** Reads an uploaded BOM in a worker (header, mapping, lines), stores it and records it for the user. */
  async function uploadBom(input: { upload: ReceivedUpload; session: CurrentSession }): Promise<BomUploadResult> {
    const { upload } = input;
    try {
      const fileName = sanitizeFileName(upload.clientName, 'bom.csv');
      const format = readExtension(fileName).slice(1) as SpreadsheetFormat;
      const signature = await readSignature(upload.tempPath);
      checkBomSignature(signature, format);
      const bytes = await readFile(upload.tempPath);
      const { dataListJson, ...summary } = await fileWorkers.run({ kind: 'bom', bytes, format, fileName });
      const row = await storeAndRecord(upload, [], {
        ownerUserId: input.session.userId,
        visitorKey: null,
        kind: 'bom',
        originalName: fileName,
        mediaType: bomMediaTypes[format],
        hash: upload.hash,
        size: upload.size,
        analysis: { ...summary, format } satisfies StoredBomAnalysis,
        createdAt: now(),
        expiresAt: null,
      });
      return { answer: toBomSummary(row, summary), dataListJson };
    } finally {
      await rm(upload.tempPath, { force: true });
    }
  }

  /**
   * Reads an uploaded pick-and-place (CPL) list in a worker and records it for the user: placements per board and
   * their sides, for an SMT order. Refused uploads leave nothing behind.
   */
  async function uploadCpl(input: {
    upload: ReceivedUpload;
    session: CurrentSession;
    translate: Translate;
  }): Promise<CplUploadAnswer> {
    const { upload } = input;
    try {
      const fileName = sanitizeFileName(upload.clientName, 'cpl.csv');
      const format = readExtension(fileName).slice(1) as SpreadsheetFormat;
      checkBomSignature(await readSignature(upload.tempPath), format);
      const analysis = await fileWorkers.run({
        kind: 'cpl',
        bytes: await readFile(upload.tempPath),
        format,
        fileName,
      });
      const row = await storeAndRecord(upload, [], {
        ownerUserId: input.session.userId,
        visitorKey: null,
        kind: 'cpl',
        originalName: fileName,
        mediaType: bomMediaTypes[format],
        hash: upload.hash,
        size: upload.size,
        analysis: { ...analysis, format },
        createdAt: now(),
        expiresAt: null,
      });
      return toCplAnswer(row, input.translate);
    } finally {
      await rm(upload.tempPath, { force: true });
    }
  }

  /** Reads a stored BOM again with the customer's corrected mapping and keeps that mapping. */
  async function remapBom(input: {
    fileId: string;
    mapping: BomMapping;
    session: CurrentSession;
  }): Promise<BomUploadResult> {
    const row = await findVisibleFile(input.fileId, { session: input.session, visitorToken: undefined });
    if (row.kind !== 'bom') throw new AppError('400', 'files.bomNotBom', { fileId: row.id });
    const stored = row.analysis as StoredBomAnalysis;
    const bytes = await readStoredBytes(row.hash);
    const mapping = Object.fromEntries(Object.entries(input.mapping).filter(([, column]) => column !== undefined));
    const { dataListJson, ...summary } = await fileWorkers.run({
      kind: 'bom',
      bytes,
      format: stored.format,
      fileName: row.originalName,
      mapping,
    });
    await updateFileAnalysis(db, row.id, { ...summary, format: stored.format } satisfies StoredBomAnalysis);
    return { answer: toBomSummary(row, summary), dataListJson };
  }

  /**
   * The lines of a BOM the user uploaded, read again in a worker with its stored mapping (the file is the one source
   * of its lines). Someone else's file or an unknown one is a 404, another kind of file a 400.
   */
  async function readOwnBomLines(input: { fileId: string; userId: string }): Promise<BomLine[]> {
    const row = await findFileById(db, input.fileId);
    if (!row || row.ownerUserId !== input.userId) throw new AppError('404', 'files.notFound');
    if (row.kind !== 'bom') throw new AppError('400', 'files.bomNotBom', { fileId: row.id });
    const stored = row.analysis as StoredBomAnalysis;
    const bytes = await readStoredBytes(row.hash);
    const mapping = stored.mapping;
    const { dataListJson } = await fileWorkers.run({
      kind: 'bom',
      bytes,
      format: stored.format,
      fileName: row.originalName,
      mapping,
    });
    return JSON.parse(new TextDecoder().decode(dataListJson)) as BomLine[];
  }

  /**
   * Checks a layout design upload (design-upload-checks.ts), stores it and records it for the uploader with its kind
   * (schematic, layoutPdf, gerber…); a job names it by id later. Refused uploads leave nothing behind.
   */
  async function uploadDesignFile(input: { upload: ReceivedUpload; session: CurrentSession; kind: string }) {
    const { upload } = input;
    try {
      const name = sanitizeFileName(upload.clientName, 'design.zip');
      await checkDesignUpload(upload.tempPath, readExtension(name), name);
      // A .csv is kept as it is and downloaded by staff: refused like a BOM when a cell holds formula injection.
      if (readExtension(name) === '.csv') {
        const bytes = await readFile(upload.tempPath);
        await fileWorkers.run({ kind: 'formulaCheck', bytes, format: 'csv', fileName: name });
      }
      // A round's or the final package's Gerber set is read like a quote's, so its sides can be previewed.
      const previews = input.kind === 'gerber' ? await drawDesignGerber(upload.tempPath) : undefined;
      return await storeAndRecord(upload, previews ? [previews.top, previews.bottom] : [], {
        ownerUserId: input.session.userId,
        visitorKey: null,
        kind: 'design',
        originalName: name,
        mediaType: 'application/octet-stream',
        hash: upload.hash,
        size: upload.size,
        analysis: { designKind: input.kind },
        ...(previews ? { previewTopHash: previews.top.key, previewBottomHash: previews.bottom.key } : {}),
        createdAt: now(),
        expiresAt: null,
      });
    } finally {
      await rm(upload.tempPath, { force: true });
    }
  }

  /** A design Gerber set's two sides drawn by the Gerber worker, to be stored by hash; refused like a quote's Gerber. */
  async function drawDesignGerber(tempPath: string): Promise<{ top: StoredContent; bottom: StoredContent }> {
    const signature = await readSignature(tempPath);
    if (signature !== 'zip') throw refuseSignature(signature, 'ZIP');
    const result = await fileWorkers.run({ kind: 'gerber', bytes: await readFile(tempPath), solderMask: 'green' });
    return { top: toStoredText(result.previewTop), bottom: toStoredText(result.previewBottom) };
  }

  /** Opens a Gerber preview of a file the caller was already allowed to see by its job (the design service). */
  async function openPreviewOfJob(fileId: string, side: 'top' | 'bottom'): Promise<Readable> {
    return openPreviewOf(await findFileById(db, fileId), side);
  }

  /** A file's drawn side (404 when the file is missing or has no drawing). */
  function openPreviewOf(
    row: { previewTopHash: string | null; previewBottomHash: string | null } | undefined,
    side: 'top' | 'bottom',
  ): Promise<Readable> {
    const key = side === 'top' ? row?.previewTopHash : row?.previewBottomHash;
    if (!key) throw new AppError('404', 'files.notFound');
    return openStored(key);
  }

  /** Opens a file for download by its owner or staff; anyone else gets 404 (its existence is not told). */
  async function openDownload(input: { fileId: string; session: CurrentSession }): Promise<OpenedFile> {
    const row = await findVisibleFile(input.fileId, { session: input.session, visitorToken: undefined });
    return { stream: await openStored(row.hash), name: row.originalName, mediaType: row.mediaType, size: row.size };
  }

  /**
   * Opens a file the caller was already allowed to see by its job (the design service checks the job's owner or
   * staff first); 404 when it does not exist.
   */
  async function openFileOfJob(fileId: string): Promise<OpenedFile> {
    const row = await findFileById(db, fileId);
    if (!row) throw new AppError('404', 'files.notFound');
    return { stream: await openStored(row.hash), name: row.originalName, mediaType: row.mediaType, size: row.size };
  }

  /** Opens a Gerber preview (SVG) for the uploader (user or visitor browser) or staff; others 404. */
  async function openPreview(input: { fileId: string; side: 'top' | 'bottom'; caller: FileCaller }): Promise<Readable> {
    return openPreviewOf(await findVisibleFile(input.fileId, input.caller), input.side);
  }

  /** Hands the files a visitor's browser uploaded to the user who just logged in there; returns how many. */
  async function claimVisitorFiles(visitorToken: string | undefined, userId: string): Promise<number> {
    if (!visitorToken) return 0;
    return transferVisitorFiles(db, hashVisitorToken(visitorToken), userId, now());
  }

  /**
   * Deletes expired visitor files and, in the same transaction, releases their content (and previews): the clean-up
   * deletes those bytes after the grace period unless a row uses them again by then. Returns how many files.
   */
  async function purgeExpiredFiles(): Promise<number> {
    return db.transaction(async (tx) => {
      const { count, keys } = await deleteExpiredFiles(tx, now());
      await contents.release(keys, tx);
      return count;
    });
  }

  async function findVisibleFile(fileId: string, caller: FileCaller): Promise<FileRow> {
    const row = await findFileById(db, fileId);
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= now().getTime())) {
      throw new AppError('404', 'files.notFound');
    }
    const { session, visitorToken } = caller;
    // Staff read a customer's file only where their work shows it: the order screens and the quote sheets (issue 33:
    // least privilege; a role holding, say, content:edit alone gets the same 404 as a stranger).
    const isStaff =
      session?.kind === 'staff' && hasAnyPermission(await listTagsOfRole(db, session.role), customerFileReaderTags);
    const isOwner = session !== null && row.ownerUserId === session.userId;
    const isVisitorOwner =
      row.visitorKey !== null && visitorToken !== undefined && hashVisitorToken(visitorToken) === row.visitorKey;
    if (!isStaff && !isOwner && !isVisitorOwner) throw new AppError('404', 'files.notFound');
    return row;
  }

  /**
   * Stores the upload and the contents made from it (previews), then inserts the row: bytes first, so a row never
   * names content that is not stored. When storing or the insert fails (a storage outage answers 503), what it stored
   * is released to the clean-up, which deletes none of it that a row uses by then; the first error is the answer.
   */
  async function storeAndRecord(
    upload: ReceivedUpload,
    extras: StoredContent[],
    row: Parameters<typeof insertFile>[1],
  ): Promise<FileRow> {
    try {
      for (const extra of extras) await contents.store(extra.key, extra.bytes);
      await contents.store(upload.hash, { path: upload.tempPath });
      return await insertFile(db, row);
    } catch (error) {
      await contents.release([upload.hash, ...extras.map((extra) => extra.key)]).catch(() => undefined);
      throw error;
    }
  }

  /** Opens stored content: a key that is not stored is a 404; a store that cannot be used a 503. */
  async function openStored(key: string): Promise<Readable> {
    try {
      return await storage.get(key);
    } catch (error) {
      if (isMissingKeyError(error)) throw new AppError('404', 'files.notFound');
      throw error;
    }
  }

  async function readStoredBytes(key: string): Promise<Uint8Array> {
    const stream = await openStored(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The user's newest uploaded files, newest first (the customer's home lists them). */
  async function listNewestOwnFiles(userId: string, limit: number): Promise<RecentFile[]> {
    const rows = await listNewestFilesOfOwner(db, userId, limit);
    return rows.map((row) => ({
      fileId: row.id,
      fileName: row.originalName,
      kind: row.kind,
      size: row.size,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    uploadGerber,
    uploadBom,
    uploadCpl,
    uploadDesignFile,
    openFileOfJob,
    openPreviewOfJob,
    remapBom,
    readOwnBomLines,
    openDownload,
    openPreview,
    claimVisitorFiles,
    purgeExpiredFiles,
    listNewestOwnFiles,
  };
}

/** The files service's interface. */
export type FilesService = ReturnType<typeof createFilesService>;

function toStoredText(text: string): StoredContent {
  const bytes = Buffer.from(text, 'utf8');
  return { key: createHash('sha256').update(bytes).digest('hex'), bytes };
}

function ownerColumns(caller: FileCaller): { ownerUserId: string | null; visitorKey: string | null } {
  if (caller.session) return { ownerUserId: caller.session.userId, visitorKey: null };
  if (!caller.visitorToken) throw new Error('a visitor upload needs a visitor token');
  return { ownerUserId: null, visitorKey: hashVisitorToken(caller.visitorToken) };
}
