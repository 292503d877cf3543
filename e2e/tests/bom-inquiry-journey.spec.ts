import {
  confirmReceipt,
  newPhone,
  openCustomerOrder,
  payBySandbox,
  placeBomInquiry,
  registerCustomer,
} from '../support/customer.ts';
import { chooseOption, waitForDialogOpened } from '../support/dialogs.ts';
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
  test.setTimeout(300_000);
  const phone = newPhone();
  await registerCustomer(page, phone);
  // The catalogue holds one of the BOM's two parts, offered by a supplier; the other is in no catalogue: an inquiry.
  const buyer = await openStaffBrowser(browser, demoStaff.purchasingManager);
  const supplierName = `LCSC ${phone}`;
  const offerSupplier = `Offer Co ${phone}`;
  const mpn = `E2E-CAT-${phone}`;
  const saveAsBuyer = async (url: string, data: Record<string, unknown>) => {
    const response = await buyer.page.request.post(url, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  await saveAsBuyer('/api/erp/suppliers/save', {
    name: supplierName,
    paymentTerms: 'net30',
    currency: 'CNY',
    rating: 4,
  });
  const offerSupplierId = await saveAsBuyer('/api/erp/suppliers/save', {
    name: offerSupplier,
    paymentTerms: 'net30',
    currency: 'CNY',
    rating: 5,
  });
  const partId = await saveAsBuyer('/api/erp/parts/save', {
    mpn,
    manufacturer: 'TI',
    category: 'ic',
    priceBreaks: [{ minQuantity: 1, unitPrice: 1.8 }],
  });
  await saveAsBuyer('/api/erp/suppliers/offers/save', {
    supplierId: offerSupplierId,
    partId,
    minQuantity: 1,
    unitPrice: 1.5,
  });
  const { orderId, orderNo } = await placeBomInquiry(page.request, phone, 10, [
    `U1,1,${mpn}`,
    `U2,1,E2E-NOT-IN-CATALOGUE-${phone}`,
  ]);

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
    pickOption(form.getByLabel('Salesperson'), /Demo Sales Manager/),
  );
  await expect(drawer.getByText('Demo Sales Manager (13900000014)')).toBeVisible();
  await supervisor.close();

  // 1 → 2 → 3: the purchasing manager, in Procurement, assigns a buyer and quotes the cost of every line on the quote
  // sheet: the catalogue part from its supplier's offer (one click), the other from a supplier of the directory.
  const buyerDrawer = await openOrderFromTasks(buyer.page, '/erp/procurement', orderNo);
  await takeStaffAction(buyer.page, 'Assign purchasing', 'Awaiting purchasing quote', (form) =>
    pickOption(form.getByLabel('Buyer'), /Demo Purchasing Manager/),
  );
  await buyerDrawer.getByRole('button', { name: 'Purchase quote', exact: true }).click();
  const costSheet = buyer.page.getByRole('dialog', { name: 'Purchase quote sheet', exact: true });
  await waitForDialogOpened(costSheet);
  await costSheet.getByRole('button', { name: `${offerSupplier}: CNY 1.5 from 1` }).click();
  await costSheet.getByLabel('Unit cost (¥), line 2').fill('12.5');
  await costSheet.getByRole('button', { name: 'Submit purchase quote' }).click();
  await expect(costSheet.getByText('Line 2 is not complete')).toBeVisible();
  await chooseOption(costSheet.getByLabel('Supplier, line 2'), { title: supplierName, typed: phone });
  await costSheet.getByLabel('Alternate part, line 2').fill('E2E-ALT-2');
  await costSheet.getByRole('button', { name: 'Save draft' }).click();
  await expect(costSheet.getByText('sheet version 1')).toBeVisible();
  await expect(costSheet.getByTestId('quote-sheet-total')).toHaveText('Total cost: ¥140.00');
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
  await priceSheet.getByLabel('Unit price (¥), line 1').fill('2');
  await priceSheet.getByLabel('Unit price (¥), line 2').fill('20.5');
  await expect(priceSheet.getByTestId('quote-sheet-total')).toHaveText(
    'Total cost ¥140.00 · customer price ¥225.00 · margin ¥85.00 (37.8 %)',
  );
  await priceSheet.getByRole('button', { name: 'Submit sales quote' }).click();
  await expect(priceSheet).toBeHidden();
  await expect(orderDrawer(sales.page, orderNo).getByTestId('erp-order-status')).toHaveText(
    'Awaiting sales order placement',
  );
  await expect(orderDrawer(sales.page, orderNo).getByTestId('erp-order-total')).toHaveText('¥225.00');

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
  await payBySandbox(page, '¥225.00');

  // 6 → 7: purchasing places the purchase orders.
  await openOrderFromTasks(buyer.page, '/erp/procurement', orderNo);
  await expect(orderDrawer(buyer.page, orderNo).getByTestId('erp-order-paid')).toHaveText('¥225.00');
  // Two suppliers quoted: one purchase order each, so no single supplier is proposed.
  await takeStaffAction(buyer.page, 'Place purchase order', 'Awaiting purchase review', async (form) => {
    await expect(form.getByLabel('Supplier')).toHaveValue('');
    await form.getByLabel('Expected delivery date').fill('2026-12-20');
    await form.getByLabel('Note').fill('Deliver by Friday');
  });

  // 7 → 8: the senior executive approves the purchase.
  const executive = await openStaffBrowser(browser, demoStaff.seniorExecutive);
  await openOrderFromTasks(executive.page, '/erp/salesOrders', orderNo);
  await takeStaffAction(executive.page, 'Approve purchase', 'Awaiting warehouse entry');
  await executive.close();

  // 8 → 9: purchasing books the goods in on the two purchase orders (one per supplier), the first in two deliveries;
  // the receipt completing the last one books the order's warehouse entry. Stock of the catalogue part rises.
  await buyer.page.goto('/erp/inventory');
  await buyer.page.getByRole('tab', { name: 'Purchase orders' }).click();
  await buyer.page.getByLabel('PO, order or supplier', { exact: true }).fill(orderNo);
  await buyer.page.getByLabel('PO, order or supplier', { exact: true }).press('Enter');
  const purchaseOrders = buyer.page.getByRole('table', { name: 'Purchase orders' });
  await expect(purchaseOrders.getByRole('row').filter({ hasText: orderNo })).toHaveCount(2);
  await expect(buyer.page.getByTestId('purchase-orders-total')).toHaveText('Total cost of the filter: ¥140.00');
  const receiveOn = async (supplier: string, deliveries: number[]) => {
    await purchaseOrders
      .getByRole('row')
      .filter({ hasText: supplier })
      .getByRole('button', { name: /^Open purchase order / })
      .click();
    const poDrawer = buyer.page.getByRole('dialog', { name: /^Purchase order PO-/ });
    let arrived = 0;
    for (const quantity of deliveries) {
      await poDrawer.getByLabel('Arrived now, line 1').fill(String(quantity));
      await poDrawer.getByRole('button', { name: 'Book receipt' }).click();
      arrived += quantity;
      if (arrived < 10) await expect(poDrawer.getByRole('cell', { name: String(arrived), exact: true })).toBeVisible();
    }
    // Received in full: nothing is left to book.
    await expect(poDrawer.getByRole('button', { name: 'Book receipt' })).toHaveCount(0);
    await poDrawer.getByRole('button', { name: 'Close', exact: true }).click();
  };
  await receiveOn(offerSupplier, [4, 6]);
  await receiveOn(supplierName, [10]);
  const entered = await openOrderFromTasks(buyer.page, '/erp/procurement', orderNo);
  await expect(entered.getByTestId('erp-order-status')).toHaveText('Awaiting warehouse exit');

  // 9 → 10: the salesperson ships them.
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

  // The stock ledger shows the two deliveries of the catalogue part in and the shipment out.
  await buyer.page.goto('/erp/inventory');
  await buyer.page.getByRole('tab', { name: 'Movements' }).click();
  const movements = buyer.page.getByRole('table', { name: 'Stock movements' });
  await expect(movements.getByRole('row').filter({ hasText: mpn })).toHaveCount(3);
  await expect(movements.getByRole('row').filter({ hasText: 'SF1234567890' })).toContainText('-10');
  await buyer.close();

  // The ledger has the payment, the performance the salesperson's month, the customer's statement the order.
  const finance = await openStaffBrowser(browser, demoStaff.salesDirector);
  await finance.page.goto('/erp/collectionPayment');
  await finance.page.getByLabel('Search', { exact: true }).fill(orderNo);
  await finance.page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(
    finance.page.getByRole('table', { name: 'Payment ledger' }).getByRole('row').filter({ hasText: orderNo }),
  ).toContainText('¥225.00');
  await finance.page.goto('/erp/performance');
  await finance.page.getByRole('tab', { name: 'Sales performance' }).click();
  const salesTable = finance.page.getByRole('table', { name: 'Revenue, margin and orders per salesperson and month' });
  await expect(salesTable.getByRole('row').filter({ hasText: 'Demo Sales Manager' })).toBeVisible();
  await finance.page.goto('/erp/customers');
  await finance.page.getByLabel('Search', { exact: true }).fill(phone);
  await finance.page.getByLabel('Search', { exact: true }).press('Enter');
  await finance.page
    .getByRole('table', { name: 'Customers' })
    .getByRole('row')
    .filter({ hasText: phone })
    .getByRole('button', { name: /^Open customer / })
    .click();
  const statement = finance.page.getByRole('dialog', { name: /^Customer / }).getByTestId('customer-statement');
  await expect(statement.getByRole('row').filter({ hasText: orderNo }).first()).toBeVisible();
  await expect(statement.getByTestId('statement-closing')).toHaveText('¥0.00');
  await finance.close();
});
