import { describe, expect, it } from 'vitest';
import { createCustomer, customerAction, insertOwnedFile, setUpWorkflow } from './orders-fixtures.ts';

const workflow = setUpWorkflow(new Date('2026-11-24T02:00:00Z'), '13700000031');
const { now, testApp, alice, placeOrder, moveOk, readOrder, erpDetail } = workflow;

const attach = (cookie: string, body: Record<string, unknown>, language = 'en') =>
  testApp().app.inject({
    method: 'POST',
    url: '/api/orderInfo/attachFiles',
    headers: { cookie, 'accept-language': language },
    payload: body,
  });

describe('POST /api/orderInfo/attachFiles', () => {
  it('attaches the own Gerber to an own PCB order before contract review; the order page and staff see it', async () => {
    const order = await placeOrder({ gerberFileId: undefined });
    expect(order.status).toBe(5);
    expect((await readOrder(order.orderId)).gerberFileId).toBeNull();
    const gerberFileId = await insertOwnedFile(testApp(), alice().userId, 'gerber');

    const response = await attach(alice().cookie, { orderId: order.orderId, gerberFileId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.files).toEqual([{ fileId: gerberFileId, fileName: 'board.zip', kind: 'gerber' }]);
    expect((await readOrder(order.orderId)).gerberFileId).toBe(gerberFileId);
    expect((await erpDetail(order.orderId)).files).toEqual([
      expect.objectContaining({ fileId: gerberFileId, kind: 'gerber' }),
    ]);

    // A corrected Gerber replaces the first while review has not approved the order.
    const corrected = await insertOwnedFile(testApp(), alice().userId, 'gerber');
    expect((await attach(alice().cookie, { orderId: order.orderId, gerberFileId: corrected })).statusCode).toBe(200);
    expect((await readOrder(order.orderId)).gerberFileId).toBe(corrected);
  });

  it('refuses once contract review approved the order, or after it was cancelled, with 409 in both languages', async () => {
    const approved = await placeOrder();
    const approvedGerber = (await readOrder(approved.orderId)).gerberFileId;
    await moveOk('15', approved.orderId, 'approveContract', 5, { reason: 'files checked' });
    const gerberFileId = await insertOwnedFile(testApp(), alice().userId, 'gerber');
    const late = await attach(alice().cookie, { orderId: approved.orderId, gerberFileId });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toContain('contract review has already approved it');
    const lateZh = await attach(alice().cookie, { orderId: approved.orderId, gerberFileId }, 'zh-CN');
    expect(lateZh.json().msg).toContain('已通过合同审核');

    const cancelled = await placeOrder({ gerberFileId: undefined });
    await customerAction(testApp().app, alice().cookie, 'cancel', { orderId: cancelled.orderId, reason: 'changed' });
    expect((await attach(alice().cookie, { orderId: cancelled.orderId, gerberFileId })).statusCode).toBe(409);
    expect((await readOrder(approved.orderId)).gerberFileId).toBe(approvedGerber);
    expect((await readOrder(cancelled.orderId)).gerberFileId).toBeNull();
  });

  it("refuses another customer's order or file with 404, a BOM as the Gerber with 400 naming the field", async () => {
    const order = await placeOrder({ gerberFileId: undefined });
    const bob = await createCustomer(testApp(), '13700000032', now);
    const bobsGerber = await insertOwnedFile(testApp(), bob.userId, 'gerber');
    const ownGerber = await insertOwnedFile(testApp(), alice().userId, 'gerber');
    const ownBom = await insertOwnedFile(testApp(), alice().userId, 'bom');

    const foreignOrder = await attach(bob.cookie, { orderId: order.orderId, gerberFileId: bobsGerber });
    expect(foreignOrder.statusCode).toBe(404);
    const foreignFile = await attach(alice().cookie, { orderId: order.orderId, gerberFileId: bobsGerber });
    expect(foreignFile.statusCode).toBe(404);
    expect(foreignFile.json().data.errors[0].field).toBe('gerberFileId');
    const wrongKind = await attach(alice().cookie, { orderId: order.orderId, gerberFileId: ownBom });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().data.errors[0]).toEqual({
      field: 'gerberFileId',
      message: 'The file given as gerberFileId is not a gerber file.',
    });
    const notAnId = await attach(alice().cookie, { orderId: 'not-an-order', gerberFileId: ownGerber });
    expect(notAnId.statusCode).toBe(404);
    const missingField = await attach(alice().cookie, { orderId: order.orderId });
    expect(missingField.statusCode).toBe(400);
    expect((await readOrder(order.orderId)).gerberFileId).toBeNull();
  });
});

describe('contract review of a board order without its Gerber', () => {
  it('refuses to approve it (400 in both languages) and does not offer the action; approves once the customer attaches it', async () => {
    const order = await placeOrder({ gerberFileId: undefined });
    const detail = await erpDetail(order.orderId, '15');
    expect(detail.allowedActions).toContain('rejectContract');
    expect(detail.allowedActions).not.toContain('approveContract');

    const refused = await workflow.move('15', order.orderId, 'approveContract', 5, { reason: 'looks fine' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('the board order has no Gerber files yet');
    const refusedZh = await testApp().app.inject({
      method: 'POST',
      url: '/api/erp/order/transition',
      headers: { cookie: workflow.staffOf('16').cookie, 'accept-language': 'zh-CN' },
      payload: { orderId: order.orderId, action: 'approveContract', fromStatus: 5, payload: {} },
    });
    expect(refusedZh.statusCode).toBe(400);
    expect(refusedZh.json().msg).toContain('尚未附上 Gerber 文件');
    // Nothing moved: the order still waits for review, with no history row for the refusals.
    expect((await readOrder(order.orderId)).status).toBe(5);
    expect((await workflow.historyOf(order.orderId)).map((row) => row.action)).not.toContain('approveContract');

    const gerberFileId = await insertOwnedFile(testApp(), alice().userId, 'gerber');
    expect((await attach(alice().cookie, { orderId: order.orderId, gerberFileId })).statusCode).toBe(200);
    expect((await erpDetail(order.orderId, '15')).allowedActions).toContain('approveContract');
    await moveOk('15', order.orderId, 'approveContract', 5, { reason: 'files checked' });
    expect((await readOrder(order.orderId)).status).toBe(6);
  });

  it('approves an SMT order, which carries no Gerber', async () => {
    const smt = await placeOrder({
      orderType: 'smt',
      spec: { componentsNumber: 20, boardsNumber: 10 },
    });
    await moveOk('15', smt.orderId, 'approveContract', 5);
  });
});

describe('the Gerber against the ordered board', () => {
  const analysis = (overrides: Record<string, unknown>) => ({
    widthMm: 100.2,
    heightMm: 99.9,
    layers: 2,
    files: [],
    drills: 120,
    minHoleMm: 0.3,
    sizeSource: 'outline',
    warnings: [],
    ...overrides,
  });

  it('names where the Gerber disagrees and the stricter value review goes by, to the customer and to staff', async () => {
    // glasgow-revC3's case: a 0.20 mm hole against the form's 0.3 mm min hole, and 4 copper layers against 2.
    const gerberFileId = await insertOwnedFile(
      testApp(),
      alice().userId,
      'gerber',
      analysis({ minHoleMm: 0.2, layers: 4 }),
    );
    const order = await placeOrder({ gerberFileId });
    const expected = [
      { field: 'layers', ordered: 2, gerber: 4, review: 4 },
      { field: 'minHole', ordered: 0.3, gerber: 0.2, review: 0.2 },
    ];
    expect((await erpDetail(order.orderId, '15')).gerberChecks).toEqual(expected);
    const customerDetail = await testApp().app.inject({
      method: 'GET',
      url: `/api/orderInfo/detail?orderId=${order.orderId}`,
      headers: { cookie: alice().cookie },
    });
    expect(customerDetail.json().data.gerberChecks).toEqual(expected);

    // A Gerber that agrees (within the outline stroke) leaves nothing to say.
    const agreeing = await insertOwnedFile(testApp(), alice().userId, 'gerber', analysis({}));
    expect((await attach(alice().cookie, { orderId: order.orderId, gerberFileId: agreeing })).statusCode).toBe(200);
    expect((await erpDetail(order.orderId, '15')).gerberChecks).toEqual([]);
  });

  it('says nothing for a Gerber stored without the analysis numbers', async () => {
    const order = await placeOrder();
    expect((await erpDetail(order.orderId)).gerberChecks).toEqual([]);
  });
});
