/** Why a file was refused before uploading: wrong extension, empty, or over the size limit. */
export type UploadRefusal =
  | { reason: 'extension'; name: string; allowed: string }
  | { reason: 'empty'; name: string }
  | { reason: 'tooLarge'; name: string; size: string; limit: string };

export type UploadFileRules = {
  allowedExtensions: readonly string[];
  maxBytes: number;
};

const bytesPerMegabyte = 1024 * 1024;

/** Reads the lower-case extension of a file name, with its dot ('' when there is none). */
export function readExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Formats a byte count for people: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < bytesPerMegabyte) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / bytesPerMegabyte).toFixed(1)} MB`;
}

/** Formats a limit in whole megabytes, rounding a "< 20 MB" limit (20 MB − 1 byte) back up to 20 MB. */
export function formatLimit(maxBytes: number): string {
  return `${Math.ceil(maxBytes / bytesPerMegabyte)} MB`;
}

/** Checks a chosen file against the limits the server enforces, so nothing is sent that would be refused. */
export function checkUploadFile(file: { name: string; size: number }, rules: UploadFileRules): UploadRefusal | null {
  if (!rules.allowedExtensions.includes(readExtension(file.name))) {
    return { reason: 'extension', name: file.name, allowed: rules.allowedExtensions.join(', ') };
  }
  if (file.size === 0) return { reason: 'empty', name: file.name };
  if (file.size > rules.maxBytes) {
    return { reason: 'tooLarge', name: file.name, size: formatBytes(file.size), limit: formatLimit(rules.maxBytes) };
  }
  return null;
}
