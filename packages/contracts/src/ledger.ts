import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { paymentChannels } from './payments.ts';
import { yuanSchema } from './quotes.ts';
import { checkPeriodOrder } from './report-period.ts';
import { singleLineText } from './text.ts';

/**
 * GET /api/erp/payment/ledger — the collection/payment tab (收付款): every row of the payment ledger, newest first.
 * Rows are never edited: `payment` (online, verified by the gateway), `verification` (a bank transfer staff verified),
 * `refund` (money given back). Amounts are yuan and positive; the kind says which way the money went.
 */

/** The kinds of ledger rows (payments.table.ts). */
export const ledgerKinds = ['payment', 'verification', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * The filters: kind, channel (of the payment a row belongs to), a window of ledger dates `from`..`to` (`YYYY-MM-DD`,
 * China time, both included, either may be left open) and a keyword matching the order number or the customer's
 * phone or nickname. A window ending before it starts is refused naming `to`.
 */
export const ledgerQuerySchema = z
  .extend(pagingSchema, {
    kind: z.optional(z.enum(ledgerKinds)),
    channel: z.optional(z.enum(paymentChannels)),
    from: z.optional(z.iso.date()),
    to: z.optional(z.iso.date()),
    keyword: z.optional(singleLineText().check(z.maxLength(64))),
  })
  .check(checkPeriodOrder());
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/**
 * One ledger row. `channel` is the channel of the row's payment (null for a refund of an order paid by no recorded
 * payment); `reference` the gateway's trade number (payment) or the bank transfer's reference code (verification);
 * `note` the staff note of a verification or the reason code of a refund (approveReturn, cancel,
 * paymentExceedsOutstanding); `recordedBy` the staff member who recorded it (null: the gateway or the system).
 */
export const ledgerRowSchema = z.object({
  id: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
  orderId: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  kind: z.enum(ledgerKinds),
  channel: z.nullable(z.enum(paymentChannels)),
  amount: yuanSchema,
  reference: z.nullable(z.string()),
  note: z.nullable(z.string()),
  recordedBy: z.nullable(z.string()),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** What the whole filter (every page) adds up to, yuan: received (payments + verifications), refunded, net. */
export const ledgerTotalsSchema = z.object({
  received: yuanSchema,
  refunded: yuanSchema,
  // Negative when a window holds more refunds than payments.
  net: z.number(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

/** The answer: a page of rows and the totals of the filter. */
export const ledgerAnswerSchema = z.extend(pageSchema(ledgerRowSchema), { totals: ledgerTotalsSchema });
export type LedgerAnswer = z.infer<typeof ledgerAnswerSchema>;
