import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { designJobs } from '../../db/design-jobs.table.ts';
import { orders } from '../../db/orders.table.ts';
import { paymentLedger, payments } from '../../db/payments.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/** What the ledger list is filtered by; `start` included, `end` excluded (instants, already in the business's days). */
export type LedgerFilter = {
  kind?: (typeof paymentLedger.$inferSelect)['kind'] | undefined;
  channel?: (typeof payments.$inferSelect)['channel'] | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  keyword?: string | undefined;
};

/** A ledger row with its order (or layout design job: `orderNo` is then the job number), customer, payment and staff. */
export type LedgerListRow = {
  entry: typeof paymentLedger.$inferSelect;
  orderNo: string;
  customerName: string;
  customerPhone: string;
  channel: (typeof payments.$inferSelect)['channel'] | null;
  referenceCode: string | null;
  recordedByName: string | null;
};

const customers = alias(users, 'customers');
const actors = alias(users, 'actors');

// Every query of the ledger tab joins the same way, so the totals always cover exactly the rows listed. A row belongs
// to an order or to a layout design job (docs/decisions/0008): both are joined, the customer is whichever's owner.
const ownerId = sql`coalesce(${orders.userId}, ${designJobs.ownerUserId})`;
function buildCondition(filter: LedgerFilter) {
  const keyword = filter.keyword?.trim();
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  return and(
    filter.kind === undefined ? undefined : eq(paymentLedger.kind, filter.kind),
    filter.channel === undefined ? undefined : eq(payments.channel, filter.channel),
    filter.start === undefined ? undefined : gte(paymentLedger.createdAt, filter.start),
    filter.end === undefined ? undefined : lt(paymentLedger.createdAt, filter.end),
    pattern === undefined
      ? undefined
      : or(
          ilike(orders.orderNo, pattern),
          ilike(designJobs.jobNo, pattern),
          ilike(customers.phone, pattern),
          ilike(customers.nickname, pattern),
        ),
  );
}

/** A page of ledger rows matching a filter, newest first, and how many match. */
export async function listLedgerRows(
  db: Db,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LedgerListRow[]; total: number }> {
  const condition = buildCondition(filter);
  const rows = await db
    .select({
      entry: paymentLedger,
      orderNo: sql<string>`coalesce(${orders.orderNo}, ${designJobs.jobNo})`,
      customerName: customers.nickname,
      customerPhone: selectUserContact(customers),
      channel: payments.channel,
      referenceCode: payments.referenceCode,
      recordedByName: actors.nickname,
    })
    .from(paymentLedger)
    .leftJoin(orders, eq(orders.id, paymentLedger.orderId))
    .leftJoin(designJobs, eq(designJobs.id, paymentLedger.designJobId))
    .innerJoin(customers, eq(customers.id, ownerId))
    .leftJoin(payments, eq(payments.id, paymentLedger.paymentId))
    .leftJoin(actors, eq(actors.id, paymentLedger.actorUserId))
    .where(condition)
    .orderBy(desc(paymentLedger.createdAt), desc(paymentLedger.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(paymentLedger)
    .leftJoin(orders, eq(orders.id, paymentLedger.orderId))
    .leftJoin(designJobs, eq(designJobs.id, paymentLedger.designJobId))
    .innerJoin(customers, eq(customers.id, ownerId))
    .leftJoin(payments, eq(payments.id, paymentLedger.paymentId))
    .where(condition);
  return { rows, total: total?.value ?? 0 };
}

/** The fen received (payments and verifications) and refunded by the rows matching a filter, summed in SQL. */
export async function sumLedgerRows(
  db: Db,
  filter: LedgerFilter,
): Promise<{ receivedFen: number; refundedFen: number }> {
  const [sums] = await db
    .select({
      // bigint sums come back as text; every ledger amount is a whole number of fen.
      receivedFen: sql<string>`coalesce(sum(${paymentLedger.amountFen}) filter (where ${paymentLedger.kind} in ('payment', 'verification')), 0)`,
      refundedFen: sql<string>`coalesce(sum(${paymentLedger.amountFen}) filter (where ${paymentLedger.kind} = 'refund'), 0)`,
    })
    .from(paymentLedger)
    .leftJoin(orders, eq(orders.id, paymentLedger.orderId))
    .leftJoin(designJobs, eq(designJobs.id, paymentLedger.designJobId))
    .innerJoin(customers, eq(customers.id, ownerId))
    .leftJoin(payments, eq(payments.id, paymentLedger.paymentId))
    .where(buildCondition(filter));
  return { receivedFen: Number(sums?.receivedFen ?? 0), refundedFen: Number(sums?.refundedFen ?? 0) };
}
