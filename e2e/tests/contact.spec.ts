import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// A visitor leaves a message on the contact page; the development mail provider keeps the staff mail in the outbox.
const staffMailbox = 'staff@boardforge.example';

type OutboxMail = { subject: string; text: string };

/** The mails to the staff mailbox (GET /api/dev/outbox, newest first). */
async function readStaffMails(request: APIRequestContext): Promise<OutboxMail[]> {
  const answer = await request.get(`/api/dev/outbox?to=${staffMailbox}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: OutboxMail[] }).data;
}

type Labels = { name: string; company: string; phone: string; email: string; content: string; submit: string };

async function sendFeedback(page: Page, labels: Labels, values: Record<keyof Omit<Labels, 'submit'>, string>) {
  await page.goto('/aboutUs/contactUs');
  for (const field of ['name', 'company', 'phone', 'email', 'content'] as const) {
    await page.locator('form#feedback').getByLabel(labels[field], { exact: true }).fill(values[field]);
  }
  await page.getByRole('button', { name: labels.submit }).click();
}

test.describe('contact page in English', () => {
  test.use({ locale: 'en-US' });
  test('a visitor sends feedback, sees thanks, and staff get the mail', async ({ page, request }) => {
    const content = `Do you make 2 oz copper 6-layer boards? (${Date.now()})`;
    await sendFeedback(
      page,
      { name: 'Name', company: 'Company', phone: 'Phone', email: 'Email', content: 'Message', submit: 'Send message' },
      { name: 'Li Lei', company: 'Widgets Ltd.', phone: '0755-12345678', email: 'li.lei@example.com', content },
    );
    await expect(page.getByText('Thank you! Your message has been sent')).toBeVisible();
    await expect(page.locator('form#feedback').getByLabel('Message', { exact: true })).toHaveValue('');
    const mail = (await readStaffMails(request)).find((entry) => entry.text.includes(content));
    expect(mail?.subject).toContain('Li Lei');
    expect(mail?.text).toContain('li.lei@example.com');
  });
});

test.describe('contact page in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('访客提交留言后看到成功提示，邮件进入员工邮箱', async ({ page, request }) => {
    const content = `请问可以做铝基板吗？(${Date.now()})`;
    await sendFeedback(
      page,
      { name: '姓名', company: '公司名称', phone: '联系电话', email: '邮箱', content: '留言内容', submit: '提交留言' },
      { name: '韩梅梅', company: '深圳电子有限公司', phone: '13800138000', email: 'han@example.com', content },
    );
    await expect(page.getByText('感谢您的留言，我们会尽快与您联系。')).toBeVisible();
    const mail = (await readStaffMails(request)).find((entry) => entry.text.includes(content));
    expect(mail?.subject).toContain('韩梅梅');
    expect(mail?.text).toContain('13800138000');
  });
});
