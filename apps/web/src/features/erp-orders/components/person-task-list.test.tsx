import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerOk,
  buildOrderRow,
  buildPage,
  fetchMock,
  listRequests,
  renderWithProviders,
  setUpOrderScreenTests,
} from '../test-utils/order-screen-test.tsx';
import { ErpOrdersWorkspace } from './erp-orders-workspace.tsx';

setUpOrderScreenTests();

const counts = [
  { status: 5 as const, count: 64 },
  { status: 6 as const, count: 2 },
];

// Answers like the server: the requested status and page, the counts over all the waiting work.
function answerTasks(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body)) as { status?: OrderStatus; pageNum: number; pageSize: number };
  const status = body.status ?? 5;
  const total = body.status === undefined ? 66 : (counts.find((entry) => entry.status === status)?.count ?? 0);
  const rows = [buildOrderRow(body.pageNum, status)].map((row) => ({ ...row, actions: ['cancel'] }));
  return Promise.resolve(answerOk({ ...buildPage(rows, counts, total), ...body }));
}

// antd renders slowly in the test DOM: more than the default 5 s.
describe('"My tasks" status filter and paging', { timeout: 30_000 }, () => {
  it('asks the server for the chosen status and page; "All" counts every waiting order', async () => {
    fetchMock.mockImplementation(answerTasks);
    renderWithProviders(<ErpOrdersWorkspace title="Sales Orders" storageKey="test.orders" scope={undefined} />);
    expect(await screen.findByText('66 orders waiting')).toBeTruthy();
    expect(listRequests('/report/getPersonTaskList')[0]?.body).toEqual({ pageNum: 1, pageSize: 50 });

    fireEvent.click(screen.getByRole('radio', { name: 'Awaiting purchase order placement (2)' }));
    await waitFor(() => expect(screen.getByText('2 orders waiting')).toBeTruthy());
    expect(listRequests('/report/getPersonTaskList').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 50, status: 6 });
    expect(screen.getByRole('radio', { name: 'All (66)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Awaiting contract review (64)' }));
    await waitFor(() => expect(screen.getByText('64 orders waiting')).toBeTruthy());
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(listRequests('/report/getPersonTaskList').at(-1)?.body).toEqual({ pageNum: 2, pageSize: 50, status: 5 }),
    );
  });

  it('opens on "My tasks" of the status a workbench link names', async () => {
    window.sessionStorage.setItem('bf.state.test.orders.view', JSON.stringify('all'));
    fetchMock.mockImplementation(answerTasks);
    renderWithProviders(
      <ErpOrdersWorkspace title="Sales Orders" storageKey="test.orders" scope={undefined} />,
      '/erp/salesOrders?view=tasks&status=6',
    );
    expect(await screen.findByText('2 orders waiting')).toBeTruthy();
    expect(listRequests('/report/getPersonTaskList')[0]?.body).toEqual({ pageNum: 1, pageSize: 50, status: 6 });
    expect(screen.getByRole('tab', { name: 'My tasks' }).getAttribute('aria-selected')).toBe('true');
    expect(listRequests('/erp/order/list')).toEqual([]);
  });

  it('asks only for the purchasing and stock steps on the Procurement screen', async () => {
    fetchMock.mockImplementation(answerTasks);
    renderWithProviders(<ErpOrdersWorkspace title="Procurement" storageKey="test.procurement" scope="procurement" />);
    expect(await screen.findByText('66 orders waiting')).toBeTruthy();
    expect(listRequests('/report/getPersonTaskList')[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 50,
      scope: 'procurement',
    });
  });

  // The live connection reads the list again on every order event and after each replay (a refocused window does too):
  // that refresh runs behind the rows. Its loading overlay once covered them at any moment, swallowing a click on
  // "Open order" (a browser journey passed only on its retry).
  it('keeps the rows uncovered while they are read again behind them', async () => {
    fetchMock.mockImplementation(answerTasks);
    renderWithProviders(<ErpOrdersWorkspace title="Sales Orders" storageKey="test.orders" scope={undefined} />);
    expect(await screen.findByText('66 orders waiting')).toBeTruthy();
    const list = screen.getByTestId('erp-task-list');
    expect(list.closest('[aria-busy="true"]')).toBeNull();
    const readsBefore = listRequests('/report/getPersonTaskList').length;
    // The refresh's answer stays out while the list is looked at.
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(listRequests('/report/getPersonTaskList')).toHaveLength(readsBefore + 1));
    expect(list.closest('[aria-busy="true"]')).toBeNull();
    expect(screen.getByText('66 orders waiting')).toBeTruthy();
  });
});
