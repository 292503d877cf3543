import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import type { QuoteSheet } from '@boardforge/contracts/quote-sheets.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { QuoteSheetModal } from './quote-sheet-modal.tsx';

const orderId = '6f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8';
const order = { orderId, orderNo: 'BF20261128-000007', status: 3 } as unknown as ErpOrderDetail;

function buildSheet(version: number, unitPrice: number | null): QuoteSheet {
  return {
    orderId,
    orderNo: order.orderNo,
    status: 3,
    version,
    updatedAt: null,
    quoteExpiresAt: null,
    canEditPurchase: false,
    canEditSales: true,
    lines: [
      {
        lineId: 'line-1',
        lineNo: 1,
        label: 'TPS7A · U1',
        labelZh: 'TPS7A · U1',
        mpn: 'TPS7A',
        quantity: 10,
        part: null,
        cataloguePrice: null,
        offers: [],
        draft: { supplierId: null, supplierName: null, unitCost: null, alternateMpn: '', note: '', unitPrice },
        submitted: { unitCost: 1.8, supplier: 'Cheap', unitPrice: null },
      },
    ],
  };
}

const json = (code: string, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: Number(code),
    headers: { 'content-type': 'application/json' },
  });

describe('<QuoteSheetModal>', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Two people on one sheet: the later save is refused; what this one typed stays, and the saved sheet is one click
  // away (issue 13: "the later one gets a 409 and loses nothing").
  it('keeps what was typed when someone saved first, and loads their sheet on request', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url).startsWith('/api/erp/quoteSheet/detail'))
        return json('200', 'OK', fetchMock.mock.calls.length > 2 ? buildSheet(2, 2.6) : buildSheet(1, null));
      if (init?.method === 'POST')
        return json('409', 'Someone saved this quote sheet after you opened it.', { reason: 'state.conflict' });
      throw new Error(`unexpected ${String(url)}`);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <QuoteSheetModal order={order} kind="sales" onClose={() => {}} />
        </App>
      </QueryClientProvider>,
    );
    const price = await screen.findByLabelText('Unit price (¥), line 1');
    fireEvent.change(price, { target: { value: '2.4' } });
    expect(await screen.findByText(/customer price ¥24\.00 · margin ¥6\.00 \(25\.0 %\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Someone saved this quote sheet after you opened it.')).toBeTruthy();
    expect((screen.getByLabelText('Unit price (¥), line 1') as HTMLInputElement).value).toBe('2.4000');
    const saved = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(saved).toEqual({ orderId, version: 1, lines: [{ lineId: 'line-1', unitPrice: 2.4 }] });

    fireEvent.click(screen.getByRole('button', { name: 'Load the saved sheet' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Unit price (¥), line 1') as HTMLInputElement).value).toBe('2.6000'),
    );
    expect(screen.getByText(/sheet version 2/)).toBeTruthy();
  });
});
