import type { PartDetail, PartSummary } from '@boardforge/contracts/parts.ts';
import type { Supplier } from '@boardforge/contracts/suppliers.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { clearStaffAccess, saveStaffAccess } from '../../../lib/staff-access-store.ts';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { InventoryPage } from './inventory-page.tsx';

const part: PartSummary = {
  id: '0b8f3a52-3c1d-4e5f-8a9b-1c2d3e4f5a6b',
  mpn: 'RC0603FR-0710KL',
  manufacturer: 'Yageo',
  package: '0603',
  value: '10k',
  description: 'Thick film resistor 1 %',
  category: 'resistor',
  moq: 100,
  attritionPerMille: 50,
  stockOnHand: 12000,
  reserved: 2000,
  lowStockThreshold: 0,
  available: 10000,
  leadTimeDays: 7,
  fromUnitPrice: 0.0123,
  updatedAt: '2026-11-20T03:00:00.000Z',
};

const detail: PartDetail = {
  ...part,
  aliases: ['RC0402FR-0710KL'],
  priceBreaks: [
    { minQuantity: 1, unitPrice: 0.0123 },
    { minQuantity: 1000, unitPrice: 0.008 },
  ],
  offers: [
    {
      id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      supplierId: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
      supplierName: 'Shenzhen Parts Co.',
      currency: 'CNY',
      supplierSku: 'SZ-10K-0603',
      minQuantity: 500,
      unitPrice: 0.0095,
      leadTimeDays: 3,
    },
  ],
};

const supplier: Supplier = {
  id: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  name: 'Shenzhen Parts Co.',
  contactName: 'Li Wei',
  contactPhone: '13800000000',
  contactEmail: 'li@example.com',
  paymentTerms: 'net30',
  currency: 'CNY',
  rating: 4,
  offerCount: 1,
  updatedAt: '2026-11-20T03:00:00.000Z',
};

type Answer = { status: number; body: unknown };
const ok = (data: unknown) => answerJson(200, { code: '200', msg: 'OK', data });

/** Answers the lists and the detail (priced when asked), and each save with the next queued answer. */
function serve(saveAnswers: Answer[] = []) {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/erp/parts/list') return ok({ rows: [part], total: 1, pageNum: 1, pageSize: 20 });
    if (url.pathname === '/api/erp/suppliers/list') return ok({ rows: [supplier], total: 1, pageNum: 1, pageSize: 20 });
    if (url.pathname === '/api/erp/parts/detail') {
      const quantity = url.searchParams.get('quantity');
      if (!quantity) return ok(detail);
      return ok({
        ...detail,
        purchase: { quantity: Number(quantity), buyQuantity: 2100, unitPrice: 0.008, extendedPrice: 16.8 },
      });
    }
    if (url.pathname === '/api/erp/parts/save' && init?.method === 'POST') {
      const next = saveAnswers.shift();
      if (!next) throw new Error('unexpected save');
      return answerJson(next.status, next.body);
    }
    throw new Error(`unexpected call ${url.pathname}`);
  });
}

const callsTo = (path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === path);

function renderPage(tags: string[]) {
  saveStaffAccess({ roleId: '12', menu: [], tags });
  return renderWithProviders(
    <App>
      <InventoryPage />
    </App>,
  );
}

setUpPageTests();
afterEach(() => clearStaffAccess());

// antd renders slowly in the test DOM: more than the default 5 s.
describe('<InventoryPage>', { timeout: 60_000 }, () => {
  it('lists parts with stock and the "from" price, filters by MPN and prices a quantity in the drawer', async () => {
    serve();
    renderPage(['parts:view']);
    const table = await screen.findByRole('table', { name: 'Parts catalogue' });
    await within(table).findByText('RC0603FR-0710KL');
    const cells = within(table).getAllByRole('row')[1]?.querySelectorAll('td');
    // Screen tests run as on a narrow screen (setup.ts): package, value, category, reserved, MOQ and lead time hide.
    expect(Array.from(cells ?? []).map((cell) => cell.textContent)).toEqual([
      'RC0603FR-0710KL',
      'Yageo',
      '12,000',
      '10,000',
      '¥0.0123',
      'Open',
    ]);
    // A reader of the catalogue may not add parts.
    expect(screen.queryByRole('button', { name: 'Add part' })).toBeNull();

    fireEvent.change(screen.getByLabelText('MPN'), { target: { value: ' RC0603 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(callsTo('/api/erp/parts/list').at(-1)?.url.searchParams.get('mpn')).toBe('RC0603'));

    fireEvent.click(within(table).getByRole('button', { name: 'Open part RC0603FR-0710KL' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Shenzhen Parts Co.')).toBeTruthy();
    expect(within(drawer).getByText('CNY 0.0095')).toBeTruthy();
    expect(within(drawer).getByText('¥0.0080')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Edit part RC0603FR-0710KL' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Add an offer for RC0603FR-0710KL' })).toBeNull();

    fireEvent.change(within(drawer).getByLabelText('Quantity needed'), { target: { value: '2000' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Price it' }));
    expect((await within(drawer).findByTestId('part-extended-price')).textContent).toBe('¥16.80');
    expect(within(drawer).getByText('2,100')).toBeTruthy();
    expect(callsTo('/api/erp/parts/detail').at(-1)?.url.searchParams.get('quantity')).toBe('2000');
  });

  it('shows Add part, Edit and the offer buttons to holders of parts:edit and suppliers:edit', async () => {
    serve();
    renderPage(['parts:view', 'parts:edit', 'suppliers:edit']);
    expect(await screen.findByRole('button', { name: 'Add part' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Parts catalogue' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Open part RC0603FR-0710KL' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('button', { name: 'Edit part RC0603FR-0710KL' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Add an offer for RC0603FR-0710KL' })).toBeTruthy();
    expect(
      within(drawer).getByRole('button', { name: 'Remove the offer of Shenzhen Parts Co. from 500 pcs' }),
    ).toBeTruthy();
  });

  it('marks the fields a 400 names, price breaks too, and shows the sentence of a 409 duplicate', async () => {
    const mpnMessage = 'MPN: at most 64 characters.';
    const breakMessage = 'Price break 2: the minimum quantity must be above the one before.';
    const duplicateMessage = 'A part RC0603FR-0710KL by Yageo is already in the catalogue.';
    serve([
      {
        status: 400,
        body: {
          code: '400',
          msg: mpnMessage,
          data: {
            errors: [
              { field: 'mpn', message: mpnMessage },
              { field: 'priceBreaks.1.minQuantity', message: breakMessage },
            ],
          },
        },
      },
      { status: 409, body: { code: '409', msg: duplicateMessage, data: { reason: 'state.conflict' } } },
    ]);
    renderPage(['parts:view', 'parts:edit']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add part' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add part', { selector: '.ant-modal-title, .ant-modal-title *' })).toBeTruthy();
    // Nothing typed: the form refuses before calling the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save part' }));
    expect(await within(dialog).findByText('MPN: required.')).toBeTruthy();
    expect(callsTo('/api/erp/parts/save')).toEqual([]);
    // The submit button takes a second click at once (renderWithProviders: ClickBlockMsContext 0).
    fireEvent.change(within(dialog).getByLabelText('MPN'), { target: { value: 'RC0603FR-0710KL' } });
    fireEvent.change(within(dialog).getByLabelText('Manufacturer'), { target: { value: 'Yageo' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Resistor'));
    const firstBreak = within(dialog).getByRole('group', { name: 'Break 1' });
    fireEvent.change(within(firstBreak).getByLabelText('Unit price (¥)'), { target: { value: '0.0123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add price break' }));
    const secondBreak = await within(dialog).findByRole('group', { name: 'Break 2' });
    fireEvent.change(within(secondBreak).getByLabelText('Min quantity'), { target: { value: '1' } });
    fireEvent.change(within(secondBreak).getByLabelText('Unit price (¥)'), { target: { value: '0.008' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save part' }));

    expect(await within(dialog).findByText(mpnMessage)).toBeTruthy();
    expect(within(secondBreak).getByText(breakMessage)).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const [sent] = callsTo('/api/erp/parts/save');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({
      mpn: 'RC0603FR-0710KL',
      manufacturer: 'Yageo',
      category: 'resistor',
      moq: 1,
      priceBreaks: [
        { minQuantity: 1, unitPrice: 0.0123 },
        { minQuantity: 1, unitPrice: 0.008 },
      ],
    });

    fireEvent.change(within(secondBreak).getByLabelText('Min quantity'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save part' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(duplicateMessage);
    expect(callsTo('/api/erp/parts/save')).toHaveLength(2);
  });

  it('lists suppliers with Add supplier only for suppliers:edit, and reads in Chinese', async () => {
    serve();
    window.sessionStorage.setItem('bf.state.erp.inventory.tab', JSON.stringify('suppliers'));
    const first = renderPage(['parts:view']);
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const row = (await within(table).findByText('Shenzhen Parts Co.')).closest('tr');
    expect(row?.textContent).toContain('Net 30 days');
    expect(row?.textContent).toContain('CNY');
    expect(screen.queryByRole('button', { name: 'Add supplier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit supplier Shenzhen Parts Co.' })).toBeNull();
    first.unmount();

    await i18n.changeLanguage('zh-CN');
    renderPage(['parts:view', 'suppliers:edit']);
    const zhTable = await screen.findByRole('table', { name: '供应商' });
    expect(await within(zhTable).findByText('30天账期')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '库存' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '供应商', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增供应商/ })).toBeTruthy();
    expect(within(zhTable).getByRole('columnheader', { name: '付款条件' })).toBeTruthy();
  });
});
