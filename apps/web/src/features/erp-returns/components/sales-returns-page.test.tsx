import type { ReturnRequestsAnswer, SalesReturnsAnswer } from '@boardforge/contracts/sales-returns.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { SalesReturnsPage } from './sales-returns-page.tsx';

const requestsAnswer: ReturnRequestsAnswer = {
  rows: [
    {
      orderId: 'order-1',
      orderNo: 'BF202611200001',
      status: 11,
      customerName: 'Alice',
      customerPhone: '13700000001',
      requestedAt: '2026-11-22T02:00:00.000Z',
      reason: 'wrong thickness',
      paid: 120,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 20,
};

const salesAnswer: SalesReturnsAnswer = {
  rows: [
    {
      returnId: 'r1',
      orderId: 'order-2',
      orderNo: 'BF202611180001',
      customerName: 'Bob',
      customerPhone: '13700000002',
      requestedAt: '2026-11-20T02:00:00.000Z',
      reason: 'scratched',
      approvedAt: '2026-11-21T02:00:00.000Z',
      approvedBy: 'Demo Senior Executive',
      refund: 60.5,
      restock: true,
      restockQuantity: 5,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 20,
};

function answerByPath(input: RequestInfo | URL): Promise<Response> {
  const { pathname } = new URL(String(input), 'http://localhost');
  if (pathname === '/api/erp/returns/requests')
    return answerJson(200, { code: '200', msg: 'OK', data: requestsAnswer });
  if (pathname === '/api/erp/returns/sales') return answerJson(200, { code: '200', msg: 'OK', data: salesAnswer });
  return answerJson(404, { code: '404', msg: 'not found', data: null });
}

function requestedPaths(): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

function renderPage() {
  return renderWithProviders(<SalesReturnsPage />);
}

setUpPageTests();

describe('<SalesReturnsPage>', { timeout: 30_000 }, () => {
  it('opens on the requests awaiting approval, each linking to its order on the sales order screen', async () => {
    fetchMock.mockImplementation(answerByPath);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Return requests awaiting approval' });
    await within(table).findByText('wrong thickness');
    const link = within(table).getByRole('link', { name: 'Open order BF202611200001 to decide on the return' });
    expect(link.getAttribute('href')).toBe('/erp/salesOrders?orderId=order-1');
    expect(within(table).getByText('¥120.00')).toBeTruthy();
    expect(requestedPaths()).toEqual(['/api/erp/returns/requests']);
  });

  it('lists the approved returns with refund and restock on the second tab, and remembers the tab', async () => {
    fetchMock.mockImplementation(answerByPath);
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Approved returns' }));
    const table = await screen.findByRole('table', { name: 'Approved sales returns' });
    await within(table).findByText('¥60.50');
    expect(within(table).getByText('scratched')).toBeTruthy();
    expect(within(table).getByText('Demo Senior Executive')).toBeTruthy();
    expect(within(table).getByText('Restocked (5 pcs)')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'BF202611180001' }).getAttribute('href')).toBe(
      '/erp/salesOrders?orderId=order-2',
    );
    expect(requestedPaths()).toContain('/api/erp/returns/sales');
    expect(window.sessionStorage.getItem('bf.state.erp.sales-returns.tab')).toBe('"returns"');
  });

  it('says when nothing awaits approval, in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockImplementation(() =>
      answerJson(200, { code: '200', msg: 'OK', data: { rows: [], total: 0, pageNum: 1, pageSize: 20 } }),
    );
    renderPage();
    await screen.findByRole('heading', { name: '销售退货' });
    expect(await screen.findByText('暂无待审批的退货申请。')).toBeTruthy();
  });

  it('shows an error state with a retry when the requests cannot be loaded', async () => {
    fetchMock.mockImplementation(() => answerJson(500, { code: '500', msg: 'boom', data: null }));
    renderPage();
    await screen.findByText('The returns could not be loaded.');
    fetchMock.mockImplementation(answerByPath);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('wrong thickness');
  });
});
