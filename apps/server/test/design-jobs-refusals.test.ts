import { designJobPaths } from '@boardforge/contracts/design-job-views.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designJobHistory } from '../src/db/design-jobs.table.ts';
import { paymentLedger } from '../src/db/payments.table.ts';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { users } from '../src/db/users.table.ts';
import {
  act,
  actOk,
  buildPublishRequest,
  callDesign,
  payWithSandbox,
  pdfBytes,
  publishJob,
  uploadDesignFile,
} from './design-jobs-helpers.ts';
import { createMember } from './fakes/member-helpers.ts';
import { buildExecutableBytes, renameEntry, zipEntries } from './fixtures/hostile-files.ts';
import { createDataDir, postFile } from './fixtures/upload-requests.ts';
import { createTestApp, logInAsStaff, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
const dataDir = createDataDir();
let director: string;
let engineer: string;
let engineerId: string;
let phoneCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ env: { DATA_DIR: dataDir.dir } });
  director = await logInAsStaff(testApp.app, '15');
  engineer = await logInAsStaff(testApp.app, '17');
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, demoPhoneOfRole('17')));
  engineerId = row?.id ?? '';
});
afterAll(async () => {
  await testApp?.close();
  dataDir.remove();
});

const db = () => testApp.database.handle.db;
const app = () => testApp.app;
function nextPhone(): string {
  phoneCounter += 1;
  return `1374444${String(phoneCounter).padStart(4, '0')}`;
}

/** A customer's 50-pin job paid, assigned, started and with round 1 delivered. */
async function jobAwaitingRoundAnswer() {
  const customer = await createMember(testApp, { phone: nextPhone() });
  const { jobId } = await publishJob(app(), customer.cookie, 50);
  await payWithSandbox(app(), customer.cookie, jobId);
  await actOk(
    app(),
    director,
    { jobId, action: 'assignEngineer', fromStatus: 'paid', payload: { engineerUserId: engineerId } },
    true,
  );
  await actOk(app(), engineer, { jobId, action: 'startDesign', fromStatus: 'paid', payload: {} }, true);
  const file = await uploadDesignFile(
    app(),
    engineer,
    { filename: 'r1.pdf', content: pdfBytes, kind: 'layoutPdf' },
    true,
  );
  await actOk(
    app(),
    engineer,
    { jobId, action: 'deliverRound', fromStatus: 'designing', payload: { round: 1, fileIds: [file] } },
    true,
  );
  return { customer, jobId, file };
}

describe('publishing beyond the service', () => {
  it.each([
    ['layers', { layers: 41 }],
    ['pins', { pins: 60_001 }],
    ['bgaPins', { pins: 5_000, bgaPins: 2_501, bgaPitchMm: 0.5 }],
    ['bgaPitchMm', { bgaPins: 10, bgaPitchMm: 0.19 }],
  ])('refuses %s beyond its limit, naming the field', async (field, change) => {
    const customer = await createMember(testApp, { phone: nextPhone() });
    const response = await callDesign(app(), customer.cookie, 'POST', designJobPaths.publish, {
      ...buildPublishRequest(300),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reason).toBe('field.invalid');
    expect(response.json().data.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('refuses a hostile archive naming the file, and a program named as a PDF', async () => {
    const customer = await createMember(testApp, { phone: nextPhone() });
    const bomb = zipEntries({ 'zeros.bin': new Uint8Array(20 * 1024 * 1024) });
    const refused = await postFile(
      app(),
      designJobPaths.uploadFile,
      { filename: 'project.zip', content: bomb },
      {
        cookie: customer.cookie,
        fields: { kind: 'project' },
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('project.zip');
    expect(refused.json().data.errors).toEqual([expect.objectContaining({ field: 'file' })]);
    const escaping = renameEntry(zipEntries({ 'aaaaaaaaa.txt': Buffer.from('x') }), 'aaaaaaaaa.txt', '../../etc.txt');
    const traversal = await postFile(
      app(),
      designJobPaths.uploadFile,
      { filename: 'paths.zip', content: escaping },
      {
        cookie: customer.cookie,
      },
    );
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().msg).toContain('paths.zip');
    const program = await postFile(
      app(),
      designJobPaths.uploadFile,
      { filename: 'schematic.pdf', content: buildExecutableBytes() },
      {
        cookie: customer.cookie,
      },
    );
    expect(program.statusCode).toBe(415);
    const wrongType = await postFile(
      app(),
      designJobPaths.uploadFile,
      { filename: 'notes.exe', content: pdfBytes },
      {
        cookie: customer.cookie,
      },
    );
    expect(wrongType.statusCode).toBe(415);
  });
});

describe('moves out of order', () => {
  it('refuses each step from the wrong status or with a stale fromStatus, with the reason', async () => {
    const customer = await createMember(testApp, { phone: nextPhone() });
    const { jobId } = await publishJob(app(), customer.cookie, 300);
    const cases = [
      // The customer approves a round before anything was paid or delivered.
      [
        customer.cookie,
        false,
        { action: 'approveRound', fromStatus: 'published', payload: { round: 1 } },
        409,
        'design.actionNotAllowed',
      ],
      // Staff quote while the caller saw another status.
      [
        director,
        true,
        { action: 'quote', fromStatus: 'quoted', payload: { price: 900, cycleMinDays: 2, cycleMaxDays: 4 } },
        409,
        'design.staleStatus',
      ],
      // An engineer before payment: not yet assigned to the job, so not theirs to start.
      [engineer, true, { action: 'startDesign', fromStatus: 'published', payload: {} }, 403, 'access.forbidden'],
      // Assigning an engineer before payment.
      [
        director,
        true,
        { action: 'assignEngineer', fromStatus: 'published', payload: { engineerUserId: 'x' } },
        409,
        'design.actionNotAllowed',
      ],
      // Feedback before the download.
      [
        customer.cookie,
        false,
        { action: 'giveFeedback', fromStatus: 'published', payload: { stars: 5, text: '' } },
        409,
        'design.actionNotAllowed',
      ],
      // A customer takes staff's action.
      [
        customer.cookie,
        false,
        { action: 'quote', fromStatus: 'published', payload: { price: 1, cycleMinDays: 1, cycleMaxDays: 1 } },
        403,
        'access.forbidden',
      ],
    ] as const;
    for (const [cookie, isStaff, request, code, reason] of cases) {
      const response = await act(app(), cookie, { jobId, ...request }, isStaff);
      expect(response.statusCode, `${request.action}: ${response.body}`).toBe(code);
      expect(response.json().data.reason).toBe(reason);
    }
    const download = await callDesign(app(), customer.cookie, 'POST', designJobPaths.download, { jobId });
    expect(download.statusCode).toBe(409);
    const pay = await callDesign(app(), customer.cookie, 'POST', designJobPaths.pay, { jobId, channel: 'sandbox' });
    expect(pay.statusCode).toBe(409);
    // Nothing moved: the history holds the publishing only.
    const history = await db().select().from(designJobHistory).where(eq(designJobHistory.jobId, jobId));
    expect(history.map((row) => row.action)).toEqual(['publish']);
  });

  it('refuses a pin on a file outside the round, and an engineer who is not a designer', async () => {
    const { customer, jobId } = await jobAwaitingRoundAnswer();
    const other = await uploadDesignFile(app(), customer.cookie, {
      filename: 'mine.pdf',
      content: pdfBytes,
      kind: 'other',
    });
    const pinned = await act(
      app(),
      customer.cookie,
      {
        jobId,
        action: 'requestChanges',
        fromStatus: 'roundDelivered',
        payload: { round: 1, comment: 'x', pin: { fileId: other, page: 1 } },
      },
      false,
    );
    expect(pinned.statusCode).toBe(400);
    expect(pinned.json().data.errors).toEqual([expect.objectContaining({ field: 'pin' })]);
    const [director15] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, demoPhoneOfRole('15')));
    const assign = await act(
      app(),
      director,
      {
        jobId,
        action: 'assignEngineer',
        fromStatus: 'roundDelivered',
        payload: { engineerUserId: director15?.id ?? '' },
      },
      true,
    );
    expect(assign.statusCode).toBe(400);
    expect(assign.json().data.errors).toEqual([expect.objectContaining({ field: 'engineerUserId' })]);
  });

  it('takes exactly one of 10 parallel approvals of the same round', async () => {
    const { customer, jobId } = await jobAwaitingRoundAnswer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        act(
          app(),
          customer.cookie,
          { jobId, action: 'approveRound', fromStatus: 'roundDelivered', payload: { round: 1 } },
          false,
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const history = await db().select().from(designJobHistory).where(eq(designJobHistory.jobId, jobId));
    expect(history.filter((row) => row.action === 'approveRound')).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('lets the owner cancel only unpaid; staff cancel a paid job with a reason and the ledger books the refund', async () => {
    const customer = await createMember(testApp, { phone: nextPhone() });
    const { jobId } = await publishJob(app(), customer.cookie, 50);
    await payWithSandbox(app(), customer.cookie, jobId);
    const byOwner = await act(
      app(),
      customer.cookie,
      { jobId, action: 'cancel', fromStatus: 'paid', payload: { reason: 'changed my mind' } },
      false,
    );
    expect(byOwner.statusCode).toBe(409);
    const cancelled = await actOk(
      app(),
      director,
      { jobId, action: 'cancel', fromStatus: 'paid', payload: { reason: 'no engineer free' } },
      true,
    );
    expect(cancelled.status).toBe('cancelled');
    const ledger = await db().select().from(paymentLedger).where(eq(paymentLedger.designJobId, jobId));
    expect(ledger.map((row) => [row.kind, row.amountFen])).toEqual([
      ['payment', 20_000],
      ['refund', 20_000],
    ]);
  });
});
