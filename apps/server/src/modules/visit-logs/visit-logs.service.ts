import { createHash } from 'node:crypto';
import type { TrafficDevice } from '@boardforge/contracts/traffic.ts';
import type { SaveVisitLogRequest } from '@boardforge/contracts/visit-logs.ts';
import type { Db } from '../../db/client.ts';
import { insertVisitLog } from './visit-logs.repository.ts';

// Browsers send a few hundred characters; anything longer is cut rather than refused (the entry still counts).
const maxUserAgentLength = 500;
// A host name is at most 253 characters (RFC 1035).
const maxHostLength = 253;
// Phones and the WeChat in-app browser; tablets count as desktop (the site lays them out as one).
const phoneUserAgent = /mobi|android|iphone|ipod|windows phone|micromessenger/i;

/** Who sent a visit-log entry, as the request tells it. */
export type VisitLogCaller = { userId: string | undefined; ip: string; userAgent: string | undefined };

/** 'phone' when the user agent names a phone, else 'desktop' (the same test as the migration's backfill). */
function toTrafficDevice(userAgent: string): TrafficDevice {
  return phoneUserAgent.test(userAgent) ? 'phone' : 'desktop';
}

/** The referrer's host, lower case, without `www.`; '' when it is not an http(s) address. */
function toReferrerHost(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .slice(0, maxHostLength);
  } catch {
    return '';
  }
}

/** The anonymous visitor: the browser's id, else a hash of IP and user agent (no address is kept in the key). */
function toVisitorKey(visitorId: string | undefined, ip: string, userAgent: string): string {
  if (visitorId) return `v:${visitorId}`;
  return `h:${createHash('sha256').update(`${ip}|${userAgent}`).digest('hex').slice(0, 32)}`;
}

/** Creates the visit-log service: records page views and other events for the traffic statistics. */
export function createVisitLogsService(dependencies: { db: Db; now: () => Date }) {
  /** Stores one entry with the caller's user (when logged in), IP, user agent, the derived visitor keys and the time. */
  async function saveVisitLog(entry: SaveVisitLogRequest, caller: VisitLogCaller): Promise<void> {
    const userAgent = (caller.userAgent ?? '').slice(0, maxUserAgentLength);
    const visitorKey = toVisitorKey(entry.visitorId, caller.ip, userAgent);
    await insertVisitLog(dependencies.db, {
      event: entry.event,
      page: entry.page,
      detail: entry.detail ?? null,
      userId: caller.userId ?? null,
      ip: caller.ip,
      userAgent,
      visitorKey,
      visitKey: entry.visitId ? `v:${entry.visitId}` : visitorKey,
      referrerHost: toReferrerHost(entry.referrer),
      language: entry.language ?? '',
      device: toTrafficDevice(userAgent),
      createdAt: dependencies.now(),
    });
  }
  return { saveVisitLog };
}

/** The visit-log service's interface. */
export type VisitLogsService = ReturnType<typeof createVisitLogsService>;
