import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { designJobs } from '../../db/design-jobs.table.ts';
import { orders } from '../../db/orders.table.ts';
import { paymentLedger, payments } from '../../db/payments.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/**
 * A bank transfer as the collection-verification tab shows it, with its verification row when there is one: an order's,
 * or a layout design job's (`orderNo` is then the job number).
 */
export type CollectionListRow = {
  payment: typeof payments.$inferSelect;
  orderNo: string;
  customerPhone: string;
  customerName: string;
  verifiedAt: Date | null;
  verifiedByName: string | null;
  note: string | null;
};

/**
 * A page of bank transfers: `pending` (still awaiting the money, oldest first, the work queue) or `verified` (a
 * verification row exists, newest first).
 */
export async function listBankTransfers(
  db: Db,
  query: { status: 'pending' | 'verified'; limit: number; offset: number },
): Promise<{ rows: CollectionListRow[]; total: number }> {
  const customers = alias(users, 'customers');
  const actors = alias(users, 'actors');
  const filter =
    query.status === 'pending'
      ? and(eq(payments.channel, 'bank_transfer'), eq(payments.status, 'pending'))
      : and(eq(payments.channel, 'bank_transfer'), eq(paymentLedger.kind, 'verification'));
  const verification = and(eq(paymentLedger.paymentId, payments.id), eq(paymentLedger.kind, 'verification'));
  const rows = await db
    .select({
      payment: payments,
      orderNo: sql<string>`coalesce(${orders.orderNo}, ${designJobs.jobNo})`,
      customerPhone: selectUserContact(customers),
      customerName: customers.nickname,
      verifiedAt: paymentLedger.createdAt,
      verifiedByName: actors.nickname,
      note: paymentLedger.note,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(designJobs, eq(designJobs.id, payments.designJobId))
    .innerJoin(customers, eq(customers.id, payments.userId))
    .leftJoin(paymentLedger, verification)
    .leftJoin(actors, eq(actors.id, paymentLedger.actorUserId))
    .where(filter)
    .orderBy(query.status === 'pending' ? payments.createdAt : desc(paymentLedger.createdAt), payments.id)
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ value: count() })
    .from(payments)
    .leftJoin(paymentLedger, verification)
    .where(filter);
  return { rows, total: total?.value ?? 0 };
}

/** The pending (or failed) bank transfer of an order quoting a reference code, or undefined. */
export async function findBankTransferOfOrder(
  db: Db,
  orderId: string,
  referenceCode: string,
): Promise<typeof payments.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.channel, 'bank_transfer'),
        eq(payments.referenceCode, referenceCode),
      ),
    )
    .limit(1);
  return row;
}
