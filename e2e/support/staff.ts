import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Demo staff accounts seeded outside production (docs/api.md "Running"). */
export const demoStaff = {
  admin: '13900000001',
  salesSupervisor: '13900000011',
  purchasingManager: '13900000012',
  salesManager: '13900000014',
  salesDirector: '13900000015',
  seniorExecutive: '13900000016',
} as const;
export const demoPassword = 'Demo1234';

/** Logs a staff member in through the manage-backend tab of /login (English UI) and waits for /erp. */
export async function logInAsStaff(page: Page, phone: string): Promise<void> {
  // Open the manage-backend tab by its link, so no tab-switch animation leaves two panels visible.
  await page.goto('/login?tab=manage');
  await expect(page.getByRole('tab', { name: 'Staff', exact: true })).toHaveAttribute('aria-selected', 'true');
  // The login page keeps every tab's form in the DOM; only the active tab's panel is visible.
  const panel = page.getByRole('tabpanel').filter({ visible: true });
  await panel.getByLabel('Phone').fill(phone);
  await panel.getByLabel('Password').fill(demoPassword);
  await panel.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/erp/);
}

/** Logs a staff member in on an API request context of its own (POST /api/user/land, manage backend). */
export async function logInStaffByApi(request: APIRequestContext, phone: string): Promise<void> {
  const login = await request.post('/api/user/land', {
    data: { username: phone, password: demoPassword, loginType: 'manage' },
  });
  expect(login.ok()).toBe(true);
}

/** A sales director approves an order's contract (POST /api/erp/order/transition, status 5 → 6) on `request`. */
export async function approveContractAsStaff(request: APIRequestContext, orderId: string): Promise<void> {
  await logInStaffByApi(request, demoStaff.salesDirector);
  const moved = await request.post('/api/erp/order/transition', {
    data: { orderId, action: 'approveContract', fromStatus: 5, payload: {} },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  expect(((await moved.json()) as { code: string }).code).toBe('200');
}

/**
 * Takes a paid order from purchase order placement (status 6) to shipped (status 10) on `request` as the administrator
 * (role 1 may take every staff action): purchase order, purchase review, warehouse entry of `quantity` boards, and
 * warehouse exit with a carrier and tracking number.
 */
export async function shipPaidOrderAsStaff(request: APIRequestContext, orderId: string, quantity: number) {
  await logInStaffByApi(request, demoStaff.admin);
  const steps = [
    { action: 'placePurchaseOrder', fromStatus: 6, payload: { supplier: 'Shenzhen Fab' } },
    { action: 'approvePurchase', fromStatus: 7, payload: {} },
    { action: 'warehouseEntry', fromStatus: 8, payload: { quantity } },
    { action: 'warehouseExit', fromStatus: 9, payload: { carrier: 'SF Express', trackingNo: 'SF2026000777' } },
  ];
  for (const step of steps) {
    const moved = await request.post('/api/erp/order/transition', { data: { orderId, ...step } });
    expect(((await moved.json()) as { code: string }).code, `${step.action}`).toBe('200');
  }
}
