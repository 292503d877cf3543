import {
  type OrderMessagesAnswer,
  orderMessageLimits,
  type SendOrderMessageRequest,
} from '@boardforge/contracts/order-messages.ts';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderMessages } from '../../../db/orders.table.ts';
import { users } from '../../../db/users.table.ts';
import { AppError } from '../../../lib/app-error.ts';
import { appendOrderEvent } from '../../order-events/order-events.repository.ts';
import { findOrderById, lockOrderById, type OrderRow } from '../orders.repository.ts';

type Author = { userId: string; kind: 'customer' | 'staff' };

/**
 * Creates the questions-and-answers thread of an order: the customer who owns it and staff write, both read; each
 * message is one row and one live event (kind `message`), so the other side's screen refreshes. An order keeps at
 * most `orderMessageLimits.perOrder` messages (counted under the order's lock, so a burst cannot pass it).
 */
export function createOrderMessagesService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** The thread of an order the customer owns (someone else's or none: 404). */
  async function listOwn(userId: string, orderId: string): Promise<OrderMessagesAnswer> {
    const order = await findOrderById(db, orderId);
    if (!order || order.userId !== userId) throw new AppError('404', 'orders.notFound');
    return readThread(db, order.id);
  }

  /** The thread of any order, for staff. */
  async function listAny(orderId: string): Promise<OrderMessagesAnswer> {
    const order = await findOrderById(db, orderId);
    if (!order) throw new AppError('404', 'orders.notFound');
    return readThread(db, order.id);
  }

  /** The customer asks about their own order. */
  async function sendOwn(userId: string, request: SendOrderMessageRequest): Promise<OrderMessagesAnswer> {
    return send({ userId, kind: 'customer' }, request, (order) => order.userId === userId);
  }

  /** A staff member answers on any order. */
  async function sendAsStaff(userId: string, request: SendOrderMessageRequest): Promise<OrderMessagesAnswer> {
    return send({ userId, kind: 'staff' }, request, () => true);
  }

  async function send(
    author: Author,
    request: SendOrderMessageRequest,
    mayWrite: (order: OrderRow) => boolean,
  ): Promise<OrderMessagesAnswer> {
    return db.transaction(async (tx) => {
      const order = await lockOrderById(tx, request.orderId);
      if (!order || !mayWrite(order)) throw new AppError('404', 'orders.notFound');
      const [written] = await tx
        .select({ value: count() })
        .from(orderMessages)
        .where(eq(orderMessages.orderId, order.id));
      if ((written?.value ?? 0) >= orderMessageLimits.perOrder)
        throw new AppError(
          '409',
          'orderMessages.tooMany',
          { limit: orderMessageLimits.perOrder },
          { reason: 'state.conflict' },
        );
      const at = now();
      await tx.insert(orderMessages).values({
        orderId: order.id,
        authorUserId: author.userId,
        authorKind: author.kind,
        body: request.body,
        createdAt: at,
      });
      await appendOrderEvent(tx, {
        orderId: order.id,
        userId: order.userId,
        kind: 'message',
        payload: { author: author.kind, orderNo: order.orderNo },
        at,
      });
      return readThread(tx, order.id);
    });
  }

  return { listOwn, listAny, sendOwn, sendAsStaff };
}

/** The order messages service's interface. */
export type OrderMessagesService = ReturnType<typeof createOrderMessagesService>;

async function readThread(db: Db, orderId: string): Promise<OrderMessagesAnswer> {
  const rows = await db
    .select({
      id: orderMessages.id,
      author: orderMessages.authorKind,
      authorName: users.nickname,
      body: orderMessages.body,
      createdAt: orderMessages.createdAt,
    })
    .from(orderMessages)
    .leftJoin(users, eq(users.id, orderMessages.authorUserId))
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.id));
  return {
    messages: rows.map((row) => ({
      id: row.id,
      author: row.author === 'staff' ? 'staff' : 'customer',
      authorName: row.authorName ?? '',
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
