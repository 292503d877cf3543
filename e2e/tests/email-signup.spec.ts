import { customerPassword } from '../support/customer.ts';
import { type APIRequestContext, expect, test } from '../support/test.ts';

// Overseas customers (issue 11, point 9): registration and login by e-mail with a code from the
// development outbox, and the consent box for the terms and the privacy policy.

/** A fresh address per run. */
function newEmail(): string {
  return `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest 6-digit code mailed to an address (GET /api/dev/outbox, newest first). */
async function readMailCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await answer.json()) as { data: { channel: string; text: string }[] };
    code = body.data.find((message) => message.channel === 'mail')?.text.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

test.describe('English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('registers by e-mail with a mailed code and consent, then logs back in by e-mail and password', async ({
    page,
  }) => {
    const email = newEmail();
    await page.goto('/register');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    // The mobile form stays in the page, hidden: every field is looked up in the e-mail panel.
    const form = page.getByRole('tabpanel', { name: 'E-mail' });
    await form.getByRole('textbox', { name: /E-mail$/ }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(customerPassword);
    await form.getByLabel('Confirm Password').fill(customerPassword);
    await form.getByRole('button', { name: 'Send Code' }).click();
    await expect(form.getByRole('button', { name: /Resend \(\d+ s\)$/ })).toBeDisabled();
    await form.getByLabel('E-mail Code').fill(await readMailCode(page.request, email));

    // Without the consent box the form stays, saying why beside the box.
    const consent = form.getByRole('checkbox', { name: /I have read and accept the Terms of Service/ });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(
      form.getByText('Please accept the Terms of Service and the Privacy Policy to register', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register/);
    // The documents it names are pages of their own.
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    await consent.check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/order\/home$/);
    await expect(page.getByText('50 points have been added')).toBeVisible();
    const nickname = `${email.slice(0, 2)}***@example.com`;
    await expect(page.getByRole('banner').getByText(`Hello, ${nickname}`)).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Logout/ })
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await page.getByRole('tab', { name: 'E-mail', exact: true }).click();
    const login = page.getByRole('tabpanel', { name: 'E-mail', exact: true });
    await login.getByRole('textbox', { name: /E-mail$/ }).fill(email.toUpperCase());
    await login.getByRole('textbox', { name: 'Password' }).fill(customerPassword);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/order\/home$/);
    await expect(page.getByRole('banner').getByText(`Hello, ${nickname}`)).toBeVisible();
  });

  test('shows the terms and the privacy policy, linked from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText(/^Version \d{4}-\d{2}-\d{2}\./)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where it is stored' })).toBeVisible();
  });
});

test.describe('on a phone, in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });

  test('offers e-mail login as an option of the login page, and the 隐私政策 page', async ({ page }) => {
    await page.goto('/login');
    // antd's option buttons hide the native radio: a customer taps its label.
    await page.getByText('邮箱登录', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '邮箱登录' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: '邮箱', exact: true })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  });
});
