import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Counter = { hits: number; windowStartMs: number };

/** Counters kept per route store; past it, finished windows go first, then the oldest keys. */
const maxKeys = 10_000;

/**
 * The in-memory store of the per-IP request ceilings (login, code checks, quotes, uploads). The
 * plugin's own LocalStore hands every caller the same live counter object and the plugin reads it
 * after an await, so in a burst every request saw the count of the whole burst and all were refused.
 * This store answers each increment with a copy taken at that increment: the first `max` of a burst
 * pass, the rest get 429. Counts are per server instance.
 */
export class SnapshotMemoryStore implements FastifyRateLimitStore {
  private readonly counters = new Map<string, Counter>();

  /** Counts one request of `key` and answers the count and time left of its window at this moment. */
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const nowMs = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.windowStartMs + timeWindow <= nowMs) {
      this.remember(key, { hits: 1, windowStartMs: nowMs }, timeWindow, nowMs);
      callback(null, { current: 1, ttl: timeWindow });
      return;
    }
    counter.hits += 1;
    callback(null, { current: counter.hits, ttl: counter.windowStartMs + timeWindow - nowMs });
  }

  /** Answers the count of `key` without counting (the plugin's `increment: false`). */
  read(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const nowMs = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.windowStartMs + timeWindow <= nowMs) callback(null, { current: 0, ttl: timeWindow });
    else callback(null, { current: counter.hits, ttl: counter.windowStartMs + timeWindow - nowMs });
  }

  /** A separate store for a route with its own limit (the plugin calls this per route). */
  child(): FastifyRateLimitStore {
    return new SnapshotMemoryStore();
  }

  private remember(key: string, counter: Counter, timeWindow: number, nowMs: number): void {
    this.counters.delete(key);
    if (this.counters.size >= maxKeys) {
      for (const [other, value] of this.counters) {
        if (value.windowStartMs + timeWindow <= nowMs) this.counters.delete(other);
      }
      const oldest = this.counters.keys().next();
      if (this.counters.size >= maxKeys && !oldest.done) this.counters.delete(oldest.value);
    }
    this.counters.set(key, counter);
  }
}
