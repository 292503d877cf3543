import { expect, type Page } from '@playwright/test';

/** Demo staff accounts seeded outside production (api-contract.md "Running"). */
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
  await page.goto('/login');
  await page.getByRole('tab', { name: /manage/i }).click();
  const panel = page
    .getByRole('tabpanel')
    .filter({ has: page.getByLabel('Phone') })
    .last();
  await panel.getByLabel('Phone').fill(phone);
  await panel.getByLabel('Password').fill(demoPassword);
  await panel.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/erp/);
}
