import type { AbcAnswer } from '@boardforge/contracts/performance.ts';
import { toReportDay } from '@boardforge/domain/performance/report-window.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { PerformancePage } from './performance-page.tsx';

const customerAnswer: AbcAnswer = {
  dimension: 'customer',
  from: '2025-11-23',
  to: '2026-11-22',
  totalAmount: 10_000,
  classes: [
    { class: 'A', count: 1, amount: 8000, share: 0.8 },
    { class: 'B', count: 2, amount: 1800, share: 0.18 },
    { class: 'C', count: 1, amount: 200, share: 0.02 },
  ],
  rows: [
    { key: 'u1', name: 'Alpha · Alpha Ltd (13701000001)', amount: 8000, share: 0.8, cumulativeShare: 0.8, class: 'A' },
    { key: 'u2', name: 'Bravo (13701000002)', amount: 1000, share: 0.1, cumulativeShare: 0.9, class: 'B' },
    { key: 'u3', name: 'Charlie (13701000003)', amount: 800, share: 0.08, cumulativeShare: 0.98, class: 'B' },
    { key: 'u4', name: '13701000006', amount: 200, share: 0.02, cumulativeShare: 1, class: 'C' },
  ],
};

const productAnswer: AbcAnswer = {
  ...customerAnswer,
  dimension: 'product',
  totalAmount: 9000,
  classes: [
    { class: 'A', count: 1, amount: 8000, share: 0.8889 },
    { class: 'B', count: 1, amount: 1000, share: 0.1111 },
    { class: 'C', count: 0, amount: 0, share: 0 },
  ],
  rows: [
    { key: 'pcb', name: 'pcb', amount: 8000, share: 0.8889, cumulativeShare: 0.8889, class: 'A' },
    { key: 'smt', name: 'smt', amount: 1000, share: 0.1111, cumulativeShare: 1, class: 'B' },
  ],
};

/** Answers getABC by the requested dimension. */
function answerByDimension(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as { dimension: string };
  return answerJson(200, {
    code: '200',
    msg: 'OK',
    data: body.dimension === 'product' ? productAnswer : customerAnswer,
  });
}

function requestBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/common/getABC')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function renderPage() {
  return renderWithProviders(<PerformancePage />);
}

setUpPageTests();

// antd renders slowly in the test DOM: more than the default 5 s.
describe('<PerformancePage>', { timeout: 30_000 }, () => {
  it('asks for the last 12 months by customer and shows the ranked rows, classes and the summary', async () => {
    fetchMock.mockImplementation(answerByDimension);
    renderPage();
    const table = await screen.findByRole('table', { name: 'ABC analysis of revenue by customer' });
    await within(table).findByText('Alpha · Alpha Ltd (13701000001)');
    const today = dayjs(toReportDay(new Date()));
    expect(requestBodies()[0]).toEqual({
      dimension: 'customer',
      from: today.subtract(12, 'month').add(1, 'day').format('YYYY-MM-DD'),
      to: today.format('YYYY-MM-DD'),
    });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Alpha · Alpha Ltd (13701000001)', '¥8,000.00', '80.00 %', 'A'],
      ['2', 'Bravo (13701000002)', '¥1,000.00', '10.00 %', 'B'],
      ['3', 'Charlie (13701000003)', '¥800.00', '8.00 %', 'B'],
      ['4', '13701000006', '¥200.00', '2.00 %', 'C'],
    ]);
    const summary = screen.getByRole('region', { name: 'Revenue by class' });
    expect(within(summary).getByTestId('abc-total').textContent).toBe('¥10,000.00');
    expect(within(summary).getByTestId('abc-summary-B').textContent).toBe('B2 customers¥1,800.0018.00 % of revenue');
    expect(within(summary).getByTestId('abc-summary-C').textContent).toBe('C1 customer¥200.002.00 % of revenue');
  });

  it('switches to products, naming the order types in English and in Chinese', async () => {
    fetchMock.mockImplementation(answerByDimension);
    renderPage();
    await screen.findByText('Bravo (13701000002)');
    fireEvent.click(screen.getByRole('radio', { name: 'Products' }));
    const table = await screen.findByRole('table', { name: 'ABC analysis of revenue by product' });
    expect(await within(table).findByText('SMT assembly')).toBeTruthy();
    expect(within(table).getByText('PCB')).toBeTruthy();
    expect(requestBodies().at(-1)?.dimension).toBe('product');
    expect(screen.getByTestId('abc-summary-C').textContent).toBe('C0 products¥0.000.00 % of revenue');

    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '业绩' })).toBeTruthy();
    const zhTable = screen.getByRole('table', { name: '按产品的收入ABC分析' });
    expect(within(zhTable).getByText('SMT贴片')).toBeTruthy();
    expect(within(zhTable).getByRole('columnheader', { name: '占比' })).toBeTruthy();
  });

  it('says so when the window has no payments', async () => {
    fetchMock.mockImplementation(() =>
      answerJson(200, {
        code: '200',
        msg: 'OK',
        data: {
          ...customerAnswer,
          totalAmount: 0,
          rows: [],
          classes: customerAnswer.classes.map((c) => ({ ...c, count: 0, amount: 0, share: 0 })),
        },
      }),
    );
    renderPage();
    expect((await screen.findByTestId('abc-summary-A')).textContent).toBe('A0 customers¥0.000.00 % of revenue');
    expect(screen.getByText('No payments in these days.')).toBeTruthy();
    expect(screen.getByTestId('abc-summary-A').textContent).toBe('A0 customers¥0.000.00 % of revenue');
  });

  it('shows an error with a retry that asks again', async () => {
    fetchMock.mockImplementation(() => answerJson(500, { code: '500', msg: 'Server error', data: null }));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The analysis could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fetchMock.mockImplementation(answerByDimension);
    fireEvent.click(retry);
    await screen.findByText('Bravo (13701000002)');
    await waitFor(() => expect(requestBodies()).toHaveLength(2));
  });
});
