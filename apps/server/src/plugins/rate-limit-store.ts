import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  addRateLimitHits,
  type CounterHits,
  type CounterTotal,
  deleteEndedRateLimitCounters,
  findRateLimitCounter,
} from './rate-limit-counters.repository.ts';

/** How a limiter counts: every hit in the database, or hits counted here and added to the database in batches. */
export type RateLimitCounting = 'perRequest' | 'batched';

declare module '@fastify/rate-limit' {
  interface CreateRateLimitOptions {
    /**
     * The counter group's name in the database, for a limiter made with `app.rateLimit` (shared by several routes);
     * a route's own `config.rateLimit` is named by its method and URL.
     */
    counterName?: string;
    /** `perRequest` (the default) for strict ceilings; `batched` for generous ones on hot paths (see below). */
    counting?: RateLimitCounting;
  }
}

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;
type LimiterParams = {
  counterName?: string;
  counting?: RateLimitCounting;
  routeInfo?: { method?: string | string[]; url?: string };
};

/** A batched limiter's counter of one key on this instance. */
type LocalCounter = {
  scope: string;
  key: string;
  /** The window's total over every instance, as the database last answered this instance. */
  knownHits: number;
  /** Hits counted here that `knownHits` does not hold yet (being added, or waiting for the next flush). */
  unconfirmedHits: number;
  /** Of those, the ones no addition carries yet. */
  pendingHits: number;
  windowEndsAtMs: number;
  /** The limiter's ceiling at the last hit: a key past half of it is read back at every flush. */
  max: number;
  /** The first hit's addition while it runs: the hits after it wait for the total it answers. */
  seeding: Promise<void> | undefined;
};

/** The default wait between two additions of a batched limiter's hits (one statement for every counter). */
const defaultFlushIntervalMs = 200;
/** Counters added per statement (four parameters each, well under PostgreSQL's 65 535). */
const flushChunkSize = 1000;

/** The store of the app's per-address ceilings, and the work around it that the app and its clean-up job do. */
export type RateLimitCounters = {
  /** The class @fastify/rate-limit instantiates (`store` option); its children are the routes' limiters. */
  Store: FastifyRateLimitStoreCtor;
  /** Adds the batched limiters' pending hits to the database now (also done every `flushIntervalMs`). */
  flush(): Promise<void>;
  /** Stops the flushing timer after a last flush (the app's onClose, before the database closes). */
  stop(): Promise<void>;
  /** Deletes the counters of ended windows (the clean-up job); answers how many. */
  purgeEndedWindows(): Promise<number>;
};

/**
 * The per-address request ceilings (login, codes, quotes, uploads…) counted in the database, so every server instance
 * enforces one ceiling: N instances no longer give N times the allowance (issue 34; decision 0010). Windows are fixed
 * (they start at the first hit of a key and last the limiter's time window) and read the app's clock.
 *
 * - `perRequest` (default, strict ceilings: logins, code checks, uploads, exports): each hit is one
 *   INSERT … ON CONFLICT DO UPDATE … RETURNING of the (limiter, key) row, and the count it answers is the count at
 *   that hit, so the first `max` of a burst pass and the rest get 429 — over any number of instances.
 * - `batched` (generous ceilings on hot paths: the quote routes, QUOTE_RATE_LIMIT=120 a minute): a database round
 *   trip on every quote would cost the quote path more than its engine does (docs/performance.md). The first hit of
 *   a key in a window on this instance is counted in the database at once (the hits arriving meanwhile wait for its
 *   total), so an address the other instances already used up is refused here from its first request; the hits after
 *   it are counted in memory and added every `flushIntervalMs` (200 ms), one statement per thousand counters, and the
 *   total each addition answers (every instance's hits) decides from then on; a key past half its ceiling is read
 *   back at every flush even without new hits here. One instance is exact; over N instances
 *   an address hitting several of them at once can get past the ceiling only what the others let through between two
 *   of their additions (at most one flush interval's hits each, and never more than `max` each).
 *
 * `increment: false` reads the count without counting (batched: this instance's view).
 */
export function createRateLimitCounters(dependencies: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  flushIntervalMs?: number;
}): RateLimitCounters {
  const { db, now, log } = dependencies;
  const flushIntervalMs = dependencies.flushIntervalMs ?? defaultFlushIntervalMs;
  const localCounters = new Map<string, LocalCounter>();
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  let isStopped = false;

  function countInDatabase(scope: string, key: string, callback: StoreCallback, timeWindow: number): void {
    const at = now();
    const hits: CounterHits = { scope, key, hits: 1, windowEndsAt: new Date(at.getTime() + timeWindow) };
    addRateLimitHits(db, [hits], at).then(
      ([total]) => callback(null, total ? answerOf(total.hits, total.windowEndsAt.getTime(), at.getTime()) : undefined),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  function countHere(scope: string, key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    const at = now();
    const nowMs = at.getTime();
    const id = `${scope}\u0000${key}`;
    const counter = localCounters.get(id);
    if (!counter || hasWindowEnded(counter.windowEndsAtMs, nowMs, timeWindow)) {
      seedHere(id, { scope, key, at, timeWindow, max }, callback);
      return;
    }
    counter.max = max;
    counter.unconfirmedHits += 1;
    counter.pendingHits += 1;
    startFlushing();
    const { seeding } = counter;
    if (!seeding) {
      callback(null, answerOf(counter.knownHits + counter.unconfirmedHits, counter.windowEndsAtMs, nowMs));
      return;
    }
    // Counted after the first hit, whose total (every instance's hits up to it) is not known yet.
    const countAfterFirst = counter.pendingHits;
    void seeding.then(() =>
      callback(null, answerOf(counter.knownHits + countAfterFirst, counter.windowEndsAtMs, now().getTime())),
    );
  }

  /**
   * The first hit of a key in a window on this instance is added to the database at once: the total it answers
   * carries the other instances' hits, so an address they already refused is refused here from its first request.
   */
  function seedHere(
    id: string,
    hit: { scope: string; key: string; at: Date; timeWindow: number; max: number },
    callback: StoreCallback,
  ): void {
    const { scope, key, at, timeWindow, max } = hit;
    const windowEndsAtMs = at.getTime() + timeWindow;
    const counter: LocalCounter = {
      scope,
      key,
      knownHits: 0,
      unconfirmedHits: 1,
      pendingHits: 0,
      windowEndsAtMs,
      max,
      seeding: undefined,
    };
    localCounters.set(id, counter);
    startFlushing();
    const seeding = addRateLimitHits(db, [{ scope, key, hits: 1, windowEndsAt: new Date(windowEndsAtMs) }], at).then(
      ([total]) => {
        counter.unconfirmedHits -= 1;
        if (!total) return;
        counter.knownHits = total.hits;
        counter.windowEndsAtMs = total.windowEndsAt.getTime();
      },
      (error: unknown) => {
        // Decided here alone until a flush gets through: the first hit goes with it, and stays counted here.
        counter.unconfirmedHits -= 1;
        counter.knownHits = 1;
        counter.pendingHits += 1;
        log.warn({ err: error }, 'rate limits: counting a first hit in the database failed');
      },
    );
    counter.seeding = seeding.finally(() => {
      counter.seeding = undefined;
    });
    void seeding.then(() => callback(null, answerOf(counter.knownHits, counter.windowEndsAtMs, now().getTime())));
  }

  function readInDatabase(scope: string, key: string, callback: StoreCallback, timeWindow: number): void {
    const nowMs = now().getTime();
    findRateLimitCounter(db, scope, key).then(
      (row) => {
        if (!row || hasWindowEnded(row.windowEndsAt.getTime(), nowMs, timeWindow)) {
          callback(null, { current: 0, ttl: timeWindow });
        } else callback(null, answerOf(row.hits, row.windowEndsAt.getTime(), nowMs));
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  function readHere(scope: string, key: string, callback: StoreCallback, timeWindow: number): void {
    const nowMs = now().getTime();
    const counter = localCounters.get(`${scope}\u0000${key}`);
    if (!counter || counter.seeding || hasWindowEnded(counter.windowEndsAtMs, nowMs, timeWindow)) {
      readInDatabase(scope, key, callback, timeWindow);
      return;
    }
    callback(null, answerOf(counter.knownHits + counter.unconfirmedHits, counter.windowEndsAtMs, nowMs));
  }

  function startFlushing(): void {
    if (flushTimer || isStopped) return;
    flushTimer = setInterval(() => void flush(), flushIntervalMs);
    flushTimer.unref();
  }

  /** One flush at a time; a call during one waits for it and then flushes what came since. */
  async function flush(): Promise<void> {
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => {
      flushing = undefined;
    });
    await flushing;
  }

  async function flushOnce(): Promise<void> {
    const at = now();
    const batch: LocalCounter[] = [];
    for (const [id, counter] of localCounters) {
      if (counter.seeding) continue; // its hits wait for the first one's total
      if (counter.windowEndsAtMs <= at.getTime() && counter.pendingHits === 0) localCounters.delete(id);
      // A key past half its ceiling is read back (adding nothing) so the other instances' hits reach it.
      else if (counter.pendingHits > 0 || counter.knownHits + counter.unconfirmedHits >= counter.max / 2)
        batch.push(counter);
    }
    for (let start = 0; start < batch.length; start += flushChunkSize) {
      const chunk = batch.slice(start, start + flushChunkSize).map((counter) => {
        const sent = counter.pendingHits;
        counter.pendingHits = 0;
        return { counter, sent };
      });
      let totals: CounterTotal[];
      try {
        totals = await addRateLimitHits(
          db,
          chunk.map(({ counter, sent }) => ({
            scope: counter.scope,
            key: counter.key,
            hits: sent,
            windowEndsAt: new Date(counter.windowEndsAtMs),
          })),
          at,
        );
      } catch (error) {
        // Kept for the next flush; meanwhile this instance goes on deciding with its own count.
        for (const { counter, sent } of chunk) counter.pendingHits += sent;
        log.warn({ err: error }, 'rate limits: adding counted hits to the database failed; retrying');
        continue;
      }
      const totalOf = new Map(totals.map((total) => [`${total.scope}\u0000${total.key}`, total]));
      for (const { counter, sent } of chunk) {
        const total = totalOf.get(`${counter.scope}\u0000${counter.key}`);
        counter.unconfirmedHits -= sent;
        if (!total) continue;
        counter.knownHits = total.hits;
        counter.windowEndsAtMs = total.windowEndsAt.getTime();
      }
    }
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;
    private readonly counting: RateLimitCounting;

    constructor(params: LimiterParams) {
      this.scope = params.counterName ?? describeRoute(params.routeInfo) ?? 'global';
      this.counting = params.counting ?? 'perRequest';
    }

    /** Counts one hit of `key` and answers the window's count at this hit and the time left. */
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      if (this.counting === 'batched') countHere(this.scope, key, callback, timeWindow, max);
      else countInDatabase(this.scope, key, callback, timeWindow);
    }

    /** Answers the count of `key` without counting (the plugin's `increment: false`). */
    read(key: string, callback: StoreCallback, timeWindow: number): void {
      if (this.counting === 'batched') readHere(this.scope, key, callback, timeWindow);
      else readInDatabase(this.scope, key, callback, timeWindow);
    }

    /** The limiter of a route, or of a group made with `app.rateLimit` (the plugin calls this for each). */
    child(params: unknown): FastifyRateLimitStore {
      const limiter = params as LimiterParams;
      if (limiter.counterName === undefined && describeRoute(limiter.routeInfo) === undefined) {
        throw new Error('a rate limiter made with app.rateLimit needs a counterName (its counters would be shared)');
      }
      return new DatabaseRateLimitStore(limiter);
    }
  }

  return {
    Store: DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor,
    flush,
    async stop() {
      isStopped = true;
      if (flushTimer) clearInterval(flushTimer);
      flushTimer = undefined;
      await flush().catch(() => undefined);
    },
    purgeEndedWindows: () => deleteEndedRateLimitCounters(db, now()),
  };
}

/** A window is over at its end, or when it ends more than a window after a fresh one would (the clock went back). */
function hasWindowEnded(windowEndsAtMs: number, nowMs: number, timeWindow: number): boolean {
  return windowEndsAtMs <= nowMs || windowEndsAtMs > nowMs + 2 * timeWindow;
}

function answerOf(current: number, windowEndsAtMs: number, nowMs: number): StoreResult {
  return { current, ttl: Math.max(0, windowEndsAtMs - nowMs) };
}

function describeRoute(routeInfo: LimiterParams['routeInfo']): string | undefined {
  if (!routeInfo?.url || !routeInfo.method) return undefined;
  const method = Array.isArray(routeInfo.method) ? routeInfo.method.join(',') : routeInfo.method;
  return `${method} ${routeInfo.url}`;
}
