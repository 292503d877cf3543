import { randomBytes } from 'node:crypto';
import { isActionInScope, type TaskScope } from '@boardforge/contracts/erp-orders.ts';
import { staffRoleIds } from '@boardforge/contracts/roles.ts';
import type { OrderActor } from '@boardforge/domain/order-status/actors.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { allowedActions } from '@boardforge/domain/order-status/transitions.ts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { customerCredit } from '../src/db/customer-credit.table.ts';
import { orders } from '../src/db/orders.table.ts';
import { paymentLedger, payments } from '../src/db/payments.table.ts';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { insertFile } from '../src/modules/files/files.repository.ts';
import { listTagsOfRole } from '../src/modules/menus/menus.repository.ts';
import {
  countWaitingOrdersByStatus,
  listWaitingOrderPage,
} from '../src/modules/orders/queries/task-list.repository.ts';
import { buildOrderFacts } from '../src/modules/orders/workflow/order-facts.service.ts';
import { emptyLedgerSums, sumLedgersOfOrders } from '../src/modules/payments/payments.repository.ts';
import { findUserByPhone, insertUser } from '../src/modules/users/users.repository.ts';
import { unusablePasswordHash } from './fakes/member-helpers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The task list decides in SQL (queries/allowed-actions.sql.ts) what the status machine decides in TypeScript
// (allowedActions). Over a few hundred orders with every status and a spread of the facts the machine weighs
// (assignees, quote, adjusted price, files, money, return, times on both sides of each limit), for every staff role,
// an assignee-restricted role that is not the assignee, the customers, each scope and three moments, both must name
// the same waiting orders with the same actions in the same order, and the same counts by status.

const msPerDay = 86_400_000;
const base = new Date('2026-12-01T04:00:00Z');
const at = (days: number) => new Date(base.getTime() + days * msPerDay);
const orderCount = 320;

let testApp: TestApp | undefined;
let actors: { label: string; actor: OrderActor }[] = [];
let creditCustomerId = '';

// A small seeded generator (mulberry32), so a failure can be reproduced.
function createRandom(seed: number): (choices: number) => number {
  let state = seed >>> 0;
  return (choices) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * choices);
  };
}

function pick<T>(random: (choices: number) => number, values: readonly T[]): T {
  return values[random(values.length)] as T;
}

async function demoStaffId(db: Db, roleId: (typeof staffRoleIds)[number]): Promise<string> {
  const user = await findUserByPhone(db, demoPhoneOfRole(roleId));
  if (!user) throw new Error(`no demo staff of role ${roleId}`);
  return user.id;
}

async function insertCustomer(db: Db, phone: string): Promise<string> {
  const user = await insertUser(db, { phone, passwordHash: unusablePasswordHash, nickname: phone, kind: 'client' });
  return user.id;
}

async function insertVariedOrders(db: Db, people: { customers: string[]; staff: string[] }): Promise<void> {
  const random = createRandom(20_261_201);
  const gerberFileId = (
    await insertFile(db, {
      ownerUserId: people.customers[0] as string,
      kind: 'gerber',
      originalName: 'board.zip',
      mediaType: 'application/zip',
      hash: randomBytes(32).toString('hex'),
      size: 100,
      analysis: { layers: 2 },
    })
  ).id;
  const statuses = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99];
  const rows = Array.from({ length: orderCount }, (_, index) => {
    const status = statuses[index % statuses.length] as number;
    const orderType = pick(random, ['pcb', 'pcb', 'bom', 'smt'] as const);
    const userId = pick(random, people.customers);
    return {
      orderNo: `SQL${String(index).padStart(5, '0')}`,
      userId,
      orderType,
      status,
      spec: {},
      totalFen: 10_000,
      payableFen: 10_000,
      pendingAdjustedTotalFen: pick(random, [null, null, 12_000]),
      invoiceType: 'none',
      invoicingMethod: 'electronic',
      contractTitle: 'Test Co.',
      placingOrder: 'Tester',
      placingOrderPhone: '13800138000',
      technicians: 'Tester',
      techniciansPhone: '13800138000',
      shippingAddress: {},
      shippingMethod: 'express',
      gerberFileId: pick(random, [null, gerberFileId]),
      idempotencyKey: `sql-${index}`,
      requestHash: 'h',
      assignedSalesUserId: pick(random, [null, ...people.staff]),
      assignedBuyerUserId: pick(random, [null, ...people.staff]),
      customerAcceptedQuote: pick(random, [false, true]),
      // Exactly at a moment, a day either side, or none.
      quoteExpiresAt: pick(random, [null, at(-1), at(0), at(1), at(17), at(36)]),
      returnRequested: pick(random, [false, false, true]),
      completedAt: pick(random, [null, at(-30), at(-31), at(-10), at(-14)]),
      statusEnteredAt: pick(random, [at(-1), at(-15), at(-20), at(1), at(2)]),
      createdAt: at(-40),
    };
  });
  const inserted = await db.insert(orders).values(rows).returning({ id: orders.id, userId: orders.userId });
  // Money: nothing, part, all, all with a part refunded, all refunded, more than owed.
  const plans = [[], [4_000], [10_000], [10_000, -3_000], [10_000, -10_000], [6_000, 6_000]];
  for (const [index, order] of inserted.entries()) {
    const plan = pick(random, plans);
    let lastPaymentId: string | undefined;
    for (const [step, amount] of plan.entries()) {
      if (amount > 0) {
        const [payment] = await db
          .insert(payments)
          .values({
            orderId: order.id,
            userId: order.userId,
            channel: 'sandbox',
            amountFen: amount,
            status: 'paid',
            outTradeNo: `SQL-${index}-${step}`,
          })
          .returning({ id: payments.id });
        lastPaymentId = payment?.id;
        await db
          .insert(paymentLedger)
          .values({ kind: 'payment', amountFen: amount, orderId: order.id, paymentId: lastPaymentId });
      } else {
        await db
          .insert(paymentLedger)
          .values({ kind: 'refund', amountFen: -amount, orderId: order.id, paymentId: lastPaymentId ?? null });
      }
    }
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database.handle;
  const customers = [await insertCustomer(db, '13900000101'), await insertCustomer(db, '13900000102')];
  const staff = await Promise.all(staffRoleIds.map((roleId) => demoStaffId(db, roleId)));
  await insertVariedOrders(db, { customers, staff });
  // The first customer buys on credit: an unpaid order of theirs may still go to purchasing.
  await db.insert(customerCredit).values({ userId: customers[0] as string, limitFen: 1_000_000, days: 30 });
  creditCustomerId = customers[0] as string;
  actors = [];
  for (const [index, roleId] of staffRoleIds.entries()) {
    const tags = await listTagsOfRole(db, roleId);
    actors.push({ label: `role ${roleId}`, actor: { kind: 'staff', userId: staff[index] as string, roleId, tags } });
  }
  // Assignee-restricted roles acting as someone who is not the order's assignee (another staff member's id).
  for (const roleId of ['14', '12'] as const) {
    const tags = await listTagsOfRole(db, roleId);
    actors.push({
      label: `role ${roleId}, other user`,
      actor: { kind: 'staff', userId: staff[0] as string, roleId, tags },
    });
  }
  for (const customer of customers)
    actors.push({ label: `client ${customer}`, actor: { kind: 'client', userId: customer } });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
});

describe('the task list in SQL', () => {
  it('names the orders and actions allowedActions names, with the same counts, for every actor, scope and moment', async () => {
    if (!testApp) throw new Error('the app is not ready');
    const { db } = testApp.database.handle;
    const all = await db.select().from(orders).orderBy(asc(orders.statusEnteredAt), asc(orders.orderNo));
    expect(all).toHaveLength(orderCount);
    const sums = await sumLedgersOfOrders(
      db,
      all.map((order) => order.id),
    );
    let waitingSeen = 0;
    const actionsSeen = new Set<OrderAction>();
    for (const now of [at(0), at(16), at(35)]) {
      for (const { label, actor } of actors) {
        for (const scope of [undefined, 'sales', 'procurement'] as (TaskScope | undefined)[]) {
          const isWanted = (action: OrderAction) => scope === undefined || isActionInScope(action, scope);
          const expected = all
            .map((order) => ({
              orderId: order.id,
              status: order.status,
              actions: allowedActions(
                buildOrderFacts(order, [], sums.get(order.id) ?? emptyLedgerSums, order.userId === creditCustomerId),
                actor,
                now,
              ).filter(isWanted),
            }))
            .filter((entry) => entry.actions.length > 0);
          const work = { actor, now, isWanted };
          const listed = await listWaitingOrderPage(db, work, {}, { limit: orderCount, offset: 0 });
          const context = `${label}, scope ${scope ?? 'none'}, ${now.toISOString()}`;
          expect(
            listed.map((row) => ({ orderId: row.order.id, status: row.order.status, actions: row.actions })),
            context,
          ).toEqual(expected);
          const counts = new Map<number, number>();
          for (const entry of expected) counts.set(entry.status, (counts.get(entry.status) ?? 0) + 1);
          expect(await countWaitingOrdersByStatus(db, work), context).toEqual(
            [...counts.entries()].sort(([a], [b]) => a - b).map(([status, count]) => ({ status, count })),
          );
          waitingSeen += expected.length;
          for (const entry of expected) for (const action of entry.actions) actionsSeen.add(action);
        }
      }
    }
    // The set is varied enough to matter: orders wait, and every action a list can offer (all but the payload-only
    // ones a customer never lacks) comes up.
    expect(waitingSeen).toBeGreaterThan(1_000);
    expect([...actionsSeen].sort()).toEqual(
      [
        'acceptAdjustedPrice',
        'acceptQuote',
        'approveContract',
        'approvePurchase',
        'approveReturn',
        'assignPurchasing',
        'assignSales',
        'cancel',
        'confirmCompletion',
        'declineReturn',
        'placePurchaseOrder',
        'placeSalesOrder',
        'purchaseQuote',
        'rejectContract',
        'requestReturn',
        'salesQuote',
        'warehouseEntry',
        'warehouseExit',
      ].sort(),
    );
  }, 120_000);
});
