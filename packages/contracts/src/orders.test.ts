import {
  defaultTagsOfRole,
  makeActor,
  makeOrder,
  testNow,
} from '@boardforge/domain/order-status/order-test-support.ts';
import { type ActionPayloads, isOrderAction, type OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { decideTransition, transitionTable } from '@boardforge/domain/order-status/transitions.ts';
import { describe, expect, it } from 'vitest';
import {
  listOrdersQuerySchema,
  orderReasonRequestSchema,
  rateOrderRequestSchema,
  saveOrderRequestSchema,
} from './orders.ts';
import { staffOrderActions, toDomainPayload, transitionRequestSchema } from './orders-transitions.ts';
import { createPaymentAnswerSchema, createPaymentRequestSchema, paymentStatusAnswerSchema } from './payments.ts';
import { permissionTags } from './permissions.ts';

const pcbOrder = {
  orderType: 'pcb',
  spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 10 },
  invoiceType: 'none',
  invoicingMethod: 'electronic',
  contractTitle: 'Shenzhen Example Co.',
  placingOrder: '张三',
  placingOrderPhone: '+86 138-0013-8000',
  technicians: 'Li Si',
  techniciansPhone: '13900139000',
  addressId: '7f1c2a52-8f0e-4c3c-9a57-1a2b3c4d5e6f',
  shippingMethod: 'express',
  idempotencyKey: 'order-2026-12-01-0001',
};

// The paths of the issues of a refused parse.
function listIssuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('saveOrder', () => {
  // The phones are checked and normalised by the server as account phones (mainland or abroad, phone-numbers.ts),
  // which this module does not load: the schema only bounds them.
  it('accepts a PCB order and leaves the phones to the server', () => {
    const parsed = saveOrderRequestSchema.parse(pcbOrder);
    expect(parsed.placingOrderPhone).toBe(pcbOrder.placingOrderPhone.trim());
    expect(parsed.orderType).toBe('pcb');
  });

  it.each([
    ['a phone of 21 characters', { placingOrderPhone: '1'.repeat(21) }, 'placingOrderPhone'],
    ['no phone', { techniciansPhone: '' }, 'techniciansPhone'],
    ['a short idempotency key', { idempotencyKey: 'abc1234' }, 'idempotencyKey'],
    ['a 65-character idempotency key', { idempotencyKey: 'k'.repeat(65) }, 'idempotencyKey'],
    ['an unknown invoicing method', { invoicingMethod: 'fax' }, 'invoicingMethod'],
    ['a spec of the wrong type', { spec: { componentsNumber: 10, boardsNumber: 5 } }, 'spec.layers'],
    ['a BOM order without its file', { orderType: 'bom', spec: { sets: 5 } }, 'bomFileId'],
  ])('refuses %s', (_name, change, path) => {
    expect(listIssuePaths(saveOrderRequestSchema.safeParse({ ...pcbOrder, ...change }))).toContain(path);
  });

  it('refuses an order type it does not know', () => {
    expect(saveOrderRequestSchema.safeParse({ ...pcbOrder, orderType: 'cable' }).success).toBe(false);
  });

  it('accepts a BOM order with its file', () => {
    const bom = { ...pcbOrder, orderType: 'bom', spec: { sets: 5 }, bomFileId: 'f-1' };
    expect(saveOrderRequestSchema.parse(bom)).toMatchObject({ orderType: 'bom', spec: { sets: 5 } });
  });
});

describe('order list and customer requests', () => {
  it('reads the query string with defaults', () => {
    expect(listOrdersQuerySchema.parse({})).toEqual({ pageNum: 1, pageSize: 20, group: 'all', time: 0 });
    expect(listOrdersQuerySchema.parse({ group: 'inquiry', status: '3', time: '2', pageSize: '50' })).toMatchObject({
      group: 'inquiry',
      status: 3,
      time: 2,
      pageSize: 50,
    });
  });

  it.each([{ pageSize: '25' }, { status: '13' }, { time: '3' }, { group: 'returns' }])('refuses %j', (query) => {
    expect(listOrdersQuerySchema.safeParse(query).success).toBe(false);
  });

  it('rates with 1–5 stars and up to 500 characters', () => {
    expect(rateOrderRequestSchema.parse({ orderId: 'o1', stars: 5 })).toEqual({
      orderId: 'o1',
      stars: 5,
      content: '',
      share: false,
    });
    expect(rateOrderRequestSchema.safeParse({ orderId: 'o1', stars: 6 }).success).toBe(false);
    expect(rateOrderRequestSchema.safeParse({ orderId: 'o1', stars: 4, content: 'x'.repeat(501) }).success).toBe(false);
  });

  it('needs a reason to cancel or return', () => {
    expect(orderReasonRequestSchema.safeParse({ orderId: 'o1', reason: '   ' }).success).toBe(false);
    expect(orderReasonRequestSchema.parse({ orderId: 'o1', reason: ' late ' }).reason).toBe('late');
  });
});

describe('transition', () => {
  it('checks each action with its own payload', () => {
    const exit = { orderId: 'o1', action: 'warehouseExit', fromStatus: 9, payload: { carrier: 'SF' } };
    expect(listIssuePaths(transitionRequestSchema.safeParse(exit))).toContain('payload.trackingNo');
    const adjusted = { orderId: 'o1', action: 'approveContract', fromStatus: 5, payload: { adjustedTotal: 99.5 } };
    expect(listIssuePaths(transitionRequestSchema.safeParse(adjusted))).toContain('payload.reason');
    const withReason = { ...adjusted, payload: { adjustedTotal: 99.5, reason: 'extra test fixture' } };
    expect(transitionRequestSchema.safeParse(withReason).success).toBe(true);
    const plain = { orderId: 'o1', action: 'approveContract', fromStatus: 5, payload: {} };
    expect(transitionRequestSchema.safeParse(plain).success).toBe(true);
  });

  it.each([
    ['a customer action', { action: 'acceptQuote', fromStatus: 4, payload: {} }],
    ['an unknown status', { action: 'approvePurchase', fromStatus: 13, payload: {} }],
    ['a staff cancel without reason', { action: 'cancel', fromStatus: 3, payload: {} }],
    [
      'three decimals of yuan',
      { action: 'approveReturn', fromStatus: 11, payload: { refundAmount: 1.005, restock: true } },
    ],
    [
      'a zero unit price',
      { action: 'salesQuote', fromStatus: 3, payload: { lines: [{ lineId: 'L1', unitPrice: 0 }] } },
    ],
  ])('refuses %s', (_name, request) => {
    expect(transitionRequestSchema.safeParse({ orderId: 'o1', ...request }).success).toBe(false);
  });

  it('converts yuan to fen (unit prices to hundredths of a fen) for the domain', () => {
    const quote = transitionRequestSchema.parse({
      orderId: 'o1',
      action: 'salesQuote',
      fromStatus: 3,
      payload: {
        lines: [
          { lineId: 'L1', unitPrice: 0.0035 },
          { lineId: 'L2', unitPrice: 12.34 },
        ],
      },
    });
    expect(toDomainPayload(quote)).toEqual({
      lines: [
        { lineId: 'L1', unitPrice: 0.35 },
        { lineId: 'L2', unitPrice: 1234 },
      ],
    });
    const adjusted = transitionRequestSchema.parse({
      orderId: 'o1',
      action: 'approveContract',
      fromStatus: 5,
      payload: { adjustedTotal: 1299.9, reason: 'impedance' },
    });
    const payload = toDomainPayload(adjusted) as ActionPayloads['approveContract'];
    expect(payload).toEqual({ adjustedTotal: 129_990, reason: 'impedance' });
    const decision = decideTransition(makeOrder(5), makeActor('15'), 'approveContract', payload, testNow);
    expect(decision).toMatchObject({ ok: true, to: 6 });
    const assign = transitionRequestSchema.parse({
      orderId: 'o1',
      action: 'assignSales',
      fromStatus: 0,
      payload: { salesUserId: 'u14' },
    });
    expect(toDomainPayload(assign, '14')).toEqual({ salesUserId: 'u14', salesUserRoleId: '14' });
  });
});

describe('one definition of the status machine and the permissions', () => {
  it('names only permission tags that exist', () => {
    for (const rule of transitionTable)
      if (rule.who.kind === 'staff') expect(Object.keys(permissionTags)).toContain(rule.who.tag);
  });

  it('offers exactly the staff actions of the table to the staff endpoint', () => {
    const staffActions = new Set(
      transitionTable.filter((rule) => rule.who.kind === 'staff').map((rule) => rule.action),
    );
    expect(new Set<string>(staffOrderActions)).toEqual(staffActions);
  });

  it('tests the domain with the roles contracts give each tag', () => {
    for (const [tag, roles] of Object.entries(permissionTags)) {
      // Only the tags the order transitions name (stock:adjust guards the stock ledger, not an order move).
      if (!transitionTable.some((rule) => rule.who.kind === 'staff' && rule.who.tag === tag)) continue;
      const holders = Object.entries(defaultTagsOfRole)
        .filter(([roleId, tags]) => roleId !== '1' && tags.includes(tag))
        .map(([roleId]) => roleId);
      expect(holders.sort()).toEqual([...roles].sort());
    }
  });

  it('uses the domain action names', () => {
    const domainActions: readonly OrderAction[] = staffOrderActions;
    expect(domainActions.every(isOrderAction)).toBe(true);
  });
});

describe('payments', () => {
  it('takes the four channels and answers with the ways to pay', () => {
    expect(createPaymentRequestSchema.safeParse({ orderId: 'o1', channel: 'paypal' }).success).toBe(false);
    expect(createPaymentRequestSchema.parse({ orderId: 'o1', channel: 'sandbox' }).channel).toBe('sandbox');
    const answer = { paymentId: 'p1', amount: 123.45, payUrl: 'http://localhost:3000/api/dev/sandbox/pay?p=p1' };
    expect(createPaymentAnswerSchema.parse(answer)).toEqual(answer);
    expect(paymentStatusAnswerSchema.safeParse({ status: 'settled' }).success).toBe(false);
    expect(paymentStatusAnswerSchema.parse({ status: 'paid', paidAt: '2026-12-01T12:00:00+08:00' }).status).toBe(
      'paid',
    );
  });
});
