import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { transitionRequestSchema } from '@boardforge/contracts/orders-transitions.ts';
import { describe, expect, it } from 'vitest';
import {
  buildInitialValues,
  buildPayload,
  checkPayload,
  hasFields,
  isFieldPath,
  listStaffActions,
  type PayloadIssue,
  type TransitionFormValues,
  toFormFieldErrors,
} from './transition-forms.ts';

const describeIssue = ({ path, isMissing, code, textReason }: PayloadIssue) =>
  `${path.join('.')}:${isMissing ? 'missing' : (textReason ?? code)}`;

// Only the fields the forms read; the rest of a detail does not matter here.
const order = {
  orderId: 'o1',
  status: 2,
  total: 205,
  paid: 205,
  refunded: 5,
  assignedSalesUserId: null,
  assignedBuyerUserId: 'buyer-1',
  receivedQuantity: null,
  orderedQuantity: 30,
  lines: [
    {
      lineId: 'l1',
      code: 'bomSet',
      label: 'BOM set',
      labelZh: 'BOM套',
      quantity: 10,
      amount: 0,
      unitCost: 12.3456,
      supplier: 'LCSC',
      unitPrice: null,
    },
    {
      lineId: 'l2',
      code: 'bomSet',
      label: 'BOM set',
      labelZh: 'BOM套',
      quantity: 4,
      amount: 0,
      unitCost: null,
      supplier: null,
      unitPrice: null,
    },
  ],
} as unknown as ErpOrderDetail;

describe('listStaffActions', () => {
  it('keeps the staff actions the server allows, in transition-table order, and drops the customer ones', () => {
    expect(listStaffActions(['cancel', 'acceptQuote', 'purchaseQuote', 'requestReturn'])).toEqual([
      'purchaseQuote',
      'cancel',
    ]);
    expect(listStaffActions([])).toEqual([]);
  });

  it('knows which actions are a bare confirmation', () => {
    expect(hasFields('placeSalesOrder')).toBe(false);
    expect(hasFields('approvePurchase')).toBe(false);
    expect(hasFields('warehouseExit')).toBe(true);
  });
});

describe('buildInitialValues', () => {
  it('starts quote forms from what the lines record', () => {
    expect(buildInitialValues('purchaseQuote', order)).toEqual({
      lines: [
        { lineId: 'l1', unitCost: 12.3456, supplier: 'LCSC' },
        { lineId: 'l2', unitCost: null, supplier: '' },
      ],
    });
    expect(buildInitialValues('salesQuote', order)).toEqual({
      lines: [
        { lineId: 'l1', unitPrice: null },
        { lineId: 'l2', unitPrice: null },
      ],
    });
  });

  it('proposes the ordered quantity for warehouse entry, the net paid for a refund, the one supplier', () => {
    // The boards ordered (30), not the sum of the order's lines (10 + 4 = 14) nor their count.
    expect(buildInitialValues('warehouseEntry', order)).toEqual({ quantity: 30 });
    expect(buildInitialValues('warehouseEntry', { ...order, receivedQuantity: 28 })).toEqual({ quantity: 28 });
    expect(buildInitialValues('approveReturn', order)).toEqual({ refundAmount: 200, restock: true });
    expect(buildInitialValues('assignPurchasing', order)).toEqual({ buyerUserId: 'buyer-1' });
    expect(buildInitialValues('placePurchaseOrder', order)).toEqual({ supplier: 'LCSC' });
  });
});

describe('buildPayload → request', () => {
  const send = (action: Parameters<typeof buildPayload>[0], payload: Record<string, unknown>) =>
    transitionRequestSchema.safeParse({ orderId: 'o1', action, fromStatus: 2, payload });

  it('maps every form to the payload schema of its action', () => {
    const cases = [
      ['assignSales', { salesUserId: 'u14' }, { salesUserId: 'u14' }],
      ['assignPurchasing', { buyerUserId: 'u12' }, { buyerUserId: 'u12' }],
      [
        'purchaseQuote',
        { lines: [{ lineId: 'l1', unitCost: 1.5, supplier: '  LCSC ' }] },
        { lines: [{ lineId: 'l1', unitCost: 1.5, supplier: 'LCSC' }] },
      ],
      [
        'salesQuote',
        { lines: [{ lineId: 'l1', unitPrice: 2, unitCost: 1 }] },
        { lines: [{ lineId: 'l1', unitPrice: 2 }] },
      ],
      ['placeSalesOrder', { reason: 'ignored' }, {}],
      ['approveContract', { adjustedTotal: null, reason: ' ' }, {}],
      [
        'approveContract',
        { adjustedTotal: 180, reason: 'bulk discount' },
        { adjustedTotal: 180, reason: 'bulk discount' },
      ],
      ['rejectContract', { reason: ' wrong files ' }, { reason: 'wrong files' }],
      ['placePurchaseOrder', { supplier: '', note: 'rush' }, { note: 'rush' }],
      ['approvePurchase', {}, {}],
      ['warehouseEntry', { quantity: 5 }, { quantity: 5 }],
      [
        'warehouseExit',
        { carrier: 'SF Express ', trackingNo: ' SF1001' },
        { carrier: 'SF Express', trackingNo: 'SF1001' },
      ],
      ['confirmCompletion', {}, {}],
      ['approveReturn', { refundAmount: 30, restock: false }, { refundAmount: 30, restock: false }],
      ['cancel', { reason: 'customer asked' }, { reason: 'customer asked' }],
    ] as const satisfies readonly (readonly [Parameters<typeof buildPayload>[0], unknown, unknown])[];
    for (const [action, values, payload] of cases) {
      const built = buildPayload(action, values as TransitionFormValues);
      expect(built, action).toEqual(payload);
      expect(send(action, built).success, action).toBe(true);
    }
  });
});

describe('checkPayload', () => {
  it('passes a complete form and returns its payload', () => {
    expect(checkPayload('warehouseExit', { carrier: 'SF', trackingNo: 'SF1' }, describeIssue)).toEqual({
      isValid: true,
      payload: { carrier: 'SF', trackingNo: 'SF1' },
    });
  });

  it('names each missing or invalid field by its form path, lines included', () => {
    expect(checkPayload('warehouseExit', { carrier: ' ' }, describeIssue)).toEqual({
      isValid: false,
      errors: [
        { name: ['carrier'], message: 'carrier:missing' },
        { name: ['trackingNo'], message: 'trackingNo:missing' },
      ],
    });
    const quote = checkPayload(
      'purchaseQuote',
      {
        lines: [
          { lineId: 'l1', unitCost: 1, supplier: 'LCSC' },
          { lineId: 'l2', unitCost: -1, supplier: '' },
        ],
      },
      describeIssue,
    );
    expect(quote).toEqual({
      isValid: false,
      errors: [
        { name: ['lines', 1, 'unitCost'], message: 'lines.1.unitCost:too_small' },
        { name: ['lines', 1, 'supplier'], message: 'lines.1.supplier:missing' },
      ],
    });
  });

  it('gives each limit of the payload schema with its bound, text limits in characters', () => {
    const checked = checkPayload(
      'warehouseExit',
      { carrier: 'S'.repeat(51), trackingNo: 'T'.repeat(65) },
      ({ path, limit }) => `${path.join('.')}:${JSON.stringify(limit)}`,
    );
    expect(checked).toEqual({
      isValid: false,
      errors: [
        { name: ['carrier'], message: 'carrier:{"direction":"tooBig","isText":true,"bound":50,"isInclusive":true}' },
        {
          name: ['trackingNo'],
          message: 'trackingNo:{"direction":"tooBig","isText":true,"bound":64,"isInclusive":true}',
        },
      ],
    });
    const price = checkPayload('salesQuote', { lines: [{ lineId: 'l1', unitPrice: 0 }] }, ({ limit }) =>
      JSON.stringify(limit),
    );
    expect(price).toMatchObject({
      errors: [{ message: '{"direction":"tooSmall","isText":false,"bound":0,"isInclusive":false}' }],
    });
  });

  it('says which text rule a pasted control character breaks', () => {
    expect(checkPayload('warehouseExit', { carrier: 'SF\u0007', trackingNo: 'SF1' }, describeIssue)).toEqual({
      isValid: false,
      errors: [{ name: ['carrier'], message: 'carrier:text.controlCharacter' }],
    });
  });

  it('asks for a reason when the contract is approved at an adjusted price', () => {
    expect(checkPayload('approveContract', { adjustedTotal: 150 }, describeIssue)).toEqual({
      isValid: false,
      errors: [{ name: ['reason'], message: 'reason:missing' }],
    });
    expect(checkPayload('warehouseEntry', { quantity: null }, describeIssue)).toMatchObject({
      errors: [{ name: ['quantity'], message: 'quantity:missing' }],
    });
  });
});

describe('toFormFieldErrors', () => {
  it("turns the server's payload field names into form paths and leaves other fields out", () => {
    expect(
      toFormFieldErrors([
        { field: 'payload.quantity', message: 'the received quantity must be a whole number of at least 1' },
        { field: 'payload.lines.1.unitPrice', message: 'too small' },
        { field: 'payload.lines', message: 'every order line needs exactly one unit price' },
        { field: 'orderId', message: 'not paid' },
        { field: 'payload', message: 'bad' },
      ]),
    ).toEqual([
      { name: ['quantity'], message: 'the received quantity must be a whole number of at least 1' },
      { name: ['lines', 1, 'unitPrice'], message: 'too small' },
      { name: ['lines'], message: 'every order line needs exactly one unit price' },
    ]);
    expect(isFieldPath(['lines'])).toBe(false);
    expect(isFieldPath(['lines', 1, 'unitPrice'])).toBe(true);
    expect(isFieldPath([])).toBe(false);
  });
});
