/** Longest display name kept (characters). */
const maxNameLength = 180;

/**
 * Sanitises a client's file name for display and downloads (never for storage paths): the last
 * path segment only, without control characters or characters Windows forbids, trimmed of dots and
 * spaces, at most 180 characters with the extension kept; `fallback` when nothing is left.
 */
export function sanitizeFileName(name: string | undefined, fallback: string): string {
  const lastSegment = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '') // control, zero-width and bidi-override characters
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= maxNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, maxNameLength - extension.length)}${extension}`;
}

/** The lower-case extension of a name, with its dot ("" when none). */
export function readExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * A Content-Disposition header chosen by the server: an ASCII `filename` fallback and the exact
 * name as RFC 5987 `filename*` (UTF-8, percent-encoded), so no client name can inject header syntax.
 */
export function buildContentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A Gerber preview is our own SVG (numbers only), yet it is served as if it were hostile: no scripts, no fetches. */
export const previewSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
