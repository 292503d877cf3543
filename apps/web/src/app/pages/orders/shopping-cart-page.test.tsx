import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../features/cart/utils/cart-store.ts';
import { clearSession, refreshSession } from '../../../lib/session.ts';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { ShoppingCartPage } from './shopping-cart-page.tsx';

// docs/pricing.md's worked example: 2 layers, 100×100 mm, 5 boards is 30.00 before tax.
const pcbSpec = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

function cartItem(id: string, fields: Partial<CartItem>): CartItem {
  return {
    id,
    tab: 'pcb',
    orderType: 'pcb',
    spec: pcbSpec,
    total: 30,
    priceBookVersion: 1,
    isSelected: true,
    addedAt: '2026-11-22T00:00:00.000Z',
    ...fields,
  };
}

const envelope = (data: unknown) => ({ code: '200', msg: 'OK', data });

function logInAsClient(): void {
  const userInfo = { uid: 'u1', nickname: '138****8123', phonenumber: '13800138123', avatarurl: '', userscore: 50 };
  // biome-ignore lint/suspicious/noDocumentCookie: tests set the readable session cookies the server would set
  document.cookie = `userInfo=${encodeURIComponent(JSON.stringify(userInfo))}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'role=client; path=/';
  refreshSession();
}

// The lines GET /api/cart answers.
let serverLines: CartItem[] = [];

// Opens the order form for the cart's chosen lines.
async function openCheckout(items: CartItem[]) {
  serverLines = items;
  renderWithProviders(<ShoppingCartPage />);
  // The order form opens once the price book is in, as a customer reaches it after the cart has loaded.
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/priceBook/current'))).toBe(true),
  );
  fireEvent.click(await screen.findByRole('button', { name: `Check out (${items.length})` }));
  return screen.findByTestId('checkout-total');
}

setUpPageTests();

beforeEach(() => {
  window.localStorage.clear();
  logInAsClient();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/priceBook/current')) return answerJson(200, envelope({ version: 1, book: defaultPriceBook }));
    if (url.includes('/address/list')) return answerJson(200, envelope([]));
    if (url.endsWith('/api/cart')) return answerJson(200, envelope({ lines: serverLines, maxLines: 50 }));
    return answerJson(200, envelope(null));
  });
});

afterEach(() => {
  clearSession();
  window.localStorage.clear();
});

describe('<ShoppingCartPage> checkout totals', { timeout: 40_000 }, () => {
  it('raises the shown total by 13 % of the taxable amount when a special invoice is chosen', async () => {
    const total = await openCheckout([
      cartItem('pcb-1', {}),
      cartItem('bom-1', { orderType: 'bom', tab: 'bom', spec: { sets: 2 }, total: null }),
    ]);
    expect(total.textContent).toBe('¥30.00');
    expect(screen.getByRole('radio', { name: 'No invoice' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Special VAT invoice' }));
    // 30.00 + 13 % of 30.00; the BOM inquiry has no price and no tax.
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('¥33.90'));
    expect(screen.getByText('¥33.90', { selector: '.checkout-lines strong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Ordinary VAT invoice' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('¥31.80'));
  });

  it('starts on the invoice type the lines were quoted with, and drops the tax when no invoice is chosen', async () => {
    const quotedOrdinary = cartItem('pcb-1', { spec: { ...pcbSpec, invoiceType: 'ordinary' }, total: 31.8 });
    const total = await openCheckout([quotedOrdinary]);
    expect(total.textContent).toBe('¥31.80');
    expect(screen.getByRole('radio', { name: 'Ordinary VAT invoice' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'No invoice' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('¥30.00'));
  });

  it('starts on no invoice when the lines were quoted with different invoice types', async () => {
    const special = cartItem('pcb-2', { spec: { ...pcbSpec, boardNumber: 6, invoiceType: 'special' } });
    await openCheckout([cartItem('pcb-1', { spec: { ...pcbSpec, invoiceType: 'ordinary' }, total: 31.8 }), special]);
    expect(screen.getByRole('radio', { name: 'No invoice' })).toHaveProperty('checked', true);
  });
});

describe('<ShoppingCartPage> cart kept on the server', { timeout: 40_000 }, () => {
  it("merges the browser's cart at login, clears it, and sends removals to the server", async () => {
    const browserLine = cartItem('browser-1', {});
    window.localStorage.setItem('boardforge.cart.u1', JSON.stringify([browserLine]));
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('/priceBook/current')) return answerJson(200, envelope({ version: 1, book: defaultPriceBook }));
      if (url.endsWith('/api/cart/merge')) {
        serverLines = (JSON.parse(String(init?.body)) as { lines: CartItem[] }).lines.map((line) => ({
          ...line,
          addedAt: '2026-11-24T00:00:00.000Z',
        }));
        return answerJson(200, envelope({ lines: serverLines, maxLines: 50 }));
      }
      if (url.endsWith('/api/cart/remove')) {
        serverLines = [];
        return answerJson(200, envelope({ lines: [], maxLines: 50 }));
      }
      if (url.endsWith('/api/cart')) return answerJson(200, envelope({ lines: serverLines, maxLines: 50 }));
      return answerJson(200, envelope(null));
    });
    renderWithProviders(<ShoppingCartPage />);
    expect(await screen.findByTestId('cart-line')).toBeTruthy();
    const merge = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/cart/merge'));
    expect(JSON.parse(String(merge?.[1]?.body))).toEqual({
      lines: [
        {
          id: 'browser-1',
          tab: 'pcb',
          orderType: 'pcb',
          spec: pcbSpec,
          total: 30,
          priceBookVersion: 1,
          isSelected: true,
        },
      ],
    });
    expect(window.localStorage.getItem('boardforge.cart.u1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove PCB' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/cart/remove'))).toBe(true),
    );
    const remove = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/cart/remove'));
    expect(JSON.parse(String(remove?.[1]?.body))).toEqual({ ids: ['browser-1'] });
    expect(await screen.findByText('Your cart is empty', { exact: false })).toBeTruthy();
  });
});
