import type { ErpOrderRow, StatusCount } from '@boardforge/contracts/erp-orders.ts';
import type { ReactNode } from 'react';
import { fetchMock, renderWithProviders as renderScreen, setUpPageTests } from '../../../test/page-test.tsx';

// Shared set-up of the staff order screen's component tests: a mocked fetch answering by path, and a render helper.

/** The fetch mock of the running test. */
export { fetchMock };

/** Answers a request as the server's envelope would. */
export function answerOk(data: unknown): Response {
  return new Response(JSON.stringify({ code: '200', msg: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** An order row of the back-office lists. */
export function buildOrderRow(index: number, status: ErpOrderRow['status']): ErpOrderRow {
  return {
    orderId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    orderNo: `BF20261122-${String(index).padStart(6, '0')}`,
    orderType: 'pcb',
    status,
    total: 120,
    paid: 0,
    payable: 120,
    createdAt: '2026-11-22T02:00:00.000Z',
    summary: '2 layers · 100×100 mm · 5 pcs',
    customer: { userId: 'c1', phone: '13700000013', nickname: 'Customer 0013' },
    assignedSalesUserId: null,
    assignedBuyerUserId: null,
  };
}

/** A list answer: rows, total and counts by status. */
export function buildPage<Row>(rows: Row[], countsByStatus: StatusCount[], total = rows.length) {
  return { rows, total, pageNum: 1, pageSize: 20, countsByStatus };
}

/** The requests sent to a path: their URL and parsed JSON body. */
export function listRequests(path: string): { url: URL; body: Record<string, unknown> | undefined }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === `/api${path}`)
    .map(({ url, init }) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

/** Renders a tree inside a fresh query client and a router at `path` (the sales order screen by default). */
export function renderWithProviders(children: ReactNode, path = '/erp/salesOrders') {
  return renderScreen(children, path);
}

/** Registers the mocks every test of the order screen needs (English UI, a fetch mock, test DOM gaps). */
export function setUpOrderScreenTests(): void {
  setUpPageTests();
}
