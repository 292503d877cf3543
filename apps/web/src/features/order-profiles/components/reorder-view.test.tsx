import { pcbLines } from '@boardforge/domain/pricing/quote.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { ReorderView } from './reorder-view.tsx';

setUpPageTests();

const item = (line: string, label: string, amount: number) => ({ line, label, labelZh: label, amount });

/** Today's answer of a board whose fee rose from 30 to 35 yuan, with an engineering fee it no longer has. */
const answer = {
  orderNo: 'BF202611220001',
  oldTotal: 80,
  newTotal: 35,
  oldPriceBookVersion: 1,
  lines: [
    { line: 'boardFee', label: 'Board fee', labelZh: '板费', oldAmount: 30, newAmount: 35 },
    { line: 'engineeringFee', label: 'Engineering fee', labelZh: '工程费', oldAmount: 50, newAmount: 0 },
  ],
  tab: 'pcb',
  orderType: 'pcb',
  spec: { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 },
  quote: {
    mode: 'sample',
    areaM2: 0.05,
    lines: { ...Object.fromEntries(pcbLines.map((line) => [line, 0])), boardFee: 35, total: 35 },
    items: [item('boardFee', 'Board fee', 35)],
    leadTime: { unit: 'days', value: 3, shipDate: '2026-11-25' },
    needsReview: false,
    reviewReasons: [],
    warnings: [],
    ignored: [],
    priceBookVersion: 2,
  },
};

describe('<ReorderView>', { timeout: 20_000 }, () => {
  it('shows each cost line then, today and the difference, and hands today’s quote on', async () => {
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'ok', data: answer }));
    const onContinue = vi.fn();
    renderWithProviders(<ReorderView orderNo={answer.orderNo} onContinue={onContinue} />);

    const boardRow = (await screen.findByText('Board fee')).closest('tr') as HTMLElement;
    expect(within(boardRow).getByText('¥30.00')).toBeTruthy();
    expect(within(boardRow).getByText('¥35.00')).toBeTruthy();
    expect(within(boardRow).getByText('+¥5.00')).toBeTruthy();
    const goneRow = screen.getByText('Engineering fee').closest('tr') as HTMLElement;
    expect(within(goneRow).getByText('−¥50.00')).toBeTruthy();
    expect(screen.getByTestId('reorder-old-total').textContent).toBe('¥80.00');
    expect(screen.getByTestId('reorder-new-total').textContent).toBe('¥35.00');
    expect(screen.getByText("Today's price is ¥45.00 lower than when you ordered.")).toBeTruthy();
    expect(screen.getByText('Price book version 1 then, 2 today')).toBeTruthy();

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ orderNo: answer.orderNo });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to cart' }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ tab: 'pcb', newTotal: 35 }));
  });

  it('says when an order cannot be reordered from its spec', async () => {
    fetchMock.mockImplementation(() =>
      answerJson(409, { code: '409', msg: 'Only an instantly priced order…', data: { reason: 'state.conflict' } }),
    );
    renderWithProviders(<ReorderView orderNo="BF1" onContinue={vi.fn()} />);
    expect(await screen.findByText(/cannot be reordered from its spec/)).toBeTruthy();
  });
});
