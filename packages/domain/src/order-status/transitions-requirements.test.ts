import { describe, expect, it } from 'vitest';
import type { OrderActor } from './actors.ts';
import type { OrderFacts } from './order-facts.ts';
import { type ActorKey, daysFromNow, makeActor, makeOrder, testNow, validPayloads } from './order-test-support.ts';
import type { ActionPayloads, OrderAction } from './payloads.ts';
import { allowedActions, decideTransition } from './transitions.ts';

interface RefusedCase {
  name: string;
  action: OrderAction;
  order: OrderFacts;
  actor: ActorKey | OrderActor;
  payload?: unknown;
  now?: Date;
  requirement: string;
  field?: string;
}

const paid = { paidVerified: 100_00 };

// Every requirement of the table, refused at least once; `field` is what a 400 names.
const refusedCases: RefusedCase[] = [
  {
    name: 'assignSales to a buyer',
    action: 'assignSales',
    order: makeOrder(0),
    actor: '11',
    payload: { salesUserId: 'staff-12', salesUserRoleId: '12' },
    requirement: 'salesUserIsSalesperson',
    field: 'salesUserId',
  },
  {
    name: 'assignSales to an unknown user',
    action: 'assignSales',
    order: makeOrder(0),
    actor: '15',
    payload: { salesUserId: 'ghost', salesUserRoleId: undefined },
    requirement: 'salesUserIsSalesperson',
    field: 'salesUserId',
  },
  {
    name: 'assignPurchasing to a salesperson',
    action: 'assignPurchasing',
    order: makeOrder(1),
    actor: '12',
    payload: { buyerUserId: 'staff-14', buyerUserRoleId: '14' },
    requirement: 'buyerIsPurchaser',
    field: 'buyerUserId',
  },
  {
    name: 'purchaseQuote missing a line',
    action: 'purchaseQuote',
    order: makeOrder(2),
    actor: '12',
    payload: { lines: [{ lineId: 'L1', unitCost: 100, supplier: 'A' }] },
    requirement: 'everyLineCosted',
    field: 'lines',
  },
  {
    name: 'purchaseQuote without a supplier',
    action: 'purchaseQuote',
    order: makeOrder(2),
    actor: '1',
    payload: {
      lines: [
        { lineId: 'L1', unitCost: 100, supplier: ' ' },
        { lineId: 'L2', unitCost: 100, supplier: 'A' },
      ],
    },
    requirement: 'everyLineCosted',
    field: 'lines',
  },
  {
    name: 'salesQuote with a line twice',
    action: 'salesQuote',
    order: makeOrder(3),
    actor: '11',
    payload: {
      lines: [
        { lineId: 'L1', unitPrice: 100 },
        { lineId: 'L1', unitPrice: 100 },
      ],
    },
    requirement: 'everyLinePriced',
    field: 'lines',
  },
  {
    name: 'salesQuote at a zero price',
    action: 'salesQuote',
    order: makeOrder(3),
    actor: '14',
    payload: {
      lines: [
        { lineId: 'L1', unitPrice: 0 },
        { lineId: 'L2', unitPrice: 100 },
      ],
    },
    requirement: 'everyLinePriced',
    field: 'lines',
  },
  {
    name: 'salesQuote at a negative unit price',
    action: 'salesQuote',
    order: makeOrder(4),
    actor: '15',
    payload: {
      lines: [
        { lineId: 'L1', unitPrice: -1 },
        { lineId: 'L2', unitPrice: 100 },
      ],
    },
    requirement: 'everyLinePriced',
    field: 'lines',
  },
  {
    name: 'acceptQuote 7 days after the quote (expiry reached)',
    action: 'acceptQuote',
    order: makeOrder(4, { customerAcceptedQuote: false, quoteExpiresAt: testNow }),
    actor: 'owner',
    requirement: 'quoteNotExpired',
  },
  {
    name: 'acceptQuote twice',
    action: 'acceptQuote',
    order: makeOrder(4),
    actor: 'owner',
    requirement: 'quoteAwaitingAcceptance',
  },
  {
    name: 'placeSalesOrder before the customer accepted',
    action: 'placeSalesOrder',
    order: makeOrder(4, { customerAcceptedQuote: false }),
    actor: '11',
    requirement: 'customerAcceptedQuote',
  },
  {
    name: 'approveContract of a board order without its Gerber',
    action: 'approveContract',
    order: makeOrder(5, { manufacturingFilesMissing: true }),
    actor: '15',
    requirement: 'manufacturingFilesAttached',
  },
  {
    name: 'approveContract with an adjusted total but no reason',
    action: 'approveContract',
    order: makeOrder(5),
    actor: '15',
    payload: { adjustedTotal: 90_00 },
    requirement: 'adjustmentReasonGiven',
    field: 'reason',
  },
  {
    name: 'approveContract with a zero total',
    action: 'approveContract',
    order: makeOrder(5),
    actor: '16',
    payload: { adjustedTotal: 0, reason: 'free' },
    requirement: 'adjustedTotalValid',
    field: 'adjustedTotal',
  },
  {
    name: 'rejectContract without a reason',
    action: 'rejectContract',
    order: makeOrder(5),
    actor: '16',
    payload: { reason: '  ' },
    requirement: 'reasonGiven',
    field: 'reason',
  },
  {
    name: 'acceptAdjustedPrice with no adjustment',
    action: 'acceptAdjustedPrice',
    order: makeOrder(6),
    actor: 'owner',
    requirement: 'priceAdjustmentPending',
  },
  {
    name: 'placePurchaseOrder with nothing paid',
    action: 'placePurchaseOrder',
    order: makeOrder(6),
    actor: '12',
    requirement: 'paidInFullOrCreditTerms',
  },
  {
    name: 'placePurchaseOrder with a part paid',
    action: 'placePurchaseOrder',
    order: makeOrder(6, { paidVerified: 100_00, refunded: 1 }),
    actor: '12',
    requirement: 'paidInFullOrCreditTerms',
  },
  {
    name: 'placePurchaseOrder before the customer accepted the adjusted price (even on credit)',
    action: 'placePurchaseOrder',
    order: makeOrder(6, { ...paid, hasCreditTerms: true, priceAdjustmentPending: true, pendingAdjustedTotal: 1 }),
    actor: '1',
    requirement: 'noPriceAdjustmentPending',
  },
  {
    name: 'warehouseEntry of nothing',
    action: 'warehouseEntry',
    order: makeOrder(8),
    actor: '12',
    payload: { quantity: 0 },
    requirement: 'quantityReceived',
    field: 'quantity',
  },
  {
    name: 'warehouseExit without a carrier',
    action: 'warehouseExit',
    order: makeOrder(9),
    actor: '14',
    payload: { carrier: '', trackingNo: 'SF1' },
    requirement: 'carrierGiven',
    field: 'carrier',
  },
  {
    name: 'warehouseExit without a tracking number',
    action: 'warehouseExit',
    order: makeOrder(9),
    actor: '12',
    payload: { carrier: 'SF', trackingNo: '' },
    requirement: 'trackingNoGiven',
    field: 'trackingNo',
  },
  {
    name: 'confirmCompletion by staff before 15 days',
    action: 'confirmCompletion',
    order: makeOrder(10, { enteredStatusAt: daysFromNow(-14.9) }),
    actor: '15',
    requirement: 'fifteenDaysSinceShipment',
  },
  {
    name: 'requestReturn after 30 days',
    action: 'requestReturn',
    order: makeOrder(11, { completedAt: daysFromNow(-30.01) }),
    actor: 'owner',
    requirement: 'withinReturnWindow',
  },
  {
    name: 'requestReturn without a reason',
    action: 'requestReturn',
    order: makeOrder(10),
    actor: 'owner',
    payload: { reason: '' },
    requirement: 'reasonGiven',
    field: 'reason',
  },
  {
    name: 'requestReturn twice',
    action: 'requestReturn',
    order: makeOrder(11, { returnRequested: true }),
    actor: 'owner',
    requirement: 'noReturnPending',
  },
  {
    name: 'approveReturn with no request',
    action: 'approveReturn',
    order: makeOrder(11, paid),
    actor: '15',
    requirement: 'returnRequested',
  },
  {
    name: 'approveReturn refunding more than was paid',
    action: 'approveReturn',
    order: makeOrder(11, { ...paid, returnRequested: true }),
    actor: '16',
    payload: { refundAmount: 100_01, restock: false },
    requirement: 'refundWithinPaid',
    field: 'refundAmount',
  },
  {
    name: 'declineReturn with no request',
    action: 'declineReturn',
    order: makeOrder(10),
    actor: '15',
    requirement: 'returnRequested',
  },
  {
    name: 'declineReturn without a reason',
    action: 'declineReturn',
    order: makeOrder(11, { returnRequested: true }),
    actor: '16',
    payload: { reason: '  ' },
    requirement: 'reasonGiven',
    field: 'reason',
  },
  {
    name: 'cancel by the client after payment',
    action: 'cancel',
    order: makeOrder(5, { paidVerified: 1 }),
    actor: 'owner',
    requirement: 'nothingPaid',
  },
  {
    name: 'cancel by the client at 6 with no price change to decline',
    action: 'cancel',
    order: makeOrder(6),
    actor: 'owner',
    requirement: 'priceAdjustmentPending',
  },
  {
    name: 'cancel by staff without a reason',
    action: 'cancel',
    order: makeOrder(3),
    actor: '11',
    payload: {},
    requirement: 'reasonGiven',
    field: 'reason',
  },
];

describe('requirements', () => {
  it.each(refusedCases)('$name is refused ($requirement)', (testCase) => {
    const actor = typeof testCase.actor === 'string' ? makeActor(testCase.actor) : testCase.actor;
    const payload = (testCase.payload ?? validPayloads[testCase.action]) as ActionPayloads[OrderAction];
    const decision = decideTransition(testCase.order, actor, testCase.action, payload, testCase.now ?? testNow);
    const expected: Record<string, unknown> = { ok: false, reason: 'requirementMissing' };
    expected.requirement = testCase.requirement;
    if (testCase.field !== undefined) expected.field = testCase.field;
    expect(decision).toEqual(expected);
    // An order-level requirement also hides the action; a payload one cannot be known before the payload.
    const isListed = allowedActions(testCase.order, actor, testCase.now ?? testNow).includes(testCase.action);
    expect(isListed).toBe(testCase.field !== undefined);
  });

  it('accepts the edges: 15 days exactly, 30 days exactly, a quote 1 ms before expiry, a credit customer unpaid', () => {
    const staff = makeActor('11');
    const owner = makeActor('owner');
    const atFifteen = makeOrder(10, { enteredStatusAt: daysFromNow(-15) });
    expect(decideTransition(atFifteen, staff, 'confirmCompletion', {}, testNow).ok).toBe(true);
    const atThirty = makeOrder(11, { completedAt: daysFromNow(-30) });
    expect(decideTransition(atThirty, owner, 'requestReturn', { reason: 'broken' }, testNow).ok).toBe(true);
    const quote = makeOrder(4, { customerAcceptedQuote: false, quoteExpiresAt: new Date(testNow.getTime() + 1) });
    expect(decideTransition(quote, owner, 'acceptQuote', {}, testNow).ok).toBe(true);
    const credit = makeOrder(6, { hasCreditTerms: true });
    expect(decideTransition(credit, makeActor('12'), 'placePurchaseOrder', {}, testNow).ok).toBe(true);
  });

  it("refuses a staff member acting on an order when the action is the customer's, and a customer on staff work", () => {
    expect(
      decideTransition(makeOrder(4, { customerAcceptedQuote: false }), makeActor('1'), 'acceptQuote', {}, testNow),
    ).toEqual({ ok: false, reason: 'forbidden' });
    const client: OrderActor = { kind: 'client', userId: 'client-owner' };
    expect(decideTransition(makeOrder(7), client, 'approvePurchase', {}, testNow)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });

  it('lets a role with an edited tag list act, and gives `admin` everything', () => {
    const custom: OrderActor = { kind: 'staff', userId: 'u9', roleId: '16', tags: ['stock:exit'] };
    expect(decideTransition(makeOrder(9), custom, 'warehouseExit', validPayloads.warehouseExit, testNow).ok).toBe(true);
    const admin: OrderActor = { kind: 'staff', userId: 'u8', roleId: '14', tags: ['admin'] };
    expect(decideTransition(makeOrder(2), admin, 'purchaseQuote', validPayloads.purchaseQuote, testNow).ok).toBe(true);
    const bare: OrderActor = { kind: 'staff', userId: 'u7', roleId: '15', tags: [] };
    expect(decideTransition(makeOrder(0), bare, 'assignSales', validPayloads.assignSales, testNow).ok).toBe(false);
  });
});
