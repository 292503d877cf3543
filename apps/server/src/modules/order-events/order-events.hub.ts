import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Db } from '../../db/client.ts';
import {
  findLatestEventId,
  listEventsAfter,
  type OrderEventRow,
  orderEventsChannel,
} from './order-events.repository.ts';

/** A connected page: the owner whose events it may see (undefined: staff, all events) and where they go. */
export type OrderEventsSubscriber = { ownerId: string | undefined; deliver(rows: OrderEventRow[]): void };

type HubDependencies = {
  db: Db;
  listen: DatabaseHandle['listen'];
  log: FastifyBaseLogger;
  /** Wait before listening again after the LISTEN connection failed, or retrying a failed load. */
  retryDelayMs?: number;
};

const batchSize = 500;

/**
 * The per-instance fan-out: ONE LISTEN on `order_events` (a dedicated connection on PostgreSQL; PGlite's
 * own listen on the single connection), and on each notification a load of everything after the hub's
 * cursor, in id order, handed to the subscribers allowed to see it. Notifications only wake it up; the
 * table is the source of truth, so bursts coalesce and a lost connection is caught up on reconnect.
 */
export function createOrderEventsHub(dependencies: HubDependencies) {
  const { db, log } = dependencies;
  const retryDelayMs = dependencies.retryDelayMs ?? 1000;
  const subscribers = new Set<OrderEventsSubscriber>();
  let cursor = 0;
  let isRunning = false;
  let listener: { close(): Promise<void> } | undefined;
  const retryTimers = new Map<'connect' | 'drain', NodeJS.Timeout>();
  let draining: Promise<void> | undefined;
  let isDrainWanted = false;

  /** Starts at the newest event and listens; a failed LISTEN is retried in the background. */
  async function start(): Promise<void> {
    if (isRunning) return;
    isRunning = true;
    cursor = await findLatestEventId(db);
    await connect();
  }

  /** Stops listening and waits for a load in flight (call before the database closes). */
  async function stop(): Promise<void> {
    isRunning = false;
    for (const timer of retryTimers.values()) clearTimeout(timer);
    retryTimers.clear();
    const closing = listener;
    listener = undefined;
    await closing?.close();
    await draining;
    subscribers.clear();
  }

  async function connect(): Promise<void> {
    try {
      const opened = await dependencies.listen(orderEventsChannel, {
        onNotification: () => requestDrain(),
        onError: (error) => {
          log.warn({ err: error }, 'order events: LISTEN connection lost; reconnecting');
          listener = undefined;
          scheduleRetry('connect', connect);
        },
      });
      if (!isRunning) {
        await opened.close();
        return;
      }
      listener = opened;
      requestDrain(); // whatever committed while not listening
    } catch (error) {
      log.warn({ err: error }, 'order events: LISTEN failed; retrying');
      scheduleRetry('connect', connect);
    }
  }

  function scheduleRetry(key: 'connect' | 'drain', action: () => Promise<void> | void): void {
    if (!isRunning || retryTimers.has(key)) return;
    const timer = setTimeout(() => {
      retryTimers.delete(key);
      void action();
    }, retryDelayMs);
    timer.unref();
    retryTimers.set(key, timer);
  }

  function requestDrain(): void {
    isDrainWanted = true;
    if (draining || !isRunning) return;
    draining = runDrains().finally(() => {
      draining = undefined;
    });
  }

  async function runDrains(): Promise<void> {
    while (isDrainWanted && isRunning) {
      isDrainWanted = false;
      try {
        await drainOnce();
      } catch (error) {
        log.warn({ err: error }, 'order events: loading new events failed; retrying');
        scheduleRetry('drain', requestDrain);
        return;
      }
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const rows = await listEventsAfter(db, { cursor, limit: batchSize });
      const last = rows.at(-1);
      if (!last || !isRunning) return;
      cursor = last.id;
      publish(rows);
      if (rows.length < batchSize) return;
    }
  }

  function publish(rows: OrderEventRow[]): void {
    for (const subscriber of subscribers) {
      const visible = subscriber.ownerId ? rows.filter((row) => row.userId === subscriber.ownerId) : rows;
      if (visible.length === 0) continue;
      try {
        subscriber.deliver(visible);
      } catch (error) {
        log.warn({ err: error }, 'order events: a subscriber failed');
      }
    }
  }

  /** Adds a subscriber for events loaded from now on; returns its removal. */
  function subscribe(subscriber: OrderEventsSubscriber): () => void {
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
    };
  }

  return {
    start,
    stop,
    subscribe,
    /** Whether the LISTEN connection is up (health and tests). */
    isListening: () => listener !== undefined,
    /** How many pages are connected on this instance. */
    countSubscribers: () => subscribers.size,
  };
}

/** The fan-out hub's interface. */
export type OrderEventsHub = ReturnType<typeof createOrderEventsHub>;
