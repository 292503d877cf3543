import { readFile } from 'node:fs/promises';
import { type APIRequest, type APIRequestContext, expect, type Page } from '@playwright/test';
import { newPhone, payOrderBySandboxApi, registerCustomer, saveAddress } from './customer.ts';
import { sharedFixturesDir } from './shared-fixtures.ts';
import { approveContractAsStaff } from './staff.ts';

/**
 * Uploads a real Gerber set from the shared fixtures (`core`, 30 KB, by default) as the logged-in customer of
 * `request`; returns its file id.
 */
export async function uploadGerberByApi(request: APIRequestContext, set = 'core'): Promise<string> {
  const upload = await request.post('/api/file/uploadGerber', {
    multipart: {
      file: {
        name: `${set}.zip`,
        mimeType: 'application/zip',
        buffer: await readFile(`${sharedFixturesDir}/gerber/${set}.zip`),
      },
    },
    timeout: 60_000,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return ((await upload.json()) as { data: { fileId: string } }).data.fileId;
}

/** Attaches a Gerber upload of the customer of `request` to their board order, as the order page does. */
export async function attachGerberByApi(request: APIRequestContext, orderId: string): Promise<void> {
  const gerberFileId = await uploadGerberByApi(request);
  const attached = await request.post('/api/orderInfo/attachFiles', { data: { orderId, gerberFileId } });
  expect(attached.ok(), await attached.text()).toBe(true);
}

/**
 * Places a PCB order through the API for the logged-in customer of `request` (2 layers, 100 × 100 mm, 5 pieces:
 * ¥30.00 without an invoice, awaiting contract review) with a Gerber upload, as contract review requires; `overrides`
 * replace order fields (e.g. the invoice type; `gerberFileId: undefined` places it without a Gerber).
 * Returns its id and number.
 */
export async function placePcbOrder(
  request: APIRequestContext,
  phone: string,
  overrides: Record<string, unknown> = {},
): Promise<{ orderId: string; orderNo: string }> {
  const addressId = await saveAddress(request, phone);
  const files = 'gerberFileId' in overrides ? {} : { gerberFileId: await uploadGerberByApi(request) };
  const saved = await request.post('/api/orderInfo/saveOrder', {
    data: {
      orderType: 'pcb',
      spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
      invoiceType: 'none',
      invoicingMethod: 'electronic',
      contractTitle: 'Shenzhen Test Electronics Co., Ltd.',
      placingOrder: 'Li Lei',
      placingOrderPhone: phone,
      technicians: 'Han Meimei',
      techniciansPhone: phone,
      addressId,
      shippingMethod: 'express',
      idempotencyKey: `e2e-pcb-${phone}`,
      ...files,
      ...overrides,
    },
  });
  const body = (await saved.json()) as { code: string; data: { orderId: string; orderNo: string; status: number } };
  expect(body.code, JSON.stringify(body)).toBe('200');
  expect(body.data.status).toBe(5);
  return { orderId: body.data.orderId, orderNo: body.data.orderNo };
}

/**
 * A new customer registers in `page`, places the ¥30.00 PCB order, a sales director approves its contract on an API
 * context of its own (from `apiRequest` at `baseURL`) and the customer pays it with the sandbox gateway.
 * Returns the customer's phone and the order's id and number.
 */
export async function placePaidPcbOrder(
  page: Page,
  apiRequest: APIRequest,
  baseURL: string | undefined,
): Promise<{ phone: string; orderId: string; orderNo: string }> {
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId, orderNo } = await placePcbOrder(page.request, phone);
  const staffApi = await apiRequest.newContext({ baseURL });
  await approveContractAsStaff(staffApi, orderId);
  await staffApi.dispose();
  await payOrderBySandboxApi(page.request, orderId);
  return { phone, orderId, orderNo };
}
