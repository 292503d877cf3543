import { designJobPaths } from '@boardforge/contracts/design-job-views.ts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designJobDownloads } from '../src/db/design-jobs.table.ts';
import { orderEvents } from '../src/db/order-events.table.ts';
import { paymentLedger } from '../src/db/payments.table.ts';
import { demoPhoneOfRole } from '../src/db/seed.ts';
import { users } from '../src/db/users.table.ts';
import {
  act,
  actOk,
  callDesign,
  payWithSandbox,
  pdfBytes,
  publishJob,
  uploadDesignFile,
} from './design-jobs-helpers.ts';
import { createMember } from './fakes/member-helpers.ts';
import { buildTinyGerberSet, zipEntries } from './fixtures/hostile-files.ts';
import { createDataDir } from './fixtures/upload-requests.ts';
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
  return `1375555${String(phoneCounter).padStart(4, '0')}`;
}

describe('the layout design service end to end', () => {
  it('publishes 300 pins, quotes, pays, designs two rounds, delivers, downloads and takes feedback for 10 points', async () => {
    const customer = await createMember(testApp, { phone: nextPhone() });
    const schematic = await uploadDesignFile(app(), customer.cookie, {
      filename: 'schematic.pdf',
      content: pdfBytes,
      kind: 'schematic',
    });
    const published = await publishJob(app(), customer.cookie, 300, [schematic]);
    expect(published.status).toBe('published');
    expect(published.jobNo).toMatch(/^DJ\d{8}-\d{6}$/);
    const jobId = published.jobId;

    const quoted = await actOk(
      app(),
      director,
      { jobId, action: 'quote', fromStatus: 'published', payload: { price: 1500, cycleMinDays: 3, cycleMaxDays: 5 } },
      true,
    );
    expect(quoted.status).toBe('quoted');

    await payWithSandbox(app(), customer.cookie, jobId);
    const paidDetail = (
      await callDesign(app(), customer.cookie, 'GET', `${designJobPaths.detail}?jobId=${jobId}`)
    ).json().data;
    expect(paidDetail.status).toBe('paid');
    expect(paidDetail.paid).toBe(1500);
    expect(paidDetail.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ledger = await db().select().from(paymentLedger).where(eq(paymentLedger.designJobId, jobId));
    expect(ledger.map((row) => [row.kind, row.amountFen, row.orderId])).toEqual([['payment', 150_000, null]]);
    // Staff find it in the collection/payment tab by the job number, counted in its totals.
    const tab = await app().inject({
      method: 'GET',
      url: `/api/erp/payment/ledger?pageNum=1&pageSize=10&keyword=${paidDetail.jobNo}`,
      headers: { cookie: director },
    });
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.json().data.rows).toMatchObject([{ orderNo: paidDetail.jobNo, kind: 'payment', amount: 1500 }]);
    expect(tab.json().data.totals).toMatchObject({ received: 1500, refunded: 0 });

    await actOk(
      app(),
      director,
      { jobId, action: 'assignEngineer', fromStatus: 'paid', payload: { engineerUserId: engineerId } },
      true,
    );
    await actOk(app(), engineer, { jobId, action: 'startDesign', fromStatus: 'paid', payload: {} }, true);
    const layout1 = await uploadDesignFile(
      app(),
      engineer,
      { filename: 'layout-r1.pdf', content: pdfBytes, kind: 'layoutPdf' },
      true,
    );
    const round1 = await actOk(
      app(),
      engineer,
      { jobId, action: 'deliverRound', fromStatus: 'designing', payload: { round: 1, fileIds: [layout1] } },
      true,
    );
    expect(round1.status).toBe('roundDelivered');

    const changes = await actOk(
      app(),
      customer.cookie,
      {
        jobId,
        action: 'requestChanges',
        fromStatus: 'roundDelivered',
        payload: { round: 1, comment: 'Move U3 closer to the connector', pin: { fileId: layout1, page: 2 } },
      },
      false,
    );
    expect(changes.status).toBe('changesRequested');
    const layout2 = await uploadDesignFile(
      app(),
      engineer,
      { filename: 'layout-r2.pdf', content: pdfBytes, kind: 'layoutPdf' },
      true,
    );
    await actOk(
      app(),
      engineer,
      { jobId, action: 'deliverRound', fromStatus: 'changesRequested', payload: { round: 2, fileIds: [layout2] } },
      true,
    );
    // Approving the replaced round 1 is refused as a stale round, naming the field.
    const stale = await act(
      app(),
      customer.cookie,
      { jobId, action: 'approveRound', fromStatus: 'roundDelivered', payload: { round: 1 } },
      false,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.reason).toBe('design.staleRound');
    expect(stale.json().data.errors).toEqual([expect.objectContaining({ field: 'round' })]);

    const approved = await actOk(
      app(),
      customer.cookie,
      { jobId, action: 'approveRound', fromStatus: 'roundDelivered', payload: { round: 2 } },
      false,
    );
    expect(approved.status).toBe('roundApproved');
    expect(approved.rounds.map((round) => [round.number, round.isReplaced])).toEqual([
      [1, true],
      [2, false],
    ]);

    const gerber = await uploadDesignFile(
      app(),
      engineer,
      { filename: 'final-gerber.zip', content: zipEntries(buildTinyGerberSet()), kind: 'gerber' },
      true,
    );
    const bom = await uploadDesignFile(
      app(),
      engineer,
      { filename: 'bom.csv', content: Buffer.from('ref,value\nR1,10k\n'), kind: 'bom' },
      true,
    );
    await actOk(
      app(),
      engineer,
      { jobId, action: 'uploadFinal', fromStatus: 'roundApproved', payload: { fileIds: [gerber, bom] } },
      true,
    );

    const download = await callDesign(app(), customer.cookie, 'POST', designJobPaths.download, { jobId });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.json().data.status).toBe('downloaded');
    expect(download.json().data.files.map((file: { fileId: string }) => file.fileId)).toEqual([gerber, bom]);
    const content = await app().inject({
      method: 'GET',
      url: `${designJobPaths.fileContent}?fileId=${bom}`,
      headers: { cookie: customer.cookie },
    });
    expect(content.statusCode).toBe(200);
    expect(content.body).toContain('R1,10k');
    // The Gerber set is drawn like a quote's: its sides show to the job's owner and staff, to no one else.
    const preview = (fileId: string, cookie: string) =>
      app().inject({
        method: 'GET',
        url: `${designJobPaths.filePreview}?fileId=${fileId}&side=top`,
        headers: { cookie },
      });
    const top = await preview(gerber, customer.cookie);
    expect(top.statusCode, top.body).toBe(200);
    expect(top.headers['content-type']).toContain('image/svg+xml');
    expect(top.body).toContain('<svg');
    expect((await preview(gerber, director)).statusCode).toBe(200);
    const stranger = await createMember(testApp, { phone: nextPhone() });
    expect((await preview(gerber, stranger.cookie)).statusCode).toBe(404);
    expect((await preview(bom, customer.cookie)).statusCode).toBe(404);

    const boardOrder = (
      await callDesign(app(), customer.cookie, 'GET', `${designJobPaths.boardOrder}?jobId=${jobId}`)
    ).json().data;
    expect(boardOrder).toMatchObject({ boardLengthMm: 100, boardWidthMm: 80, layers: 6, gerberFileId: gerber });
    const link = new URL(boardOrder.valuationPath, 'http://site');
    expect(link.pathname).toBe('/valuation');
    expect(link.searchParams.get('tab')).toBe('pcb');
    expect(JSON.parse(Buffer.from(link.searchParams.get('spec') ?? '', 'base64url').toString())).toMatchObject({
      layers: 6,
    });

    const before = await readScore(customer.userId);
    const rated = await actOk(
      app(),
      customer.cookie,
      {
        jobId,
        action: 'giveFeedback',
        fromStatus: 'downloaded',
        payload: { stars: 5, text: 'Clean layout', share: true },
      },
      false,
    );
    expect(rated.status).toBe('feedbackGiven');
    expect(await readScore(customer.userId)).toBe(before + 10);

    const detail = (await callDesign(app(), customer.cookie, 'GET', `${designJobPaths.detail}?jobId=${jobId}`)).json()
      .data;
    expect(detail.history.map((row: { action: string }) => row.action)).toEqual([
      'publish',
      'quote',
      'confirmPayment',
      'assignEngineer',
      'startDesign',
      'deliverRound',
      'requestChanges',
      'deliverRound',
      'approveRound',
      'uploadFinal',
      'download',
      'giveFeedback',
    ]);
    expect(detail.rounds[0].answer).toMatchObject({ kind: 'changesRequested', pin: { fileId: layout1, page: 2 } });
    expect(detail.feedback).toMatchObject({ stars: 5, share: true });
    // Shared feedback waits in the showcase's moderation queue with the order ratings, then shows once approved.
    const moderation = (
      await app().inject({
        method: 'GET',
        url: '/api/erp/content/showcase/list?state=pending&pageNum=1&pageSize=50',
        headers: { cookie: director },
      })
    ).json().data;
    const shared = moderation.rows.find((row: { ratingId: string }) => row.ratingId === jobId);
    expect(shared).toMatchObject({ orderNo: detail.jobNo, stars: 5, content: 'Clean layout', state: 'pending' });
    const decided = await app().inject({
      method: 'POST',
      url: '/api/erp/content/showcase/decide',
      headers: { cookie: director },
      payload: { ratingId: jobId, decision: 'approve' },
    });
    expect(decided.json().data).toMatchObject({ ratingId: jobId, state: 'approved' });
    const shown = (await app().inject({ method: 'GET', url: '/api/content/showcase?pageNum=1&pageSize=50' })).json()
      .data.rows;
    expect(shown.find((row: { ratingId: string }) => row.ratingId === jobId)).toMatchObject({
      product: 'design',
      stars: 5,
      content: 'Clean layout',
      delivery: null,
    });
    expect(detail.engineer).toMatchObject({ id: engineerId });
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, jobId), eq(orderEvents.kind, 'designJob')))
      .orderBy(asc(orderEvents.id));
    expect(events).toHaveLength(12);
    expect(events[5]?.payload).toMatchObject({
      jobId,
      action: 'deliverRound',
      from: 'designing',
      to: 'roundDelivered',
      round: 1,
    });

    // Staff download: recorded, no transition; the queue and workload show the job.
    const staffDownload = await callDesign(app(), director, 'POST', designJobPaths.erpDownload, { jobId });
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.json().data.status).toBe('feedbackGiven');
    const downloads = await db().select().from(designJobDownloads).where(eq(designJobDownloads.jobId, jobId));
    expect(downloads.map((row) => row.actorKind)).toEqual(['client', 'staff']);
    const workload = (await callDesign(app(), director, 'GET', designJobPaths.erpWorkload)).json().data;
    expect(workload).toContainEqual(
      expect.objectContaining({ engineer: expect.objectContaining({ id: engineerId }), completedJobs: 1 }),
    );
    const queue = (await callDesign(app(), engineer, 'GET', `${designJobPaths.erpQueue}?status=feedbackGiven`)).json()
      .data;
    expect(queue.rows.map((row: { jobId: string }) => row.jobId)).toContain(jobId);
    // A keyword is a substring of the job number or the customer's name, its % and _ taken literally.
    const byNumber = (
      await callDesign(app(), engineer, 'GET', `${designJobPaths.erpQueue}?keyword=${detail.jobNo}`)
    ).json().data;
    expect(byNumber.rows.map((row: { jobId: string }) => row.jobId)).toEqual([jobId]);
    const wildcard = (await callDesign(app(), engineer, 'GET', `${designJobPaths.erpQueue}?keyword=%25`)).json().data;
    expect(wildcard.total).toBe(0);
  });

  it('prices a 50-pin job at once at 200 yuan, quoted and waiting for payment', async () => {
    const customer = await createMember(testApp, { phone: nextPhone() });
    const job = await publishJob(app(), customer.cookie, 50);
    expect(job.status).toBe('quoted');
    expect(job.quotedPrice).toBe(200);
    const detail = (
      await callDesign(app(), customer.cookie, 'GET', `${designJobPaths.detail}?jobId=${job.jobId}`)
    ).json().data;
    expect(detail.allowedActions).toEqual(['cancel']);
    expect(detail.cycle).toEqual({ minDays: 1, maxDays: 1 });
  });

  it('is paid by bank transfer: the reference code, the job in the collection list, verified by staff, then paid', async () => {
    const customer = await createMember(testApp, { phone: nextPhone() });
    const job = await publishJob(app(), customer.cookie, 50);
    const pay = () =>
      callDesign(app(), customer.cookie, 'POST', designJobPaths.pay, { jobId: job.jobId, channel: 'bank_transfer' });
    const started = await pay();
    expect(started.statusCode, started.body).toBe(200);
    const { paymentId, amount, bankInstructions } = started.json().data;
    expect(amount).toBe(200);
    expect(bankInstructions.reference).toMatch(/\S/);
    // Asked again, the same transfer and reference (the customer may already have sent it).
    expect((await pay()).json().data).toMatchObject({
      paymentId,
      bankInstructions: { reference: bankInstructions.reference },
    });

    const pending = (
      await app().inject({
        method: 'GET',
        url: '/api/erp/payment/collections?status=pending&pageSize=50',
        headers: { cookie: director },
      })
    ).json().data.rows;
    expect(pending.find((row: { paymentId: string }) => row.paymentId === paymentId)).toMatchObject({
      orderNo: job.jobNo,
      orderId: '',
      amount: 200,
      referenceCode: bankInstructions.reference,
    });
    const verify = (amountYuan: number) =>
      app().inject({
        method: 'POST',
        url: '/api/erp/payment/verifyCollection',
        headers: { cookie: director },
        payload: { paymentId, amount: amountYuan, referenceCode: bankInstructions.reference, note: 'ICBC statement' },
      });
    expect((await verify(150)).statusCode).toBe(409);
    const verified = await verify(200);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ paymentId, status: 'paid', amount: 200 });
    const detail = (
      await callDesign(app(), customer.cookie, 'GET', `${designJobPaths.detail}?jobId=${job.jobId}`)
    ).json().data;
    expect(detail).toMatchObject({ status: 'paid', paid: 200 });
    const ledger = await db().select().from(paymentLedger).where(eq(paymentLedger.designJobId, job.jobId));
    expect(ledger.map((row) => [row.kind, row.amountFen, row.note])).toEqual([
      ['verification', 20_000, 'ICBC statement'],
    ]);
    expect((await verify(200)).statusCode).toBe(409);
  });

  it('answers 404 for another customer naming a job, its download or its files', async () => {
    const owner = await createMember(testApp, { phone: nextPhone() });
    const other = await createMember(testApp, { phone: nextPhone() });
    const file = await uploadDesignFile(app(), owner.cookie, {
      filename: 'spec.pdf',
      content: pdfBytes,
      kind: 'schematic',
    });
    const job = await publishJob(app(), owner.cookie, 50, [file]);
    const detail = await callDesign(app(), other.cookie, 'GET', `${designJobPaths.detail}?jobId=${job.jobId}`);
    expect(detail.statusCode).toBe(404);
    const action = await act(
      app(),
      other.cookie,
      { jobId: job.jobId, action: 'cancel', fromStatus: 'quoted', payload: { reason: 'mine now' } },
      false,
    );
    expect(action.statusCode).toBe(404);
    const download = await callDesign(app(), other.cookie, 'POST', designJobPaths.download, { jobId: job.jobId });
    expect(download.statusCode).toBe(404);
    const content = await app().inject({
      method: 'GET',
      url: `${designJobPaths.fileContent}?fileId=${file}`,
      headers: { cookie: other.cookie },
    });
    expect(content.statusCode).toBe(404);
    const pay = await callDesign(app(), other.cookie, 'POST', designJobPaths.pay, {
      jobId: job.jobId,
      channel: 'sandbox',
    });
    expect(pay.statusCode).toBe(404);
    // Another customer's upload cannot be attached to one's own job.
    const theft = await callDesign(app(), other.cookie, 'POST', designJobPaths.publish, {
      pins: 50,
      layers: 2,
      boardLengthMm: 50,
      boardWidthMm: 50,
      description: 'x',
      fileIds: [file],
    });
    expect(theft.statusCode).toBe(400);
    expect(theft.json().data.errors).toEqual([expect.objectContaining({ field: 'fileIds' })]);
  });
});

async function readScore(userId: string): Promise<number> {
  const [row] = await db().select({ score: users.score }).from(users).where(eq(users.id, userId));
  return row?.score ?? -1;
}
