import { type SaveVisitLogRequest, visitLogEvents, visitLogLimits } from '@boardforge/contracts/visit-logs.ts';
import type { Language } from '@boardforge/domain/language.ts';
import { request } from '../lib/request.ts';
import { readStorage, writeStorage } from '../lib/safe-storage.ts';

// The anonymous visitor (kept across visits) and the visit (this tab's session): random ids, nothing about the person.
const visitorIdKey = 'bf.visitorId';
const visitIdKey = 'bf.visitId';
const quotedVisitKey = 'bf.quotedVisit';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A stored id, or a new one stored now (`isNew`); none where the browser makes no random ids (an insecure origin).
function readOrMakeId(storage: 'local' | 'session', key: string): { id: string | undefined; isNew: boolean } {
  const stored = readStorage(storage, key);
  if (stored && uuidPattern.test(stored)) return { id: stored, isNew: false };
  if (typeof crypto === 'undefined' || typeof crypto.randomUUID !== 'function') return { id: undefined, isNew: false };
  const made = crypto.randomUUID();
  writeStorage(storage, key, made);
  return { id: made, isNew: true };
}

// document.referrer when it is another site (a link followed to us), cut to the length the server takes.
function readExternalReferrer(): string | undefined {
  const referrer = document.referrer;
  if (!referrer) return undefined;
  try {
    if (new URL(referrer).origin === window.location.origin) return undefined;
  } catch {
    return undefined;
  }
  return referrer.slice(0, visitLogLimits.referrer);
}

/**
 * POST /api/common/saveLog — fire and forget: silent, and a failure (offline, the per-IP limit) is swallowed,
 * since a missing statistic must never trouble the visitor.
 */
function saveVisitLog(entry: SaveVisitLogRequest): void {
  request('/common/saveLog', { method: 'POST', data: entry, silent: true }).catch(() => {
    // Nothing to do: statistics are best effort.
  });
}

/**
 * Records a page view of `page` (path and query, cut to the length the server keeps) with the visitor and visit ids,
 * the language shown and — on a visit's first page — the external site the visitor came from.
 */
export function savePageView(page: string, language: Language): void {
  const visitor = readOrMakeId('local', visitorIdKey);
  const visit = readOrMakeId('session', visitIdKey);
  saveVisitLog({
    event: visitLogEvents.pageView,
    page: page.slice(0, visitLogLimits.page),
    visitorId: visitor.id,
    visitId: visit.id,
    referrer: visit.isNew ? readExternalReferrer() : undefined,
    language,
  });
}

/** Records, once per visit, that the visitor was given an instant quote (the statistics' quote-to-order conversion). */
export function saveQuoteEvent(page: string): void {
  const visit = readOrMakeId('session', visitIdKey);
  if (visit.id && readStorage('session', quotedVisitKey) === visit.id) return;
  if (visit.id) writeStorage('session', quotedVisitKey, visit.id);
  saveVisitLog({
    event: visitLogEvents.quote,
    page: page.slice(0, visitLogLimits.page),
    visitorId: readOrMakeId('local', visitorIdKey).id,
    visitId: visit.id,
  });
}
