import { and, asc, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/invoices.table.ts';
import { orders } from '../../db/orders.table.ts';
import { paymentLedger } from '../../db/payments.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/** A row of the invoices table. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** A new invoice. */
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** An order as the Invoicing tab shows it: its invoice wishes, customer, and paid and invoiced sums in fen. */
export type InvoicingOrderRow = {
  orderId: string;
  orderNo: string;
  invoiceType: string;
  invoicingMethod: string;
  contractTitle: string;
  customerPhone: string;
  customerName: string;
  paidFen: number;
  invoicedFen: number;
};

/** An issued invoice with its order's row and the nickname of who issued it. */
export type IssuedInvoiceListRow = InvoicingOrderRow & { invoice: InvoiceRow; issuedByName: string | null };

// Sums over the ledgers, correlated with the order of the outer query; balances are sums, never stored.
const paidFen =
  sql<number>`(select coalesce(sum(case when ${paymentLedger.kind} = 'refund' then -${paymentLedger.amountFen} else ${paymentLedger.amountFen} end), 0) from ${paymentLedger} where ${paymentLedger.orderId} = ${orders.id})`.mapWith(
    Number,
  );
const invoicedFen =
  sql<number>`(select coalesce(sum(${invoices.amountFen}), 0) from ${invoices} where ${invoices.orderId} = ${orders.id})`.mapWith(
    Number,
  );

const customers = alias(users, 'customers');
const orderColumns = {
  orderId: orders.id,
  orderNo: orders.orderNo,
  invoiceType: orders.invoiceType,
  invoicingMethod: orders.invoicingMethod,
  contractTitle: orders.contractTitle,
  customerPhone: selectUserContact(customers),
  customerName: customers.nickname,
  paidFen,
  invoicedFen,
};

/**
 * A page of orders waiting for an invoice: the customer asked for one and the net paid amount exceeds what is
 * invoiced. Oldest first (the work queue).
 */
export async function listOrdersToInvoice(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: InvoicingOrderRow[]; total: number }> {
  const filter = and(ne(orders.invoiceType, 'none'), gt(paidFen, invoicedFen));
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userId))
    .where(filter)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(orders).where(filter);
  return { rows, total: total?.value ?? 0 };
}

/** A page of issued invoices, newest first, each with its order's sums. */
export async function listIssuedInvoices(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: IssuedInvoiceListRow[]; total: number }> {
  const issuers = alias(users, 'issuers');
  const rows = await db
    .select({ ...orderColumns, invoice: invoices, issuedByName: issuers.nickname })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(issuers, eq(issuers.id, invoices.issuedByUserId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(invoices);
  return { rows, total: total?.value ?? 0 };
}

/** What has been invoiced on an order, in fen. */
export async function sumInvoicedFen(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${invoices.amountFen}), 0)`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row?.value ?? 0;
}

/** The invoice bearing a number, or undefined. */
export async function findInvoiceByNo(db: Db, invoiceNo: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo)).limit(1);
  return row;
}

/** The invoices of an order, by issue date, then as recorded. */
export async function listInvoicesOfOrder(db: Db, orderId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issueDate), asc(invoices.createdAt), asc(invoices.invoiceNo));
}

/** Inserts one invoice and returns it. */
export async function insertInvoice(db: Db, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [inserted] = await db.insert(invoices).values(row).returning();
  if (!inserted) throw new Error('insert into invoices returned no row');
  return inserted;
}

/** True when an error is the unique index on invoice numbers refusing a duplicate (node-postgres or PGlite). */
export function isDuplicateInvoiceNo(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === 'invoices_invoice_no_unique';
  }
  return false;
}
