// An outside program that orders a board with a customer API key, built from nothing but fetch and the types
// openapi-typescript generates from GET /api/docs/json (scripts/check-openapi.mjs writes them to ./generated/ and
// type-checks this file in CI). It quotes the board, uploads its Gerber set, places the order with the uploaded
// files, pays it through the sandbox gateway (outside production only) and reads the order back as paid.
// Run it against a local server with a key holding the scopes quote, files, orders:write and orders:read:
//   BOARDFORGE_URL=http://localhost:3000 BOARDFORGE_API_KEY=bf_live_… BOARDFORGE_GERBER=board.zip \
//     npx tsx examples/api-client/place-order.ts
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { components, paths } from './generated/schema.d.ts';

type Refusal = components['schemas']['ErrorEnvelope'];
type JsonBody<Call> = Call extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
type Answer<Call> = Call extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } }
  ? Data
  : never;

type QuoteCall = paths['/api/pcb/calcPcbPrice']['post'];
type UploadCall = paths['/api/file/uploadGerber']['post'];
type UploadForm = UploadCall['requestBody']['content']['multipart/form-data'];
type AddressesCall = paths['/api/address/list']['get'];
type OrderCall = paths['/api/orderInfo/saveOrder']['post'];
type PayCall = paths['/api/pay/create']['post'];
type SandboxCall = paths['/api/dev/sandbox/pay']['post'];
type PayStatusCall = paths['/api/pay/status']['get'];
type DetailCall = paths['/api/orderInfo/detail']['get'];

const baseUrl = process.env.BOARDFORGE_URL ?? 'http://localhost:3000';
const apiKey = process.env.BOARDFORGE_API_KEY;
const gerberPath = process.env.BOARDFORGE_GERBER;
if (!apiKey || !gerberPath) throw new Error('set BOARDFORGE_API_KEY and BOARDFORGE_GERBER');

/** Sends one call with the key (and no cookie); answers `data`, or throws the refusal with its stable reason. */
async function send<Data>(route: keyof paths, init: { method: 'GET' | 'POST'; query?: string; body?: unknown }) {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`${baseUrl}${route}${init.query ? `?${init.query}` : ''}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      'accept-language': 'en',
      // fetch sets the multipart boundary itself.
      ...(init.body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const refusal = (await response.json()) as Refusal;
    const fields = refusal.data.errors?.map((error) => `${error.field}: ${error.message}`).join('; ');
    throw new Error(`${route}: ${refusal.code} ${refusal.data.reason}: ${fields ?? refusal.msg}`);
  }
  return ((await response.json()) as { data: Data }).data;
}

const spec: JsonBody<QuoteCall> = { layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 10 };
const quote = await send<Answer<QuoteCall>>('/api/pcb/calcPcbPrice', { method: 'POST', body: spec });
console.log(`quoted: ${quote.mode} order, total ${quote.lines.total}`);

const zip = await readFile(gerberPath);
// The parts the document names for this call; the file part carries the zip with its name.
const part = (name: keyof UploadForm) => name;
const form = new FormData();
form.append(part('solderMask'), 'green' satisfies UploadForm['solderMask']);
form.append(part('file'), new Blob([zip], { type: 'application/zip' }), path.basename(gerberPath));
const upload = await send<Answer<UploadCall>>('/api/file/uploadGerber', { method: 'POST', body: form });
console.log(`uploaded: ${upload.fileName}, ${upload.analysis.layers} layers`);

const addresses = await send<Answer<AddressesCall>>('/api/address/list', { method: 'GET' });
const address = addresses.find((entry) => entry.isDefault) ?? addresses[0];
if (!address) throw new Error('add a delivery address in the member area first');

const order: JsonBody<OrderCall> = {
  orderType: 'pcb',
  spec,
  gerberFileId: upload.fileId,
  invoiceType: 'none',
  invoicingMethod: 'electronic',
  contractTitle: 'Example Hardware Ltd',
  placingOrder: 'API client',
  placingOrderPhone: '13800138000',
  technicians: 'API client',
  techniciansPhone: '13800138000',
  addressId: address.id,
  shippingMethod: 'express',
  // The same key on a retry answers the same order instead of placing a second one.
  idempotencyKey: `api-client-${randomUUID()}`,
};
const placed = await send<Answer<OrderCall>>('/api/orderInfo/saveOrder', { method: 'POST', body: order });
console.log(`placed: ${placed.orderNo}, payable ${placed.payable}`);

const payRequest: JsonBody<PayCall> = { orderId: placed.orderId, channel: 'sandbox' };
const payment = await send<Answer<PayCall>>('/api/pay/create', { method: 'POST', body: payRequest });
const settle: JsonBody<SandboxCall> = { paymentId: payment.paymentId, result: 'paid' };
await send<Answer<SandboxCall>>('/api/dev/sandbox/pay', { method: 'POST', body: settle });
const paymentQuery = new URLSearchParams({ paymentId: payment.paymentId }).toString();
const status = await send<Answer<PayStatusCall>>('/api/pay/status', { method: 'GET', query: paymentQuery });

const orderQuery = new URLSearchParams({ orderId: placed.orderId }).toString();
const detail = await send<Answer<DetailCall>>('/api/orderInfo/detail', { method: 'GET', query: orderQuery });
console.log(`payment ${status.status}: order ${detail.orderNo} paid ${detail.paid} of ${detail.payable}`);
if (status.status !== 'paid' || detail.paid < detail.payable) process.exitCode = 1;
