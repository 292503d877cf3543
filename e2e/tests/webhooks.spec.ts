import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newPhone, registerCustomer } from '../support/customer.ts';
import { waitForDialogOpened } from '../support/dialogs.ts';
import { placePcbOrder } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// Issue 17, point 3: a customer registers a webhook endpoint in the member area, an order change is delivered to it
// signed, the delivery shows in the endpoint's log and "Send again" delivers it once more.

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

type Received = { signature: string; eventId: string; body: string };

test('registers an endpoint, receives a signed status change, sees it in the log and sends it again', async ({
  page,
}) => {
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['boardforge-signature'] ?? ''),
        eventId: String(request.headers['boardforge-event-id'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/boardforge`;

  try {
    const phone = newPhone();
    await registerCustomer(page, phone);
    await page.goto('/webhooks');
    await page.getByLabel('Endpoint URL').fill(url);
    await expect(page.getByRole('checkbox', { name: 'Order status changed' })).toBeChecked();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await waitForDialogOpened(secretDialog);
    const secret = (await secretDialog.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretDialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) });
    await expect(row).toContainText('Active');

    // An order change: the customer places an order and cancels it.
    const { orderId } = await placePcbOrder(page.request, phone);
    const cancelled = await page.request.post('/api/orderInfo/cancel', { data: { orderId, reason: 'e2e webhook' } });
    expect(cancelled.ok()).toBe(true);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const first = received[0] as Received;
    const { t, v1 } = Object.fromEntries(first.signature.split(',').map((part) => part.split('='))) as {
      t: string;
      v1: string;
    };
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${first.body}`).digest('hex'));
    expect(JSON.parse(first.body)).toMatchObject({ type: 'order.status_changed', data: { orderId, action: 'cancel' } });

    await row.getByRole('button', { name: 'Delivery log' }).click();
    const logDialog = page.getByRole('dialog', { name: /Delivery log/ });
    await waitForDialogOpened(logDialog);
    const attempt = logDialog.getByRole('row', { name: new RegExp(first.eventId) });
    await expect(attempt).toContainText('200');
    await expect(attempt).toContainText('Delivered');
    await attempt.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText('Queued to send again')).toBeVisible();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(received[1]?.eventId).toBe(first.eventId);
    await expect(async () => {
      await logDialog.getByRole('button', { name: 'Refresh' }).click();
      await expect(logDialog.getByRole('row', { name: new RegExp(first.eventId) })).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
