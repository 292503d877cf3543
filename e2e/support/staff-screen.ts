import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { findSevereViolations } from './axe.ts';
import { chooseOption, openDialogWith, waitForDialogOpened } from './dialogs.ts';
import { logInStaffByApi } from './staff.ts';
import { warmBrowsersOf } from './warm-browsers.ts';

// Steps on the staff order screen (/erp/salesOrders, /erp/procurement) shared by the browser journeys.

/**
 * A staff member's own browser context (a warm one of the worker, see warm-browsers.ts), logged in through the API
 * (the login page itself is staff-erp.spec.ts's journey), English UI; the page opens `landing` when given, else it
 * rests on a blank document until the journey opens a screen. Close it when done: it goes back to the worker.
 */
export async function openStaffBrowser(
  browser: Browser,
  phone: string,
  landing?: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const warm = warmBrowsersOf(browser, test.info().project.use.baseURL);
  const entry = await warm.acquire('en-US', { width: 1280, height: 900 });
  await logInStaffByApi(entry.context.request, phone);
  if (landing) await entry.page.goto(landing);
  return { page: entry.page, close: () => warm.release(entry) };
}

/** The open order drawer of the staff order screen. */
export function orderDrawer(page: Page, orderNo: string): Locator {
  return page.getByRole('dialog', { name: `Order ${orderNo}` });
}

/** Opens an order from the "My tasks" tab of a staff order screen (/erp/salesOrders, /erp/procurement). */
export async function openOrderFromTasks(page: Page, modulePath: string, orderNo: string): Promise<Locator> {
  await page.goto(modulePath);
  await page.getByRole('tab', { name: 'My tasks' }).click();
  const drawer = orderDrawer(page, orderNo);
  // A click while the task list still re-rendered could be lost: once, under a loaded fresh-clone CI run, no drawer
  // opened. The live refresh's loading overlay covered the rows at any moment then; it now covers only a first load.
  await openDialogWith(page.getByRole('button', { name: `Open order ${orderNo}` }), drawer);
  return drawer;
}

/**
 * Picks an option of an antd Select by its visible title (the dropdown renders outside the form) once the dropdown
 * has opened, and checks the select shows it (chooseOption): a fresh-clone CI run lost the salesperson chosen in
 * staff-orders.spec.ts, clicked while the dropdown still opened.
 */
export async function pickOption(field: Locator, title: RegExp | string): Promise<void> {
  await chooseOption(field, { title });
}

/**
 * Takes one action on the open order drawer: its button, its form (filled by `fill`), Submit; waits for the form to
 * close and the drawer to show the next status.
 */
export async function takeStaffAction(
  page: Page,
  action: string,
  nextStatus: string,
  fill?: (form: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click();
  const form = page.getByRole('dialog', { name: action, exact: true });
  await waitForDialogOpened(form);
  if (fill) await fill(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('erp-order-status')).toHaveText(nextStatus);
}

/**
 * Serious or critical axe violations of the page as it stands. The ERP shell's page-tab bar is left out: antd's
 * editable-card tab list puts its close buttons inside role=tablist (aria-required-children), a shell matter.
 */
export function findSevereViolationsBesideTabBar(page: Page): Promise<string[]> {
  return findSevereViolations(page, [], ['.erp-tab-bar']);
}
