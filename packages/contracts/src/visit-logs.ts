import { languages } from '@boardforge/domain/language.ts';
import { z } from 'zod/mini';
import { multiLineText, refineStorableJson, singleLineText, storableText } from './text.ts';

/** POST /api/common/saveLog: the whole JSON body may be at most this many bytes (413 above). */
export const visitLogMaxBodyBytes = 4 * 1024;

/** Limits of one visit-log entry's fields (the body limit caps the total). */
export const visitLogLimits = { event: 50, page: 500, detailText: 3000, referrer: 500 } as const;

/** The events the traffic statistics read: a page shown, and an instant quote the server priced for the visitor. */
export const visitLogEvents = { pageView: 'pageView', quote: 'quote' } as const;

/**
 * One visit-log entry (page view, click…) for the traffic statistics: what happened, on which page (path and query),
 * and optional detail — a short text or a small object, stored as JSON.
 */
export const saveVisitLogRequestSchema = z.object({
  event: singleLineText().check(z.minLength(1), z.maxLength(visitLogLimits.event)),
  page: singleLineText().check(z.minLength(1), z.maxLength(visitLogLimits.page)),
  detail: z.optional(
    z.union([
      multiLineText().check(z.maxLength(visitLogLimits.detailText)),
      z.record(storableText(), z.unknown()).check(z.superRefine(refineStorableJson)),
    ]),
  ),
  /** The browser's anonymous visitor id (kept in its storage); without one the server hashes IP and user agent. */
  visitorId: z.optional(z.uuid()),
  /** The visit (one tab's session); its first page view is the visit's entry page. */
  visitId: z.optional(z.uuid()),
  /** `document.referrer` of a visit's first page view, when another site; only its host is kept. */
  referrer: z.optional(singleLineText().check(z.maxLength(visitLogLimits.referrer))),
  /** The language the site was shown in. */
  language: z.optional(z.enum(languages)),
});
export type SaveVisitLogRequest = z.input<typeof saveVisitLogRequestSchema>;
