/** Why a file was refused before uploading: wrong extension, empty, or over the size limit. */
export type UploadRefusal =
  | { reason: 'extension'; name: string; allowed: string }
  | { reason: 'empty'; name: string }
  | { reason: 'tooLarge' | 'tooLargeUnder'; name: string; size: string; limit: string };

export type UploadFileRules = {
  allowedExtensions: readonly string[];
  maxBytes: number;
};

/** Sizes are counted in binary units (1 MiB = 1 048 576 bytes), as the server's limits are. */
const bytesPerMebibyte = 1024 * 1024;

/** Reads the lower-case extension of a file name, with its dot ('' when there is none). */
export function readExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Rounds up at `digits` decimals, so a size over a limit never reads as equal to it (50 MiB + 1 byte: 50.01 MiB). */
function ceilTo(value: number, digits: number): string {
  const scale = 10 ** digits;
  return (Math.ceil(value * scale - 1e-9) / scale).toFixed(digits);
}

/** Formats a byte count for people in binary units: 512 B, 12.4 KiB, 50.01 MiB (rounded up). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < bytesPerMebibyte) return `${ceilTo(bytes / 1024, 1)} KiB`;
  return `${ceilTo(bytes / bytesPerMebibyte, 2)} MiB`;
}

/** True when the limit is "under N MiB" (N MiB − 1 byte, as the BOM limit) rather than "at most N MiB". */
function isUnderLimit(maxBytes: number): boolean {
  return (maxBytes + 1) % bytesPerMebibyte === 0;
}

/** Formats a limit in whole MiB: 50 MiB; an "under 20 MiB" limit (20 MiB − 1 byte) as 20 MiB. */
export function formatLimit(maxBytes: number): string {
  return `${Math.ceil(maxBytes / bytesPerMebibyte)} MiB`;
}

/** Checks a chosen file against the limits the server enforces, so nothing is sent that would be refused. */
export function checkUploadFile(file: { name: string; size: number }, rules: UploadFileRules): UploadRefusal | null {
  if (!rules.allowedExtensions.includes(readExtension(file.name))) {
    return { reason: 'extension', name: file.name, allowed: rules.allowedExtensions.join(', ') };
  }
  if (file.size === 0) return { reason: 'empty', name: file.name };
  if (file.size > rules.maxBytes) {
    return {
      reason: isUnderLimit(rules.maxBytes) ? 'tooLargeUnder' : 'tooLarge',
      name: file.name,
      size: formatBytes(file.size),
      limit: formatLimit(rules.maxBytes),
    };
  }
  return null;
}
