import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { toLanguage } from '../../../lib/languages.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { prepareUiTest } from '../../../test/page-test.tsx';
import { ErpOrderDrawer } from './erp-order-drawer.tsx';

// English UI and a stand-in ResizeObserver (antd's tables measure themselves) for every test of this file.
beforeEach(prepareUiTest);
afterEach(() => {
  vi.unstubAllGlobals();
});

const orderId = '6f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8';

const order: ErpOrderDetail = {
  orderId,
  orderNo: 'BF20261123-000042',
  orderType: 'pcb',
  status: 6,
  spec: { layers: 2 },
  priceLines: [],
  priceBookVersion: 1,
  total: 320.5,
  payable: 320.5,
  paid: 0,
  refunded: 0,
  quoteExpiresAt: null,
  priceAdjustment: null,
  invoiceType: 'none',
  invoicingMethod: 'electronic',
  contractTitle: 'Test Co.',
  files: [],
  gerberChecks: [],
  payments: [
    {
      paymentId: 'p-old',
      channel: 'bank_transfer',
      amount: 300,
      status: 'failed',
      closedReason: 'amountChanged',
      createdAt: '2026-11-23T02:01:00.000Z',
    },
    {
      paymentId: 'p-new',
      channel: 'bank_transfer',
      amount: 320.5,
      status: 'pending',
      createdAt: '2026-11-23T02:05:00.000Z',
    },
  ],
  shipments: [],
  invoices: [],
  history: [],
  rating: null,
  allowedActions: [],
  createdAt: '2026-11-23T02:00:00.000Z',
  customer: { userId: 'u1', phone: '13700000031', nickname: 'Alice' },
  lines: [],
  assignedSalesUserId: null,
  assignedBuyerUserId: null,
  customerAcceptedQuote: true,
  returnRequested: false,
  receivedQuantity: null,
  orderedQuantity: 30,
  placingOrder: 'Alice',
  placingOrderPhone: '13700000031',
  technicians: 'Bob',
  techniciansPhone: '13700000032',
  shippingAddress: {
    fullName: 'Alice',
    mobile: '13700000031',
    province: 'Guangdong',
    city: 'Shenzhen',
    district: 'Nanshan',
    detail: 'Street 1',
  },
  shippingMethod: 'express',
  pendingBankTransfer: {
    paymentId: 'p-new',
    referenceCode: 'BFK7M2Q9XA',
    amount: 320.5,
    createdAt: '2026-11-23T02:05:00.000Z',
  },
};

/** The drawer on an order already in the query cache (no request is made). */
function renderDrawer(detail: ErpOrderDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(queryKeys.orders.erpDetail(orderId, toLanguage(i18n.language)), detail);
  client.setQueryData(queryKeys.staff.directory(), []);
  return render(
    <QueryClientProvider client={client}>
      <ErpOrderDrawer orderId={orderId} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

/** The payments card, found by its heading (by text: role queries over the whole drawer are slow in the test DOM). */
function findPaymentsCard(name: string): HTMLElement {
  const card = screen.getByText(name, { selector: 'h3' }).closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error('no payments card');
  return card;
}

describe('<ErpOrderDrawer> payments', { timeout: 20_000 }, () => {
  it('shows the pending bank transfer with its reference code and amount', () => {
    renderDrawer(order);
    const card = findPaymentsCard('Payments');
    expect(within(card).getByText('Bank transfer awaiting verification')).toBeTruthy();
    expect(within(card).getByTestId('erp-order-reference-code').textContent).toBe('BFK7M2Q9XA');
    const amountLabel = within(card).getByText('Amount due');
    expect(amountLabel.closest('tr')?.textContent).toContain('¥320.50');
  });

  it('labels it in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    renderDrawer(order);
    const card = findPaymentsCard('付款记录');
    expect(within(card).getByText('待核销的银行转账')).toBeTruthy();
    expect(within(card).getByText('识别码')).toBeTruthy();
    expect(within(card).getByTestId('erp-order-reference-code').textContent).toBe('BFK7M2Q9XA');
    expect(within(card).getAllByText('银行转账')).toHaveLength(2);
    expect(within(card).getByText('已关闭：应付金额已变更')).toBeTruthy();
  });

  it('shows no reference code when no transfer is pending for the amount due', () => {
    renderDrawer({ ...order, pendingBankTransfer: null });
    const card = findPaymentsCard('Payments');
    expect(within(card).queryByTestId('erp-order-reference-code')).toBeNull();
    expect(within(card).queryByText('Bank transfer awaiting verification')).toBeNull();
    // Every attempt in words, not codes: the channel, and why the server closed the older one.
    expect(within(card).queryByText('bank_transfer')).toBeNull();
    expect(within(card).getAllByText('Bank transfer')).toHaveLength(2);
    expect(within(card).getByText('Closed: the amount due changed')).toBeTruthy();
    expect(within(card).getByText('Waiting for payment…')).toBeTruthy();
  });
});

describe('<ErpOrderDrawer> spec and quote acceptance', { timeout: 20_000 }, () => {
  const boardOrder: ErpOrderDetail = {
    ...order,
    spec: { layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 5, surfaceFinish: 'enig', ulMark: false },
    files: [{ fileId: 'f-1', fileName: 'board-rev2.zip', kind: 'gerber' }],
    customerAcceptedQuote: false,
  };

  /** The text of a spec line's value, found by its label. */
  function readSpecValue(label: string): string | null | undefined {
    const term = screen.getByText(label, { selector: 'dt' });
    return term.nextElementSibling?.textContent;
  }

  /** The value of one of the order's facts (the bordered descriptions), found by its label. */
  function readFact(label: string): string | null | undefined {
    const cell = screen.getByText(label, { selector: '.ant-descriptions-item-label > span' }).parentElement;
    return cell?.nextElementSibling?.textContent;
  }

  it('shows the spec with the quote form words and the Gerber file by name, no internal key', () => {
    renderDrawer(boardOrder);
    const card = screen.getByTestId('erp-order-spec');
    expect(readSpecValue('Surface finish')).toBe('Immersion gold (ENIG)');
    expect(readSpecValue('UL mark')).toBe('No');
    expect(readSpecValue('Gold thickness')).toBe('1 µ"');
    expect(readSpecValue('Gerber file')).toBe('board-rev2.zip');
    expect(within(card).getByRole('link', { name: 'board-rev2.zip' }).getAttribute('href')).toContain('fileId=f-1');
    for (const raw of ['surfaceFinish', 'ulMark', 'enig', 'false', 'gerberFileId', 'f-1']) {
      expect(card.textContent).not.toContain(raw);
    }
  });

  it('leaves out quote acceptance on an order priced when placed', () => {
    renderDrawer(boardOrder);
    expect(screen.queryByText('Customer accepted the quote')).toBeNull();
  });

  it('says whether the customer accepted a sales quote', () => {
    const quoted = { ...boardOrder, quoteExpiresAt: '2026-11-30T02:00:00.000Z' };
    const { unmount } = renderDrawer({ ...quoted, status: 4, customerAcceptedQuote: false });
    expect(readFact('Customer accepted the quote')).toBe('Not yet: awaiting the customer');
    unmount();
    renderDrawer({ ...quoted, status: 6, customerAcceptedQuote: true });
    expect(readFact('Customer accepted the quote')).toBe('Yes');
  });
});

describe('<ErpOrderDrawer> files', { timeout: 20_000 }, () => {
  it('says when a board order has no Gerber attached, in both languages, and not once it has one', async () => {
    const { unmount } = renderDrawer({ ...order, status: 5 });
    expect(screen.getByTestId('erp-order-gerber-missing').textContent).toBe(
      'No Gerber files are attached to this board order, so its contract cannot be approved yet. The customer attaches them from their order page; reject the contract to ask for them.',
    );
    unmount();
    await i18n.changeLanguage('zh-CN');
    const chinese = renderDrawer({ ...order, status: 5 });
    expect(screen.getByTestId('erp-order-gerber-missing').textContent).toContain('尚未添加 Gerber 文件');
    chinese.unmount();
    renderDrawer({ ...order, status: 5, files: [{ fileId: 'f1', fileName: 'board.zip', kind: 'gerber' }] });
    expect(screen.queryByTestId('erp-order-gerber-missing')).toBeNull();
    expect(screen.queryByTestId('gerber-checks')).toBeNull();
  });

  it('lists where the Gerber disagrees with the order and the value review goes by, in both languages', async () => {
    const disagreeing = {
      ...order,
      status: 5 as const,
      files: [{ fileId: 'f1', fileName: 'glasgow.zip', kind: 'gerber' as const }],
      gerberChecks: [
        { field: 'layers' as const, ordered: 2, gerber: 4, review: 4 },
        { field: 'minHole' as const, ordered: 0.3, gerber: 0.2, review: 0.2 },
      ],
    };
    const { unmount } = renderDrawer(disagreeing);
    const rows = within(screen.getByTestId('gerber-checks')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Layers: ordered 2 layers, Gerber 4 layers; contract review goes by 4 layers.',
      'Min hole: ordered 0.3 mm, Gerber 0.2 mm; contract review goes by 0.2 mm.',
    ]);
    unmount();
    await i18n.changeLanguage('zh-CN');
    renderDrawer(disagreeing);
    expect(within(screen.getByTestId('gerber-checks')).getAllByRole('listitem')[1]?.textContent).toBe(
      '最小孔径：订单 0.3mm，Gerber 0.2mm；合同审核按 0.2mm。',
    );
  });
});
