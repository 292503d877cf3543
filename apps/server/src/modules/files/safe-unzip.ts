import { Inflate } from 'fflate';
import { AppError } from '../../lib/app-error.ts';

/** What an archive may hold before it is refused as a zip bomb. */
export type ZipLimits = {
  maxEntries: number;
  maxTotalBytes: number;
  maxRatio: number;
  /** Entries smaller than this may compress better than maxRatio (tiny repetitive files do). */
  ratioFloorBytes: number;
};

/** The limits of uploads: 1 000 entries, 200 MB unpacked, 100:1 compression (entries over 1 MiB). */
export const uploadZipLimits: ZipLimits = {
  maxEntries: 1000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** An unpacked entry. */
export type ZipEntry = { name: string; data: Uint8Array };

/** An entry that was deliberately not unpacked. */
export type IgnoredZipEntry = { name: string; reason: 'nestedArchive' | 'systemFile' };

/** What an archive held: unpacked entries and the ones left packed. */
export type ZipContents = { entries: ZipEntry[]; ignored: IgnoredZipEntry[] };

const nestedArchivePattern = /\.(zip|rar|7z|tar|gz|tgz|bz2|xz|zst|lz|lzma|cab|arj|jar|apk|iso)$/i;
const systemFilePattern = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;
const inflateChunkBytes = 16 * 1024;

type CentralEntry = {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
};

/**
 * Unpacks a zip held in memory, refusing (AppError 400) bombs and unsafe entries before they can do
 * harm: too many entries, declared or actual unpacked size over the limit, a compression ratio over
 * the limit, an actual size that differs from the declared one, `..` or absolute paths, symbolic
 * links, encryption. Inflation is chunked and counted, so a lying header cannot exhaust memory.
 * Nested archives and OS litter (__MACOSX, .DS_Store) are listed as ignored, never unpacked.
 */
export function unzipSafely(bytes: Uint8Array, limits: ZipLimits = uploadZipLimits): ZipContents {
  const central = readCentralDirectory(bytes, limits);
  const entries: ZipEntry[] = [];
  const ignored: IgnoredZipEntry[] = [];
  const declaredTotal = central.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declaredTotal > limits.maxTotalBytes) throw tooLargeUnpacked(limits);
  for (const entry of central) {
    if (isOverRatio(entry.uncompressedSize, entry.compressedSize, limits)) throw overRatio(limits);
  }
  let actualTotal = 0;
  for (const entry of central) {
    if (systemFilePattern.test(entry.name)) {
      ignored.push({ name: entry.name, reason: 'systemFile' });
      continue;
    }
    if (nestedArchivePattern.test(entry.name)) {
      ignored.push({ name: entry.name, reason: 'nestedArchive' });
      continue;
    }
    const data = inflateEntry(bytes, entry, limits, actualTotal);
    actualTotal += data.length;
    entries.push({ name: entry.name, data });
  }
  return { entries, ignored };
}

function readCentralDirectory(bytes: Uint8Array, limits: ZipLimits): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const zip64 = readZip64End(view, end);
    count = zip64.count;
    offset = zip64.offset;
  }
  if (count > limits.maxEntries) throw new AppError('400', 'files.zipTooManyEntries', { limit: limits.maxEntries });
  const entries: CentralEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== 0x02014b50) throw corrupt();
    const madeBy = view.getUint16(offset + 4, true);
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    let compressedSize = view.getUint32(offset + 20, true);
    let uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const externalAttributes = view.getUint32(offset + 38, true);
    let localOffset = view.getUint32(offset + 42, true);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd + extraLength > view.byteLength) throw corrupt();
    const rawName = decoder.decode(bytes.subarray(offset + 46, nameEnd));
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
      const sizes = readZip64Extra(view, nameEnd, extraLength, {
        uncompressed: uncompressedSize === 0xffffffff,
        compressed: compressedSize === 0xffffffff,
        offset: localOffset === 0xffffffff,
      });
      uncompressedSize = sizes.uncompressed ?? uncompressedSize;
      compressedSize = sizes.compressed ?? compressedSize;
      localOffset = sizes.offset ?? localOffset;
    }
    offset = nameEnd + extraLength + commentLength;

    const name = checkEntryName(rawName);
    const isUnixHost = madeBy >> 8 === 3;
    if (isUnixHost && ((externalAttributes >>> 16) & 0o170000) === 0o120000) {
      throw new AppError('400', 'files.zipSymlink', { name: rawName });
    }
    if (name.endsWith('/')) continue; // a folder
    if (flags & 0x1) throw new AppError('400', 'files.zipEncrypted', { name });
    if (method !== 0 && method !== 8) throw new AppError('400', 'files.zipUnsupportedMethod', { name });
    entries.push({ name, flags, method, compressedSize, uncompressedSize, localOffset });
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let position = view.byteLength - 22; position >= lowest; position -= 1) {
    if (view.getUint32(position, true) === 0x06054b50) return position;
  }
  throw corrupt();
}

function readZip64End(view: DataView, end: number): { count: number; offset: number } {
  const locator = end - 20;
  if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) throw corrupt();
  const record = Number(view.getBigUint64(locator + 8, true));
  if (record + 56 > view.byteLength || view.getUint32(record, true) !== 0x06064b50) throw corrupt();
  return { count: Number(view.getBigUint64(record + 32, true)), offset: Number(view.getBigUint64(record + 48, true)) };
}

function readZip64Extra(
  view: DataView,
  start: number,
  length: number,
  wanted: { uncompressed: boolean; compressed: boolean; offset: boolean },
): { uncompressed?: number; compressed?: number; offset?: number } {
  let position = start;
  while (position + 4 <= start + length) {
    const id = view.getUint16(position, true);
    const size = view.getUint16(position + 2, true);
    if (id === 0x0001) {
      let field = position + 4;
      const read = () => {
        if (field + 8 > position + 4 + size) throw corrupt();
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      const result: { uncompressed?: number; compressed?: number; offset?: number } = {};
      if (wanted.uncompressed) result.uncompressed = read();
      if (wanted.compressed) result.compressed = read();
      if (wanted.offset) result.offset = read();
      return result;
    }
    position += 4 + size;
  }
  throw corrupt();
}

/** Refuses absolute paths, drive letters and `..`; answers the name with forward slashes. */
function checkEntryName(rawName: string): string {
  const name = rawName.replace(/\\/g, '/');
  const isUnsafe =
    name.includes('\0') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..');
  if (isUnsafe) throw new AppError('400', 'files.zipUnsafePath', { name: rawName });
  return name;
}

function inflateEntry(bytes: Uint8Array, entry: CentralEntry, limits: ZipLimits, totalBefore: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > view.byteLength || view.getUint32(local, true) !== 0x04034b50) throw corrupt();
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw corrupt();
  const compressed = bytes.subarray(start, end);

  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw sizeMismatch(entry.name);
    if (totalBefore + compressed.length > limits.maxTotalBytes) throw tooLargeUnpacked(limits);
    return compressed.slice();
  }

  const chunks: Uint8Array[] = [];
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    // The actual size counts, whatever the header declared: a lie stops the entry at once.
    if (produced > entry.uncompressedSize) throw sizeMismatch(entry.name);
    if (totalBefore + produced > limits.maxTotalBytes) throw tooLargeUnpacked(limits);
    if (isOverRatio(produced, entry.compressedSize, limits)) throw overRatio(limits);
    chunks.push(chunk);
  });
  try {
    for (let position = 0; position < compressed.length; position += inflateChunkBytes) {
      const next = Math.min(position + inflateChunkBytes, compressed.length);
      inflater.push(compressed.subarray(position, next), next === compressed.length);
    }
    if (compressed.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw corrupt();
  }
  if (produced !== entry.uncompressedSize) throw sizeMismatch(entry.name);
  const data = new Uint8Array(produced);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.length;
  }
  return data;
}

function isOverRatio(uncompressed: number, compressed: number, limits: ZipLimits): boolean {
  return uncompressed > limits.ratioFloorBytes && uncompressed / Math.max(compressed, 1) > limits.maxRatio;
}

function tooLargeUnpacked(limits: ZipLimits): AppError {
  return new AppError('400', 'files.zipTooLargeUnpacked', { limit: `${limits.maxTotalBytes / 1024 / 1024} MiB` });
}

function overRatio(limits: ZipLimits): AppError {
  return new AppError('400', 'files.zipRatio', { limit: limits.maxRatio });
}

function sizeMismatch(name: string): AppError {
  return new AppError('400', 'files.zipSizeMismatch', { name });
}

function corrupt(): AppError {
  return new AppError('400', 'files.zipCorrupt');
}
