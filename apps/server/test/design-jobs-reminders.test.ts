import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/outbox.table.ts';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { users } from '../src/db/users.table.ts';
import { actOk, payWithSandbox, pdfBytes, publishJob, uploadDesignFile } from './design-jobs-helpers.ts';
import { createMember } from './fakes/member-helpers.ts';
import { createDataDir } from './fixtures/upload-requests.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
const dataDir = createDataDir();
const hourMs = 3600_000;
let clock = new Date();

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir }, now: () => clock });
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

const db = () => testApp.database.handle.db;

describe('reminders of rounds waiting for the customer', () => {
  it('mails and texts the owner once per round after 24 hours, never before', async () => {
    const app = testApp.app;
    const phone = '13733330001';
    const customer = await createMember(testApp, { phone, now: () => clock });
    await db().update(users).set({ email: 'waiting@example.com' }).where(eq(users.id, customer.userId));
    const director = await logInAsStaff(app, '15');
    const engineer = await logInAsStaff(app, '17');
    const [engineerRow] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, demoPhoneOfRole('17')));
    const { jobId, jobNo } = await publishJob(app, customer.cookie, 50);
    await payWithSandbox(app, customer.cookie, jobId);
    await actOk(
      app,
      director,
      { jobId, action: 'assignEngineer', fromStatus: 'paid', payload: { engineerUserId: engineerRow?.id } },
      true,
    );
    await actOk(app, engineer, { jobId, action: 'startDesign', fromStatus: 'paid', payload: {} }, true);
    const file = await uploadDesignFile(
      app,
      engineer,
      { filename: 'r1.pdf', content: pdfBytes, kind: 'layoutPdf' },
      true,
    );
    await actOk(
      app,
      engineer,
      { jobId, action: 'deliverRound', fromStatus: 'designing', payload: { round: 1, fileIds: [file] } },
      true,
    );
    const delivered = clock.getTime();

    clock = new Date(delivered + 23 * hourMs);
    expect(await app.designReminders.remindWaitingRounds()).toBe(0);
    clock = new Date(delivered + 24 * hourMs + 60_000);
    const [first, second] = await Promise.all([
      app.designReminders.remindWaitingRounds(),
      app.designReminders.remindWaitingRounds(),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    clock = new Date(delivered + 48 * hourMs);
    expect(await app.designReminders.remindWaitingRounds()).toBe(0);

    const texts = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, phone));
    expect(texts.map((message) => message.subject)).toEqual(['designRoundReminder']);
    expect(texts[0]?.body).toContain(jobNo);
    const mails = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'waiting@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(jobNo);
    expect(mails[0]?.body).toContain('24');
  });
});
