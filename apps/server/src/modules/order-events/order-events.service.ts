import { orderScreenTags } from '@boardforge/contracts/erp-menu.ts';
import {
  type OrderEventMessage,
  type OrderEventsEndReason,
  type OrderEventsServerMessage,
  orderEventsHeartbeatSeconds,
} from '@boardforge/contracts/order-events.ts';
import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listTagsOfRole } from '../menus/menus.public.ts';
import { findSessionWithUser } from '../sessions/sessions.repository.ts';
import type { CurrentSession } from '../sessions/sessions.service.ts';
import type { OrderEventsHub } from './order-events.hub.ts';
import { findLatestEventId, listEventsAfter, type OrderEventRow } from './order-events.repository.ts';

/** Why the server ends a feed: the session ended, the line is too slow, the server stops, or it failed. */
export type FeedEndReason = OrderEventsEndReason;

/** Where a feed writes: a WebSocket or an event stream, seen the same way. */
export type FeedSink = {
  /** Writes one message; resolves when it has been handed to the socket (replay waits on it). */
  send(message: OrderEventsServerMessage): Promise<void>;
  /** True when too much is queued on the line (the feed is then ended with 'tooSlow'). */
  isBackedUp(): boolean;
  /** Ends the line (the feed has already stopped). */
  end(reason: FeedEndReason): void;
};

/** An open feed: close it when the line closes. */
export type Feed = { close(): void };

type ServiceDependencies = {
  db: Db;
  hub: OrderEventsHub;
  now: () => Date;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
};

const replayPageSize = 500;

/** Turns a row into the message clients receive. */
export function toOrderEventMessage(row: OrderEventRow): OrderEventMessage {
  return {
    type: 'orderEvent',
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Live order updates for one caller: replay of the events after the cursor the caller may see (a customer
 * their own, staff holding an order screen's tag all), then the hub's new events, each exactly once and in id order; heartbeats; and an
 * end when the session is gone.
 */
export function createOrderEventsService(dependencies: ServiceDependencies) {
  const { db, hub, log } = dependencies;
  const heartbeatMs = dependencies.heartbeatMs ?? orderEventsHeartbeatSeconds * 1000;
  const openFeeds = new Set<{ stop(reason: FeedEndReason): void }>();

  /** Opens a feed for a session from a cursor (none: from now); the `ready` message ends the replay. */
  async function openFeed(session: CurrentSession, requestedCursor: number | undefined, sink: FeedSink): Promise<Feed> {
    // Every order's events go to staff working on orders (an order screen's tag); anyone else gets their own orders'
    // only (a staff member without an order screen, like the design engineer, none: issue 33, least privilege).
    const seesEveryOrder =
      session.kind === 'staff' && hasAnyPermission(await listTagsOfRole(db, session.role), orderScreenTags);
    const ownerId = seesEveryOrder ? undefined : session.userId;
    let buffered: OrderEventRow[] | undefined = [];
    let lastSent = 0;
    let isOpen = true;

    const sendRows = (rows: OrderEventRow[]): Promise<void> => {
      let written: Promise<void> = Promise.resolve();
      for (const row of rows) {
        if (row.id <= lastSent) continue;
        lastSent = row.id;
        written = sink.send(toOrderEventMessage(row));
      }
      return written;
    };
    const stop = (reason: FeedEndReason | undefined) => {
      if (!isOpen) return;
      isOpen = false;
      unsubscribe();
      clearInterval(heartbeat);
      openFeeds.delete(entry);
      if (reason) sink.end(reason);
    };
    const entry = { stop };
    // Subscribe before reading the table, so nothing committed during the replay falls between the two.
    const unsubscribe = hub.subscribe({
      ownerId,
      deliver(rows) {
        if (!isOpen) return;
        if (buffered) {
          buffered.push(...rows);
          return;
        }
        void sendRows(rows);
        if (sink.isBackedUp()) stop('tooSlow');
      },
    });
    let heartbeat: NodeJS.Timeout | undefined;
    openFeeds.add(entry);

    async function beat(): Promise<void> {
      try {
        if (!(await isSessionLive(session))) return stop('sessionEnded');
        if (isOpen) await sink.send({ type: 'ping' });
      } catch (error) {
        log.warn({ err: error }, 'order events: heartbeat failed');
      }
    }

    try {
      const newest = await findLatestEventId(db);
      // A cursor from the future (say, a reset database) counts as "now".
      lastSent = Math.min(requestedCursor ?? newest, newest);
      for (;;) {
        const rows = await listEventsAfter(db, { cursor: lastSent, userId: ownerId, limit: replayPageSize });
        if (!isOpen) return { close: () => stop(undefined) };
        await sendRows(rows);
        if (rows.length < replayPageSize) break;
      }
      // Every event up to `newest` the caller may see has been replayed, even if none was theirs.
      lastSent = Math.max(lastSent, newest);
      const pending = buffered ?? [];
      buffered = undefined;
      void sendRows(pending);
      if (isOpen) await sink.send({ type: 'ready', cursor: lastSent });
      // Beats start after `ready`, so a ping never interrupts the replay.
      if (isOpen) {
        heartbeat = setInterval(() => void beat(), heartbeatMs);
        heartbeat.unref();
      }
    } catch (error) {
      log.error({ err: error }, 'order events: replay failed');
      stop('error');
    }
    return { close: () => stop(undefined) };
  }

  /** Whether a session still stands, without sliding its idle timeout (an open page is not activity). */
  async function isSessionLive(session: CurrentSession): Promise<boolean> {
    const found = await findSessionWithUser(db, session.sessionId);
    return Boolean(found && found.session.expiresAt.getTime() > dependencies.now().getTime());
  }

  /** Ends every open feed (the server is stopping). */
  function closeAllFeeds(): void {
    for (const feed of [...openFeeds]) feed.stop('shutdown');
  }

  return { openFeed, closeAllFeeds, countOpenFeeds: () => openFeeds.size };
}

/** The live updates service's interface. */
export type OrderEventsService = ReturnType<typeof createOrderEventsService>;
