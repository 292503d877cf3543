import { type SaveVisitLogRequest, visitLogLimits } from '@boardforge/contracts/visit-logs.ts';
import { request } from '../../../lib/request.ts';

/**
 * POST /api/common/saveLog — fire and forget: silent, and a failure (offline, the per-IP limit) is swallowed,
 * since a missing statistic must never trouble the visitor.
 */
export function saveVisitLog(entry: SaveVisitLogRequest): void {
  request('/common/saveLog', { method: 'POST', data: entry, silent: true }).catch(() => {
    // Nothing to do: statistics are best effort.
  });
}

/** Records a page view of `page` (path and query, cut to the length the server keeps). */
export function savePageView(page: string): void {
  saveVisitLog({ event: 'pageView', page: page.slice(0, visitLogLimits.page) });
}
