import { z } from 'zod';
import { multiLineText, refineStorableJson, singleLineText, storableText } from './text.ts';

/** POST /api/common/saveLog: the whole JSON body may be at most this many bytes (413 above). */
export const visitLogMaxBodyBytes = 4 * 1024;

/** Limits of one visit-log entry's fields (the body limit caps the total). */
export const visitLogLimits = { event: 50, page: 500, detailText: 3000 } as const;

/**
 * One visit-log entry (page view, click…) for the traffic statistics: what happened, on which page (path and query),
 * and optional detail — a short text or a small object, stored as JSON.
 */
export const saveVisitLogRequestSchema = z.object({
  event: singleLineText().min(1).max(visitLogLimits.event),
  page: singleLineText().min(1).max(visitLogLimits.page),
  detail: z
    .union([
      multiLineText().max(visitLogLimits.detailText),
      z.record(storableText(), z.unknown()).superRefine(refineStorableJson),
    ])
    .optional(),
});
export type SaveVisitLogRequest = z.input<typeof saveVisitLogRequestSchema>;
