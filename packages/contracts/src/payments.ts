import { z } from 'zod/mini';
import { pagingSchema } from './envelope.ts';
import { idSchema, maxTextLength } from './orders.ts';
import { amountYuanSchema, yuanSchema } from './quotes.ts';
import { multiLineText, singleLineText } from './text.ts';

/** Payment channels; `sandbox` is the built-in test gateway (off in production). */
export const paymentChannels = ['alipay', 'wechat', 'bank_transfer', 'sandbox'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

/** What a payment intent's status can be (docs/api.md "Payments"). */
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Where a bank transfer goes and the reference code the customer quotes on it. */
export const bankInstructionsSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  reference: z.string(),
});
export type BankInstructions = z.infer<typeof bankInstructionsSchema>;

/** POST /api/pay/create: pays the whole outstanding amount of an order (refused while a price change awaits acceptance). */
export const createPaymentRequestSchema = z.object({ orderId: idSchema, channel: z.enum(paymentChannels) });
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/**
 * POST /api/pay/create answer: a pay page, a QR code, or bank-transfer instructions, depending on the channel. A bank
 * transfer already pending for the same amount is answered again (same payment id and reference code).
 */
export const createPaymentAnswerSchema = z.object({
  paymentId: z.string(),
  amount: yuanSchema,
  payUrl: z.optional(z.url()),
  qrCode: z.optional(z.string()),
  bankInstructions: z.optional(bankInstructionsSchema),
});
export type CreatePaymentAnswer = z.infer<typeof createPaymentAnswerSchema>;

/** GET /api/pay/status query. */
export const paymentStatusQuerySchema = z.object({ paymentId: idSchema });

/** GET /api/pay/status answer. */
export const paymentStatusAnswerSchema = z.object({
  status: z.enum(paymentStatuses),
  paidAt: z.optional(z.iso.datetime({ offset: true })),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

/** What the sandbox gateway reports for a payment. */
export const sandboxResults = ['paid', 'failed'] as const;

/** POST /api/dev/sandbox/pay: the sandbox gateway settles a payment and notifies the server as a real gateway does. */
export const sandboxPayRequestSchema = z.object({ paymentId: idSchema, result: z.enum(sandboxResults) });
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

/** POST /api/dev/sandbox/pay answer: the payment's status after the notification was handled. */
export const sandboxPayAnswerSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
});

/** GET /api/dev/sandbox/page query. */
export const sandboxPageQuerySchema = z.object({ paymentId: idSchema });

/** A bank reference code as customers quote it (case and spaces forgiven). */
/** Length of the reference code a bank transfer carries, as typed (spaces dropped after). */
export const referenceCodeLength = { min: 4, max: 32 } as const;

export const referenceCodeSchema = z.pipe(
  singleLineText().check(z.minLength(referenceCodeLength.min), z.maxLength(referenceCodeLength.max)),
  z.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
);

/**
 * POST /api/erp/payment/verifyCollection: staff confirm a bank transfer arrived — the payment (or the order whose
 * transfer quotes the reference code), the amount received in yuan, the reference code on the statement and a note.
 */
export const verifyCollectionRequestSchema = z
  .object({
    paymentId: z.optional(idSchema),
    orderId: z.optional(idSchema),
    amount: amountYuanSchema.check(z.gt(0)),
    referenceCode: referenceCodeSchema,
    note: z._default(multiLineText().check(z.trim(), z.maxLength(maxTextLength)), ''),
  })
  .check(
    z.refine((value) => value.paymentId !== undefined || value.orderId !== undefined, {
      message: 'paymentId or orderId is required',
      path: ['paymentId'],
    }),
  );
export type VerifyCollectionRequest = z.infer<typeof verifyCollectionRequestSchema>;

/** Which bank transfers the collection-verification tab lists. */
export const collectionStatuses = ['pending', 'verified'] as const;

/** GET /api/erp/payment/collections query. */
export const collectionsQuerySchema = z.extend(pagingSchema, {
  status: z._default(z.enum(collectionStatuses), 'pending'),
});
export type CollectionsQuery = z.infer<typeof collectionsQuerySchema>;

/** One bank transfer in the collection-verification tab. */
export const collectionRowSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  customerPhone: z.string(),
  customerName: z.string(),
  amount: yuanSchema,
  referenceCode: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  createdAt: z.iso.datetime({ offset: true }),
  verifiedAt: z.optional(z.iso.datetime({ offset: true })),
  verifiedBy: z.optional(z.string()),
  note: z.optional(z.string()),
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

/**
 * The bank transfer of an order still awaiting the money for the amount due (at most one): what staff match a bank
 * statement against. A transfer closed because the amount due changed is never this.
 */
export const pendingBankTransferSchema = z.object({
  paymentId: z.string(),
  referenceCode: z.string(),
  amount: yuanSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type PendingBankTransfer = z.infer<typeof pendingBankTransferSchema>;

/** POST /api/erp/payment/verifyCollection answer: the verified payment. */
export const verifyCollectionAnswerSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  amount: yuanSchema,
  paidAt: z.iso.datetime({ offset: true }),
});
export type VerifyCollectionAnswer = z.infer<typeof verifyCollectionAnswerSchema>;
