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
    const order = await placeOrder();
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
    await moveOk('15', approved.orderId, 'approveContract', 5, { reason: 'files checked' });
    const gerberFileId = await insertOwnedFile(testApp(), alice().userId, 'gerber');
    const late = await attach(alice().cookie, { orderId: approved.orderId, gerberFileId });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toContain('contract review has already approved it');
    const lateZh = await attach(alice().cookie, { orderId: approved.orderId, gerberFileId }, 'zh-CN');
    expect(lateZh.json().msg).toContain('已通过合同审核');

    const cancelled = await placeOrder();
    await customerAction(testApp().app, alice().cookie, 'cancel', { orderId: cancelled.orderId, reason: 'changed' });
    expect((await attach(alice().cookie, { orderId: cancelled.orderId, gerberFileId })).statusCode).toBe(409);
    expect((await readOrder(approved.orderId)).gerberFileId).toBeNull();
    expect((await readOrder(cancelled.orderId)).gerberFileId).toBeNull();
  });

  it("refuses another customer's order or file with 404, a BOM as the Gerber with 400 naming the field", async () => {
    const order = await placeOrder();
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
