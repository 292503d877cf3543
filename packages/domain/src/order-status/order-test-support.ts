import type { OrderActor } from './actors.ts';
import type { OrderFacts } from './order-facts.ts';
import type { ActionPayloads, OrderAction } from './payloads.ts';
import type { OrderStatus } from './statuses.ts';

// Fixtures shared by the status machine's tests (not used by the machine itself).

/** The instant every fixture is measured from. */
export const testNow = new Date('2026-12-01T04:00:00Z');
const msPerDay = 86_400_000;

/** Returns `testNow` moved by a number of days. */
export function daysFromNow(days: number): Date {
  return new Date(testNow.getTime() + days * msPerDay);
}

/** The default tags of each staff role, as docs/workflow.md's "who" column lists them (role 1 holds `*:*:*`). */
export const defaultTagsOfRole: Record<string, readonly string[]> = {
  '1': ['*:*:*'],
  '11': ['order:assignSales', 'order:salesQuote', 'order:placeSalesOrder', 'order:confirmCompletion', 'order:cancel'],
  '12': [
    'order:assignPurchasing',
    'order:purchaseQuote',
    'order:placePurchaseOrder',
    'order:purchaseReview',
    'stock:entry',
    'stock:exit',
  ],
  '14': ['order:salesQuote', 'order:placeSalesOrder', 'stock:exit'],
  '15': [
    'order:assignSales',
    'order:salesQuote',
    'order:contractReview',
    'order:confirmCompletion',
    'order:approveReturn',
    'order:cancel',
  ],
  '16': ['order:contractReview', 'order:purchaseReview', 'order:approveReturn', 'order:cancel'],
};

/** Actors of the tests: the owner, another customer, each staff role, and role 14/12 users not assigned to the order. */
export const actorKeys = ['owner', 'stranger', '1', '11', '12', '12x', '14', '14x', '15', '16'] as const;
export type ActorKey = (typeof actorKeys)[number];

/** Builds a test actor; `14` and `12` are the order's assigned salesperson and buyer, `14x` and `12x` are not. */
export function makeActor(key: ActorKey): OrderActor {
  if (key === 'owner') return { kind: 'client', userId: 'client-owner' };
  if (key === 'stranger') return { kind: 'client', userId: 'client-stranger' };
  const roleId = key.replace('x', '');
  const userId = key.endsWith('x') ? `staff-${roleId}-other` : `staff-${roleId}`;
  return { kind: 'staff', userId, roleId, tags: defaultTagsOfRole[roleId] ?? [] };
}

/** Builds an order at a status with sensible facts: assigned staff, two lines, 100 yuan payable, nothing paid. */
export function makeOrder(status: OrderStatus, overrides: Partial<OrderFacts> = {}): OrderFacts {
  const order: OrderFacts = {
    status,
    ownerUserId: 'client-owner',
    assignedSalesUserId: 'staff-14',
    assignedBuyerUserId: 'staff-12',
    lines: [
      { lineId: 'L1', quantity: 10 },
      { lineId: 'L2', quantity: 5 },
    ],
    payable: 100_00,
    paidVerified: 0,
    refunded: 0,
    hasCreditTerms: false,
    customerAcceptedQuote: true,
    quoteExpiresAt: daysFromNow(3),
    priceAdjustmentPending: false,
    receivedQuantity: 15,
    returnRequested: false,
    manufacturingFilesMissing: false,
    enteredStatusAt: daysFromNow(-1),
  };
  if (status === 11 || status === 12) order.completedAt = daysFromNow(-5);
  return { ...order, ...overrides };
}

/** Builds an order at a status that meets every order-level requirement of an action for an actor. */
export function makeReadyOrder(action: OrderAction, status: OrderStatus, actor: ActorKey): OrderFacts {
  switch (action) {
    case 'acceptQuote':
      return makeOrder(status, { customerAcceptedQuote: false });
    case 'acceptAdjustedPrice':
      return makeOrder(status, { priceAdjustmentPending: true, pendingAdjustedTotal: 120_00 });
    case 'placePurchaseOrder':
      return makeOrder(status, { paidVerified: 100_00 });
    case 'confirmCompletion':
      return actor === 'owner' ? makeOrder(status) : makeOrder(status, { enteredStatusAt: daysFromNow(-16) });
    case 'approveReturn':
      return makeOrder(status, { returnRequested: true, paidVerified: 100_00 });
    case 'declineReturn':
      return makeOrder(status, { returnRequested: true });
    case 'cancel':
      return actor === 'owner' && status === 6
        ? makeOrder(status, { priceAdjustmentPending: true, pendingAdjustedTotal: 120_00, paidVerified: 50_00 })
        : makeOrder(status, actor === 'owner' ? {} : { paidVerified: 40_00 });
    default:
      return makeOrder(status);
  }
}

/** A payload meeting every payload requirement of an action (for the orders of `makeOrder`). */
export const validPayloads: { [A in OrderAction]: ActionPayloads[A] } = {
  assignSales: { salesUserId: 'staff-14', salesUserRoleId: '14' },
  assignPurchasing: { buyerUserId: 'staff-12', buyerUserRoleId: '12' },
  purchaseQuote: {
    lines: [
      { lineId: 'L1', unitCost: 120, supplier: 'Shenzhen Parts Co.' },
      { lineId: 'L2', unitCost: 0, supplier: 'Free sample supplier' },
    ],
  },
  salesQuote: {
    lines: [
      { lineId: 'L1', unitPrice: 500 },
      { lineId: 'L2', unitPrice: 1000 },
    ],
  },
  acceptQuote: {},
  placeSalesOrder: {},
  approveContract: {},
  rejectContract: { reason: 'Drill file missing' },
  acceptAdjustedPrice: {},
  placePurchaseOrder: { supplier: 'Factory A', note: 'rush' },
  approvePurchase: {},
  warehouseEntry: { quantity: 15 },
  warehouseExit: { carrier: 'SF Express', trackingNo: 'SF1234567890' },
  confirmCompletion: {},
  requestReturn: { reason: 'Wrong solder mask colour' },
  approveReturn: { refundAmount: 100_00, restock: true },
  declineReturn: { reason: 'Boards match the approved files' },
  cancel: { reason: 'Customer changed the design' },
};
