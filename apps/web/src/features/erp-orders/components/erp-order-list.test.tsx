import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  answerOk,
  buildOrderRow,
  buildPage,
  fetchMock,
  listRequests,
  renderWithProviders,
  setUpOrderScreenTests,
} from '../test-utils/order-screen-test.tsx';
import { ErpOrderList } from './erp-order-list.tsx';

setUpOrderScreenTests();

const counts = [
  { status: 0 as const, count: 2 },
  { status: 5 as const, count: 3 },
  { status: 6 as const, count: 5 },
];

// Answers like the server: rows of the chosen status only, counts whatever the status filter.
function answerList(input: RequestInfo | URL): Promise<Response> {
  const status = new URL(String(input), 'http://localhost').searchParams.get('status');
  const rows = status === '5' ? [0, 1, 2].map((index) => buildOrderRow(index, 5)) : [buildOrderRow(9, 6)];
  return Promise.resolve(answerOk(buildPage(rows, counts, status === '5' ? 3 : 10)));
}

// antd renders slowly in the test DOM: more than the default 5 s.
describe('<ErpOrderList> counts by status', { timeout: 30_000 }, () => {
  it('shows the count of each status as tags; a click filters by it and keeps the counts', async () => {
    fetchMock.mockImplementation(answerList);
    renderWithProviders(<ErpOrderList storageKey="test.orders" onOpen={() => {}} />);
    const tags = await screen.findByRole('group', { name: 'Orders by status' });
    const tagTexts = within(tags)
      .getAllByRole('checkbox')
      .map((tag) => tag.textContent);
    expect(tagTexts).toEqual([
      'Awaiting sales assignment (2)',
      'Awaiting contract review (3)',
      'Awaiting purchase order placement (5)',
    ]);

    fireEvent.click(within(tags).getByRole('checkbox', { name: 'Awaiting contract review (3)' }));
    await waitFor(() => expect(screen.getByText('3 orders')).toBeTruthy());
    const requests = listRequests('/erp/order/list');
    expect(requests[0]?.url.searchParams.get('status')).toBeNull();
    expect(requests.at(-1)?.url.searchParams.get('status')).toBe('5');
    expect(
      within(tags).getByRole('checkbox', { name: 'Awaiting contract review (3)' }).getAttribute('aria-checked'),
    ).toBe('true');
    // The status select says the same: all statuses of the group with their counts, the chosen one shown.
    expect(screen.getByTitle('Awaiting contract review (3)')).toBeTruthy();
    expect(within(tags).getAllByRole('checkbox')).toHaveLength(3);

    fireEvent.click(within(tags).getByRole('checkbox', { name: 'Awaiting contract review (3)' }));
    await waitFor(() => expect(screen.getByText('10 orders')).toBeTruthy());
    expect(listRequests('/erp/order/list').at(-1)?.url.searchParams.get('status')).toBeNull();
  });

  it('names the statuses in Chinese with the counts', async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockImplementation(answerList);
    renderWithProviders(<ErpOrderList storageKey="test.orders" onOpen={() => {}} />);
    const tags = await screen.findByRole('group', { name: '各状态订单数' });
    expect(within(tags).getByRole('checkbox', { name: '待合同审核（3）' })).toBeTruthy();
    expect(screen.getByTitle('全部状态（10）')).toBeTruthy();
  });

  // The live connection reads the list again on every order event and after each replay (a refocused window does too):
  // that refresh runs behind the rows, uncovered, so a click on a row during it is not swallowed by a loading overlay.
  it('keeps the rows uncovered while they are read again behind them', async () => {
    fetchMock.mockImplementation(answerList);
    renderWithProviders(<ErpOrderList storageKey="test.orders" onOpen={() => {}} />);
    expect(await screen.findByText('10 orders')).toBeTruthy();
    const list = screen.getByTestId('erp-order-list');
    expect(list.closest('[aria-busy="true"]')).toBeNull();
    const readsBefore = listRequests('/erp/order/list').length;
    // The refresh's answer stays out while the list is looked at.
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(listRequests('/erp/order/list')).toHaveLength(readsBefore + 1));
    expect(list.closest('[aria-busy="true"]')).toBeNull();
    expect(screen.getByText('10 orders')).toBeTruthy();
  });
});
