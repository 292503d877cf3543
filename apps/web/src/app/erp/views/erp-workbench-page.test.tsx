import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerOk,
  buildPage,
  fetchMock,
  listRequests,
  renderWithProviders,
  setUpOrderScreenTests,
} from '../../../features/erp-orders/test-utils/order-screen-test.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { clearStaffAccess, saveStaffAccess } from '../../../lib/staff-access-store.ts';
import { ErpWorkbenchPage } from './erp-workbench-page.tsx';

setUpOrderScreenTests();
afterEach(() => clearStaffAccess());

function menuEntry(menuname: string, menupath: string, url: string): MenuEntry {
  return { menuname, menuenname: menuname, menupath, menuico: '', keeplive: true, isvisible: true, url, subList: [] };
}

const workbench = menuEntry('Workbench', '/erp/home', 'home');
const procurement = menuEntry('Procurement', '/erp/procurement', 'procurement');
const inventory = menuEntry('Inventory', '/erp/inventory', 'inventory');

const counts = [
  { status: 0 as const, count: 1 },
  { status: 5 as const, count: 7 },
  { status: 6 as const, count: 3 },
  { status: 8 as const, count: 3 },
];

function renderWorkbench(menu: MenuEntry[]) {
  saveStaffAccess({ roleId: '12', menu, tags: [] });
  renderWithProviders(<ErpWorkbenchPage />, '/erp/home');
  return screen.getByTestId('erp-waiting-work');
}

// antd renders slowly in the test DOM: more than the default 5 s.
describe('the workbench "Waiting work" card', { timeout: 30_000 }, () => {
  it("shows the caller's total and top statuses, each linking to My tasks of the order screen", async () => {
    fetchMock.mockResolvedValue(answerOk(buildPage([], counts, 14)));
    const card = renderWorkbench([workbench, procurement, inventory]);
    expect(await within(card).findByText('Orders waiting for you')).toBeTruthy();
    expect(within(card).getByText('14')).toBeTruthy();
    const links = within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    // The three largest, ties in flow order; status 0 with one order is left to the task list.
    expect(links).toEqual([
      ['Awaiting contract review: 7', '/erp/procurement?view=tasks&status=5'],
      ['Awaiting purchase order placement: 3', '/erp/procurement?view=tasks&status=6'],
      ['Awaiting warehouse entry: 3', '/erp/procurement?view=tasks&status=8'],
      ['Open My tasks', '/erp/procurement?view=tasks'],
    ]);
    expect(listRequests('/report/getPersonTaskList')).toHaveLength(1);
    expect(card.textContent).not.toContain('arrives');
  });

  it('says in Chinese that nothing waits when the list is empty', async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValue(answerOk(buildPage([], [], 0)));
    const card = renderWorkbench([workbench, procurement]);
    expect(await within(card).findByText('暂无待办任务。')).toBeTruthy();
    expect(within(card).queryAllByRole('link')).toEqual([]);
  });

  it('says a role without an order screen has no waiting work, without asking the server', async () => {
    const card = renderWorkbench([workbench, inventory]);
    expect(within(card).getByText('There is no waiting work for your role: it has no order screen.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Your modules', { selector: 'h2' })).toBeTruthy());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
