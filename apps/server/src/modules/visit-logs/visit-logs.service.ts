import type { SaveVisitLogRequest } from '@boardforge/contracts/visit-logs.ts';
import type { Db } from '../../db/client.ts';
import { insertVisitLog } from './visit-logs.repository.ts';

// Browsers send a few hundred characters; anything longer is cut rather than refused (the entry still counts).
const maxUserAgentLength = 500;

/** Who sent a visit-log entry, as the request tells it. */
export type VisitLogCaller = { userId: string | undefined; ip: string; userAgent: string | undefined };

/** Creates the visit-log service: records page views and other events for the traffic statistics. */
export function createVisitLogsService(dependencies: { db: Db; now: () => Date }) {
  /** Stores one entry with the caller's user (when logged in), IP, user agent and the time. */
  async function saveVisitLog(entry: SaveVisitLogRequest, caller: VisitLogCaller): Promise<void> {
    await insertVisitLog(dependencies.db, {
      event: entry.event,
      page: entry.page,
      detail: entry.detail ?? null,
      userId: caller.userId ?? null,
      ip: caller.ip,
      userAgent: (caller.userAgent ?? '').slice(0, maxUserAgentLength),
      createdAt: dependencies.now(),
    });
  }
  return { saveVisitLog };
}

/** The visit-log service's interface. */
export type VisitLogsService = ReturnType<typeof createVisitLogsService>;
