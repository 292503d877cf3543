import {
  type HomeOrder,
  type OrderHomeAnswer,
  orderHomeLimits,
  type ProductionOrder,
  type WaitingOrder,
} from '@boardforge/contracts/order-home.ts';
import { toYuan } from '@boardforge/domain/money/fen.ts';
import { decideProductionProgress, listCustomerTasks } from '@boardforge/domain/order-status/customer-home.ts';
import { computeOutstanding } from '@boardforge/domain/order-status/order-facts.ts';
import { isTerminalStatus, OrderStatus, orderStatuses } from '@boardforge/domain/order-status/statuses.ts';
import type { Db } from '../../../db/client.ts';
import type { Language } from '../../../i18n/messages.ts';
import type { FilesService } from '../../files/files.service.ts';
import { emptyLedgerSums, sumLedgersOfOrders } from '../../payments/payments.public.ts';
import { listLinesOfOrders, type OrderLineRow, type OrderRow } from '../orders.repository.ts';
import { summarizeOrder } from '../orders.view.ts';
import { buildOrderFacts } from '../workflow/order-facts.service.ts';
import { listOrderPage } from './order-lists.repository.ts';

/** Orders still under way: every status but completed (11), returned and cancelled. */
const openStatuses = orderStatuses.filter((status) => status !== OrderStatus.Completed && !isTerminalStatus(status));
/** Inquiries not yet placed as orders (0–4): the customer's quotes. */
const quoteStatuses: readonly OrderStatus[] = [0, 1, 2, 3, 4];
/** How many open orders the home reads at most (newest first); older ones stay in the order lists. */
const maxOpenOrders = 200;

/** Creates the service of the customer's home (/order/home): one answer from four queries, whatever the order count. */
export function createOrderHomeService(dependencies: {
  db: Db;
  now: () => Date;
  files: Pick<FilesService, 'listNewestOwnFiles'>;
}) {
  const { db, now, files } = dependencies;

  /**
   * The caller's home: open orders read once with their lines and ledger sums, then sorted by the status machine
   * into what waits for the customer and what is in production; the newest quotes and uploaded files.
   */
  async function getOrderHome(userId: string, language: Language): Promise<OrderHomeAnswer> {
    const rows = await listOrderPage(
      db,
      { userId, statuses: openStatuses, createdFrom: null },
      { limit: maxOpenOrders, offset: 0 },
    );
    const orderIds = rows.map((row) => row.order.id);
    const linesOf = groupLinesByOrder(await listLinesOfOrders(db, orderIds));
    const sumsOf = await sumLedgersOfOrders(db, orderIds);
    const at = now();
    const waiting: WaitingOrder[] = [];
    const inProduction: ProductionOrder[] = [];
    const recentQuotes: HomeOrder[] = [];
    for (const { order } of rows) {
      const money = sumsOf.get(order.id) ?? emptyLedgerSums;
      const facts = buildOrderFacts(order, linesOf.get(order.id) ?? [], money);
      const base = toHomeOrder(order, language);
      const tasks = listCustomerTasks(facts, at);
      if (tasks.length > 0) {
        waiting.push({
          ...base,
          tasks,
          outstanding: toYuan(computeOutstanding(facts)),
          ...(order.pendingAdjustedTotalFen === null ? {} : { adjustedTotal: toYuan(order.pendingAdjustedTotalFen) }),
          ...(order.quoteExpiresAt && tasks.includes('acceptQuote')
            ? { quoteExpiresAt: order.quoteExpiresAt.toISOString() }
            : {}),
        });
      }
      const progress = decideProductionProgress(facts);
      if (progress && progress.stage !== 'review') {
        inProduction.push({
          ...base,
          stage: progress.stage,
          isReviewed: progress.isReviewed,
          ...(order.carrier && order.trackingNo
            ? { shipment: { carrier: order.carrier, trackingNo: order.trackingNo } }
            : {}),
        });
      }
      if (quoteStatuses.includes(facts.status)) recentQuotes.push(base);
    }
    return {
      waiting: waiting.slice(0, orderHomeLimits.waiting),
      inProduction: inProduction.slice(0, orderHomeLimits.inProduction),
      recentQuotes: recentQuotes.slice(0, orderHomeLimits.recentQuotes),
      recentFiles: await files.listNewestOwnFiles(userId, orderHomeLimits.recentFiles),
    };
  }

  return { getOrderHome };
}

/** The customer's home service as the routes receive it. */
export type OrderHomeService = ReturnType<typeof createOrderHomeService>;

function toHomeOrder(order: OrderRow, language: Language): HomeOrder {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderType: order.orderType,
    status: order.status as OrderStatus,
    total: toYuan(order.totalFen),
    createdAt: order.createdAt.toISOString(),
    statusEnteredAt: order.statusEnteredAt.toISOString(),
    summary: summarizeOrder(order, language),
  };
}

function groupLinesByOrder(lines: readonly OrderLineRow[]): Map<string, OrderLineRow[]> {
  const grouped = new Map<string, OrderLineRow[]>();
  for (const line of lines) {
    const list = grouped.get(line.orderId);
    if (list) list.push(line);
    else grouped.set(line.orderId, [line]);
  }
  return grouped;
}
