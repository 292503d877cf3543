import { maxReportDays } from '@boardforge/domain/performance/report-window.ts';
import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { idSchema, orderStatusSchema } from './orders.ts';
import { hasAtMostDecimals, yuanSchema } from './quotes.ts';
import { checkReportWindow } from './report-period.ts';
import { singleLineText } from './text.ts';

/**
 * The back office's Customers module (客户): the client accounts with what they ordered, paid and owe, one customer in
 * full, their credit terms (docs/workflow.md "Customers on credit", tag `customer:credit`) and a statement of a period.
 * "Owed" is what is unpaid on the orders that went to purchasing (statuses 7–11): what credit terms let a customer owe.
 */

/** The highest credit limit staff may grant one customer, yuan. */
export const maxCreditLimitYuan = 10_000_000;
/** The most days a customer may take to pay an order placed on credit. */
export const maxCreditDays = 365;
/** The longest statement period, days (the reports' limit). */
export const maxStatementDays = maxReportDays;
/** The most lines a statement lists (its totals always count every line of the period). */
export const maxStatementLines = 2000;

/** Which customers a list shows: all, those with credit terms, or those with an overdue unpaid amount. */
export const customerCreditFilters = ['all', 'onCredit', 'overdue'] as const;

/** GET /api/erp/customers/list: paging, a keyword (phone, e-mail, nickname or company) and the credit filter. */
export const customerListQuerySchema = z.extend(pagingSchema, {
  keyword: z.optional(singleLineText().check(z.maxLength(64))),
  credit: z._default(z.enum(customerCreditFilters), 'all'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** A customer's credit terms as lists and the detail show them (null: none granted). */
export const creditTermsSchema = z.object({ limit: yuanSchema, days: z.int() });

/** One client account: who, how many orders, net paid, owed and overdue (yuan), points, credit terms. */
export const customerRowSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  company: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  orderCount: z.int().check(z.nonnegative()),
  paid: yuanSchema,
  owed: yuanSchema,
  overdue: yuanSchema,
  points: z.int(),
  credit: z.nullable(creditTermsSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** A page of customers with the sums of every customer the filter selects. */
export const customerListAnswerSchema = z.extend(pageSchema(customerRowSchema), {
  totals: z.object({ orderCount: z.int(), paid: yuanSchema, owed: yuanSchema, points: z.int() }),
});
export type CustomerListAnswer = z.infer<typeof customerListAnswerSchema>;

/** GET /api/erp/customers/detail: one customer. */
export const customerDetailQuerySchema = z.object({ userId: idSchema });
export type CustomerDetailQuery = z.infer<typeof customerDetailQuerySchema>;

/** One change of credit terms (the audit): before (null when there were none), after, who and when. */
export const creditChangeSchema = z.object({
  previous: z.nullable(creditTermsSchema),
  next: creditTermsSchema,
  changedBy: z.nullable(z.string()),
  changedByRole: z.string(),
  changedAt: z.iso.datetime({ offset: true }),
});

/**
 * One customer in full: the account, delivery addresses, the invoice titles used on orders, the latest orders, the
 * money (paid, owed, overdue, still available on credit) and the credit terms with their changes, newest first.
 */
export const customerDetailSchema = z.extend(customerRowSchema, {
  addresses: z.array(z.object({ fullName: z.string(), mobile: z.string(), line: z.string(), isDefault: z.boolean() })),
  invoiceTitles: z.array(z.string()),
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNo: z.string(),
      status: orderStatusSchema,
      payable: yuanSchema,
      paid: yuanSchema,
      createdAt: z.iso.datetime({ offset: true }),
      creditDueAt: z.nullable(z.iso.datetime({ offset: true })),
    }),
  ),
  creditAvailable: z.nullable(yuanSchema),
  creditChanges: z.array(creditChangeSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** POST /api/erp/customers/credit: a customer's credit limit (yuan, 0 ends credit) and days to pay (1–365). */
export const setCreditRequestSchema = z.object({
  userId: idSchema,
  creditLimit: z.number().check(
    z.nonnegative(),
    z.lte(maxCreditLimitYuan),
    z.refine((value) => hasAtMostDecimals(value, 2), { message: 'at most two decimals' }),
  ),
  creditDays: z.int().check(z.gte(1), z.lte(maxCreditDays)),
});
export type SetCreditRequest = z.infer<typeof setCreditRequestSchema>;

/**
 * GET /api/erp/customers/statement: one customer's statement for the days `from`..`to` (`YYYY-MM-DD`, China time, both
 * included, at most `maxStatementDays`).
 */
export const statementQuerySchema = z
  .object({ userId: idSchema, from: z.iso.date(), to: z.iso.date() })
  .check(checkReportWindow(maxStatementDays));
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** What a statement line records: an order charged, money received, money given back, or a sales rebate granted. */
export const statementLineKinds = ['order', 'payment', 'refund', 'rebate'] as const;

/**
 * A statement: the balance owed at the start, each line of the period oldest first (orders at what they charge,
 * payments, refunds, sales rebates granted; at most `maxStatementLines`, `isTruncated` when more), the period's totals
 * and the balance owed at the end (opening + orders − payments + refunds − rebates; negative: the customer is in
 * credit).
 */
export const statementSchema = z.object({
  userId: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  opening: z.number(),
  lines: z.array(
    z.object({
      at: z.iso.datetime({ offset: true }),
      kind: z.enum(statementLineKinds),
      /** The order's number; for a rebate, its period (`YYYY-MM` or `YYYY-Qn`). */
      orderNo: z.string(),
      amount: z.number(),
    }),
  ),
  isTruncated: z.boolean(),
  totals: z.object({ orders: yuanSchema, payments: yuanSchema, refunds: yuanSchema, rebates: z.number() }),
  closing: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;
