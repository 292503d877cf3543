import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { designJobs } from './design-jobs.table.ts';
import { orders } from './orders.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

/**
 * Payment intents: one row per started payment of an order's whole outstanding amount (integer fen). `out_trade_no`
 * is our number sent to the gateway, `gateway_trade_no` the gateway's own (unique per channel), `reference_code` what a
 * bank transfer quotes, `gateway_code` the QR code WeChat gave. Only `status`, `gateway_trade_no`, `gateway_code` and
 * `paid_at` change, under a row lock; the money itself is in `payment_ledger`. A pending intent the server closes (the
 * order paid, its amount due changed, the order closed, an online intent expired) reads `failed` like a closed trade,
 * with `closed_reason` saying why; a failure the gateway reported has none.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // An order's payment, or a layout design job's (exactly one; docs/decisions/0023-design-job-payments.md).
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    designJobId: uuid('design_job_id').references(() => designJobs.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    channel: text('channel', { enum: ['alipay', 'wechat', 'bank_transfer', 'sandbox'] }).notNull(),
    amountFen: safeBigintColumn('amount_fen').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    // domain `paymentClosedReasons`
    closedReason: text('closed_reason', { enum: ['orderPaid', 'amountChanged', 'orderClosed', 'expired'] }),
    outTradeNo: text('out_trade_no').notNull().unique(),
    gatewayTradeNo: text('gateway_trade_no'),
    referenceCode: text('reference_code').unique(),
    // What WeChat Pay answered for a Native intent (its code_url): a second Pay answers the same QR code.
    gatewayCode: text('gateway_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('payments_channel_check', sql`${table.channel} in ('alipay', 'wechat', 'bank_transfer', 'sandbox')`),
    check('payments_status_check', sql`${table.status} in ('pending', 'paid', 'failed', 'refunded')`),
    check('payments_amount_check', sql`${table.amountFen} > 0`),
    check('payments_one_target_check', sql`(${table.orderId} is null) <> (${table.designJobId} is null)`),
    check(
      'payments_closed_reason_check',
      sql`${table.closedReason} is null or (${table.status} = 'failed' and ${table.closedReason} in ('orderPaid', 'amountChanged', 'orderClosed', 'expired'))`,
    ),
    unique('payments_channel_gateway_trade_no_unique').on(table.channel, table.gatewayTradeNo),
    index('payments_order_idx').on(table.orderId, table.createdAt),
    index('payments_status_idx').on(table.channel, table.status, table.createdAt),
    // One open (pending) intent per order and channel: starting one again answers it, so ten quick Pay clicks never
    // open ten payable trades. The backstop under the order's row lock (payments.service.ts, startIntent).
    uniqueIndex('payments_one_pending_per_channel')
      .on(table.orderId, table.channel)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_one_pending_per_design_job')
      .on(table.designJobId, table.channel)
      .where(sql`${table.status} = 'pending' and ${table.designJobId} is not null`),
  ],
);

/**
 * The payment ledger: money moved on an order, one row per event, never edited. `payment` is an online payment
 * verified by the gateway's notification (kept in `notification`), `verification` a bank transfer verified by staff
 * (`actor_user_id`), `refund` money given back. Net paid = payment + verification − refund. A payment id is recorded as
 * paid at most once (partial unique index): the backstop under the row lock of the intent.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['payment', 'verification', 'refund'] }).notNull(),
    amountFen: safeBigintColumn('amount_fen').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    designJobId: uuid('design_job_id').references(() => designJobs.id, { onDelete: 'restrict' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    gatewayTxn: text('gateway_txn'),
    note: text('note'),
    notification: jsonb('notification').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_ledger_kind_check', sql`${table.kind} in ('payment', 'verification', 'refund')`),
    check('payment_ledger_amount_check', sql`${table.amountFen} > 0`),
    check('payment_ledger_one_target_check', sql`(${table.orderId} is null) <> (${table.designJobId} is null)`),
    check('payment_ledger_payment_check', sql`${table.kind} = 'refund' or ${table.paymentId} is not null`),
    uniqueIndex('payment_ledger_recorded_once')
      .on(table.paymentId)
      .where(sql`${table.kind} in ('payment', 'verification')`),
    index('payment_ledger_order_idx').on(table.orderId, table.createdAt),
  ],
);
