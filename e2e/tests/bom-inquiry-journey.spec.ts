import {
  confirmReceipt,
  newPhone,
  openCustomerOrder,
  payBySandbox,
  placeBomInquiry,
  registerCustomer,
} from '../support/customer.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { demoStaff } from '../support/staff.ts';
import {
  findSevereViolationsBesideTabBar,
  openOrderFromTasks,
  openStaffBrowser,
  orderDrawer,
  pickOption,
  takeStaffAction,
} from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

// The staff order screen end to end: a BOM inquiry taken through every status 0 → 11, each role in its own browser
// on /erp/salesOrders or /erp/procurement, the customer's steps on /orderDetail. The longest journey of the suite
// (about two minutes): its file name sorts early so that it starts near the beginning of a run instead of holding one
// worker alone at the end.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

test('a BOM inquiry goes from 0 to 11 on the staff order screen', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const phone = newPhone();
  await registerCustomer(page, phone);
  const { orderId, orderNo } = await placeBomInquiry(page.request, phone);

  // 0 → 1: the sales supervisor finds the inquiry by its number among all orders and assigns a salesperson.
  const supervisor = await openStaffBrowser(browser, demoStaff.salesSupervisor);
  await supervisor.page.goto('/erp/salesOrders');
  await expect(supervisor.page.getByRole('heading', { name: 'Sales Orders', level: 1 })).toBeVisible();
  await supervisor.page.getByRole('tab', { name: 'All orders' }).click();
  await supervisor.page.getByLabel('Search orders').fill(orderNo);
  await supervisor.page.getByLabel('Search orders').press('Enter');
  const row = supervisor.page.getByTestId('erp-order-list').getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('Awaiting sales assignment');
  await row.getByRole('button', { name: `Open order ${orderNo}` }).click();
  const drawer = orderDrawer(supervisor.page, orderNo);
  await expect(drawer.getByTestId('erp-order-status')).toHaveText('Awaiting sales assignment');
  await expect(drawer.getByText(phone).first()).toBeVisible();
  // Exactly the actions the server allows the sales supervisor here.
  await expect(drawer.getByRole('button', { name: 'Assign sales' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Purchase quote' })).toHaveCount(0);
  expect(await findSevereViolationsBesideTabBar(supervisor.page)).toEqual([]);
  // A form names the missing field instead of sending it.
  await drawer.getByRole('button', { name: 'Assign sales' }).click();
  const assignForm = supervisor.page.getByRole('dialog', { name: 'Assign sales', exact: true });
  await waitForDialogOpened(assignForm);
  // As a person would: the form is on screen (its field shown) before Submit is pressed.
  await expect(assignForm.getByLabel('Salesperson')).toBeVisible();
  await assignForm.getByRole('button', { name: 'Submit' }).click();
  await expect(assignForm.getByText('Salesperson is required.')).toBeVisible();
  await assignForm.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(assignForm).toBeHidden();
  await takeStaffAction(supervisor.page, 'Assign sales', 'Awaiting purchasing assignment', (form) =>
    pickOption(supervisor.page, form.getByLabel('Salesperson'), /Demo Sales Manager/),
  );
  await expect(drawer.getByText('Demo Sales Manager (13900000014)')).toBeVisible();
  await supervisor.close();

  // 1 → 2 → 3: the purchasing manager, in Procurement, assigns a buyer and quotes the cost of every line on the quote
  // sheet, with a supplier from the directory (added here through the API, as the inventory screen would).
  const buyer = await openStaffBrowser(browser, demoStaff.purchasingManager);
  const supplierName = `LCSC ${phone}`;
  const addSupplier = await buyer.page.request.post('/api/erp/suppliers/save', {
    data: { name: supplierName, paymentTerms: 'net30', currency: 'CNY', rating: 4 },
  });
  expect(addSupplier.ok(), await addSupplier.text()).toBe(true);
  const buyerDrawer = await openOrderFromTasks(buyer.page, '/erp/procurement', orderNo);
  await takeStaffAction(buyer.page, 'Assign purchasing', 'Awaiting purchasing quote', (form) =>
    pickOption(buyer.page, form.getByLabel('Buyer'), /Demo Purchasing Manager/),
  );
  await buyerDrawer.getByRole('button', { name: 'Purchase quote', exact: true }).click();
  const costSheet = buyer.page.getByRole('dialog', { name: 'Purchase quote sheet', exact: true });
  await waitForDialogOpened(costSheet);
  await costSheet.getByLabel('Unit cost (¥), line 1').fill('12.5');
  await costSheet.getByRole('button', { name: 'Submit purchase quote' }).click();
  await expect(costSheet.getByText('Line 1 is not complete')).toBeVisible();
  await costSheet.getByLabel('Supplier, line 1').fill(phone);
  await buyer.page.locator('.ant-select-dropdown:visible').getByTitle(supplierName).click();
  await costSheet.getByLabel('Alternate part, line 1').fill('E2E-ALT-1');
  await costSheet.getByRole('button', { name: 'Save draft' }).click();
  await expect(costSheet.getByText('sheet version 1')).toBeVisible();
  await expect(costSheet.getByTestId('quote-sheet-total')).toHaveText('Total cost: ¥125.00');
  await costSheet.getByRole('button', { name: 'Submit purchase quote' }).click();
  await expect(costSheet).toBeHidden();
  await expect(buyerDrawer.getByTestId('erp-order-status')).toHaveText('Awaiting sales quote');
  await expect(buyerDrawer.getByRole('cell', { name: supplierName })).toBeVisible();

  // 3 → 4: the assigned salesperson prices the line against its cost (the margin shown); the customer sees the quote.
  const sales = await openStaffBrowser(browser, demoStaff.salesManager);
  const salesOrderDrawer = await openOrderFromTasks(sales.page, '/erp/salesOrders', orderNo);
  await salesOrderDrawer.getByRole('button', { name: 'Sales quote', exact: true }).click();
  const priceSheet = sales.page.getByRole('dialog', { name: 'Sales quote sheet', exact: true });
  await waitForDialogOpened(priceSheet);
  await priceSheet.getByLabel('Unit price (¥), line 1').fill('20.5');
  await expect(priceSheet.getByTestId('quote-sheet-total')).toHaveText(
    'Total cost ¥125.00 · customer price ¥205.00 · margin ¥80.00 (39.0 %)',
  );
  await priceSheet.getByRole('button', { name: 'Submit sales quote' }).click();
  await expect(priceSheet).toBeHidden();
  await expect(orderDrawer(sales.page, orderNo).getByTestId('erp-order-status')).toHaveText(
    'Awaiting sales order placement',
  );
  await expect(orderDrawer(sales.page, orderNo).getByTestId('erp-order-total')).toHaveText('¥205.00');

  // 4: the customer asks a question about the quote; the salesperson answers in the drawer, and the answer reaches
  // the customer's page live. Then the customer accepts; 4 → 5: the salesperson places the sales order.
  await openCustomerOrder(page, orderId, 'Awaiting sales order placement');
  const questions = page.getByTestId('order-messages');
  await questions
    .getByLabel('Ask about the quote, the delivery date or anything else')
    .fill('Can the parts ship by Friday?');
  await questions.getByRole('button', { name: 'Send' }).click();
  await expect(questions.getByText('Can the parts ship by Friday?')).toBeVisible();
  const staffQuestions = orderDrawer(sales.page, orderNo).getByTestId('order-messages');
  await expect(staffQuestions.getByText('Can the parts ship by Friday?')).toBeVisible();
  await staffQuestions.getByLabel('Answer the customer').fill('Yes, if you accept the quote today.');
  await staffQuestions.getByRole('button', { name: 'Send' }).click();
  await expect(questions.getByText('Yes, if you accept the quote today.')).toBeVisible();
  await expect(questions.getByText('BoardForge team')).toBeVisible();
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await sales.page.reload();
  const salesDrawer = orderDrawer(sales.page, orderNo);
  await expect(salesDrawer.getByText('Customer accepted the quote')).toBeVisible();
  await expect(salesDrawer.locator('.ant-descriptions-item-content').filter({ hasText: /^Yes$/ })).toBeVisible();
  await takeStaffAction(sales.page, 'Place sales order', 'Awaiting contract review');

  // 5 → 6: the sales director approves the contract (with a note).
  const director = await openStaffBrowser(browser, demoStaff.salesDirector);
  await openOrderFromTasks(director.page, '/erp/salesOrders', orderNo);
  await takeStaffAction(director.page, 'Approve contract', 'Awaiting purchase order placement', (form) =>
    form.getByLabel('Reason').fill('Files and price checked'),
  );
  await director.close();

  // The customer pays the quote with the sandbox gateway.
  await openCustomerOrder(page, orderId, 'Awaiting purchase order placement');
  await payBySandbox(page, '¥205.00');

  // 6 → 7: purchasing places the purchase order (the supplier is proposed from the costed line).
  await openOrderFromTasks(buyer.page, '/erp/procurement', orderNo);
  await expect(orderDrawer(buyer.page, orderNo).getByTestId('erp-order-paid')).toHaveText('¥205.00');
  await takeStaffAction(buyer.page, 'Place purchase order', 'Awaiting purchase review', async (form) => {
    await expect(form.getByLabel('Supplier')).toHaveValue(supplierName);
    await form.getByLabel('Note').fill('Deliver by Friday');
  });

  // 7 → 8: the senior executive approves the purchase.
  const executive = await openStaffBrowser(browser, demoStaff.seniorExecutive);
  await openOrderFromTasks(executive.page, '/erp/salesOrders', orderNo);
  await takeStaffAction(executive.page, 'Approve purchase', 'Awaiting warehouse entry');
  await executive.close();

  // 8 → 9: purchasing books the goods in; 9 → 10: the salesperson ships them.
  await openOrderFromTasks(buyer.page, '/erp/procurement', orderNo);
  await takeStaffAction(buyer.page, 'Warehouse entry', 'Awaiting warehouse exit', async (form) => {
    await expect(form.getByLabel('Received quantity')).toHaveValue('10');
  });
  await buyer.close();
  await openOrderFromTasks(sales.page, '/erp/salesOrders', orderNo);
  await takeStaffAction(sales.page, 'Warehouse exit', 'Awaiting completion confirmation', async (form) => {
    await form.getByLabel('Carrier').fill('SF Express');
    await form.getByLabel('Tracking number').fill('SF1234567890');
  });
  const shipped = orderDrawer(sales.page, orderNo);
  await expect(shipped.getByText(/SF Express · SF1234567890/)).toBeVisible();
  // The timeline lists every move with who made it.
  await expect(shipped.getByText('Awaiting warehouse exit → Awaiting completion confirmation')).toBeVisible();
  await expect(shipped.getByText(/by Demo Sales Manager/).first()).toBeVisible();
  await expect(shipped.getByRole('button', { name: 'Warehouse exit' })).toHaveCount(0);

  // 10 → 11: the customer confirms receipt; the staff screen follows live.
  await openCustomerOrder(page, orderId, 'Awaiting completion confirmation');
  await confirmReceipt(page);
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(shipped.getByTestId('erp-order-status')).toHaveText('Completed', { timeout: 15_000 });
  await sales.close();
});
