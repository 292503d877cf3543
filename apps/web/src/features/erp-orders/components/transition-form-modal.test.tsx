import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import type { StaffOrderAction } from '@boardforge/contracts/orders-transitions.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { TransitionFormModal } from './transition-form-modal.tsx';

const order = {
  orderId: '6f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8',
  orderNo: 'BF20261123-000042',
  status: 0,
  total: 320.5,
  paid: 0,
  refunded: 0,
  lines: [],
  assignedSalesUserId: null,
  assignedBuyerUserId: null,
  receivedQuantity: null,
  orderedQuantity: 30,
} as unknown as ErpOrderDetail;

function renderModal(action: StaffOrderAction = 'assignSales', onClose: () => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (detail: ErpOrderDetail) => (
    <QueryClientProvider client={client}>
      <App>
        <TransitionFormModal order={detail} action={action} staff={[]} onClose={onClose} />
      </App>
    </QueryClientProvider>
  );
  const rendered = render(view(order));
  return { rerender: (detail: ErpOrderDetail) => rendered.rerender(view(detail)) };
}

describe('<TransitionFormModal>', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The server answers the transition with this refusal. */
  function refuseTransition(code: string, msg: string, data: unknown) {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code, msg, data }), {
        status: Number(code),
        headers: { 'content-type': 'application/json' },
      }),
    );
  }

  /** Opens the warehouse-exit form, fills carrier and tracking number and submits; answers the form's onClose. */
  async function submitWarehouseExit() {
    const onClose = vi.fn();
    renderModal('warehouseExit', onClose);
    const dialog = await screen.findByRole('dialog');
    const inputs = dialog.querySelectorAll('input');
    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: 'SF Express' } });
    fireEvent.change(inputs[1] as HTMLInputElement, { target: { value: 'SF123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    return onClose;
  }

  // The web acts on the refusal's reason, not on the number: a 409 is not always "someone moved it" (issue 12, point 3).
  it.each([
    ['order.staleStatus', 'The order changed meanwhile and has been reloaded. Check it and try again.'],
    [
      'order.actionNotAllowed',
      "This action is no longer possible in the order's current status; the order has been reloaded.",
    ],
  ])('closes and says why when the server refuses with %s', async (reason, warning) => {
    refuseTransition('409', 'server prose', { reason });
    const onClose = await submitWarehouseExit();
    expect(await screen.findByText(warning)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the form open with the server message for another conflict', async () => {
    refuseTransition('409', 'This payment has already been recorded.', { reason: 'state.conflict' });
    const onClose = await submitWarehouseExit();
    expect(await screen.findByText(/This payment has already been recorded\./)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  // Every field the schema refuses is marked at once, each with the limit that applies (issue 11, point 11).
  it.each([
    ['en', 'Carrier: at most 50 characters.', 'Tracking number: at most 64 characters.'],
    ['zh-CN', '快递公司最多 50 个字符。', '快递单号最多 64 个字符。'],
  ])('marks every field over its limit with the limit (%s)', async (language, carrier, trackingNo) => {
    await i18n.changeLanguage(language);
    renderModal('warehouseExit');
    const dialog = await screen.findByRole('dialog');
    const inputs = dialog.querySelectorAll('input');
    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: 'S'.repeat(51) } });
    fireEvent.change(inputs[1] as HTMLInputElement, { target: { value: 'T'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Submit' : /提\s?交/ }));
    expect(await screen.findByText(carrier)).toBeTruthy();
    expect(screen.getByText(trackingNo)).toBeTruthy();
  });

  // The order is read again whenever it changes anywhere (events, a refocused window): the same order read again
  // must not wipe what the staff member sees in the open form. Before, every new copy reset the form.
  it('keeps the open form when the same order is read again, and starts over when the order moved', async () => {
    const { rerender } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Salesperson is required.')).toBeTruthy();

    // antd takes a field's message away on a timer: with fake timers every timer a re-read starts has run before the
    // message is looked for, however slow the machine (the order that moved shows the message does go then).
    vi.useFakeTimers();
    rerender({ ...order });
    act(() => vi.runAllTimers());
    expect(screen.getByText('Salesperson is required.')).toBeTruthy();

    rerender({ ...order, status: 1 });
    act(() => vi.runAllTimers());
    expect(screen.queryByText('Salesperson is required.')).toBeNull();
  });
});
