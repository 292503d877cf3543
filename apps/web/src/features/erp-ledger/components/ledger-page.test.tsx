import type { LedgerAnswer } from '@boardforge/contracts/ledger.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { LedgerPage } from './ledger-page.tsx';

const ledgerAnswer: LedgerAnswer = {
  rows: [
    {
      id: 3,
      createdAt: '2026-11-22T02:00:00.000Z',
      orderId: 'o1',
      orderNo: 'BF202611200001',
      customerName: 'Alice',
      customerPhone: '13700000001',
      kind: 'refund',
      channel: 'sandbox',
      amount: 40,
      reference: null,
      note: 'approveReturn',
      recordedBy: 'Demo Sales Director',
    },
    {
      id: 2,
      createdAt: '2026-11-21T02:00:00.000Z',
      orderId: 'o2',
      orderNo: 'BF202611210001',
      customerName: 'Bob',
      customerPhone: '13700000002',
      kind: 'verification',
      channel: 'bank_transfer',
      amount: 250.5,
      reference: 'BF7K2Q',
      note: 'ICBC',
      recordedBy: 'Demo Sales Director',
    },
    {
      id: 1,
      createdAt: '2026-11-20T02:00:00.000Z',
      orderId: 'o1',
      orderNo: 'BF202611200001',
      customerName: 'Alice',
      customerPhone: '13700000001',
      kind: 'payment',
      channel: 'sandbox',
      amount: 100,
      reference: 'G123',
      note: null,
      recordedBy: null,
    },
  ],
  total: 23,
  pageNum: 1,
  pageSize: 20,
  totals: { received: 1350.5, refunded: 40, net: 1310.5 },
};

function ledgerRequests(): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/erp/payment/ledger');
}

function renderPage() {
  return renderWithProviders(<LedgerPage />);
}

setUpPageTests();

// antd renders slowly in the test DOM: more than the default 5 s.
describe('<LedgerPage>', { timeout: 30_000 }, () => {
  it('shows the rows (refunds negative) and the totals of the filter', async () => {
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'OK', data: ledgerAnswer }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payment ledger' });
    await within(table).findByText('BF202611210001');
    const bodyRows = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-row-key'));
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // Screen tests run as on a narrow screen (setup.ts): the customer, channel, reference, remark and recorder columns are hidden there.
      ['BF202611200001', 'Refund', '-¥40.00'],
      ['BF202611210001', 'Bank transfer verified', '¥250.50'],
      ['BF202611200001', 'Online payment', '¥100.00'],
    ]);
    expect(screen.getByTestId('ledger-received').textContent).toBe('¥1,350.50');
    expect(screen.getByTestId('ledger-refunded').textContent).toBe('-¥40.00');
    expect(screen.getByTestId('ledger-net').textContent).toBe('¥1,310.50');
    expect(screen.getByText('23 rows')).toBeTruthy();
    expect(ledgerRequests()[0]?.searchParams.toString()).toBe('pageNum=1&pageSize=20');
  });

  it('asks again with the keyword and from page 1 when a filter changes; the next page keeps the filter', async () => {
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'OK', data: ledgerAnswer }));
    renderPage();
    await screen.findByText('BF202611210001');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(ledgerRequests().at(-1)?.searchParams.get('pageNum')).toBe('2'));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' BF2026 ' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(ledgerRequests().at(-1)?.searchParams.get('keyword')).toBe('BF2026'));
    expect(ledgerRequests().at(-1)?.searchParams.get('pageNum')).toBe('1');
    // Kept for the browser tab.
    expect(JSON.parse(window.sessionStorage.getItem('bf.state.erp.ledger.filters') ?? '{}')).toEqual({
      keyword: 'BF2026',
    });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByTitle('Refund'));
    await waitFor(() => expect(ledgerRequests().at(-1)?.searchParams.get('kind')).toBe('refund'));
    expect(ledgerRequests().at(-1)?.searchParams.get('keyword')).toBe('BF2026');
  });

  it('shows an error state with a retry when the ledger cannot be loaded', async () => {
    fetchMock.mockImplementation(() => answerJson(500, { code: '500', msg: 'boom', data: null }));
    renderPage();
    await screen.findByText('The ledger could not be loaded.');
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'OK', data: ledgerAnswer }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('BF202611210001');
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'OK', data: ledgerAnswer }));
    renderPage();
    await screen.findByRole('heading', { name: '收付款' });
    await screen.findByRole('table', { name: '收付款流水' });
    expect(await screen.findByText('银行转账核销')).toBeTruthy();
    expect(screen.getByText('筛选合计')).toBeTruthy();
  });
});
