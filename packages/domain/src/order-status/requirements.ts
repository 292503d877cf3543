import { computeNetPaid, isPaidInFullOrOnCredit, type OrderFacts } from './order-facts.ts';
import type { PayloadFields } from './payloads.ts';

/** What a requirement check sees: the order, the action's payload and the caller's `now`. */
export interface RequirementContext {
  order: OrderFacts;
  payload: PayloadFields;
  now: Date;
}

/** A named precondition of a transition; `field` names the payload field a 400 answer points at. */
export interface Requirement {
  /** True when only the payload can satisfy it: `allowedActions` skips these (no payload is known yet). */
  isAboutPayload: boolean;
  field?: string;
  check: (context: RequirementContext) => boolean;
}

const msPerDay = 86_400_000;

/** A quote can be accepted for this many days after it is given. */
export const quoteValidityDays = 7;
/** Staff may confirm completion for the customer this many days after shipment. */
export const staffConfirmationDays = 15;
/** A completed order may be returned for this many days. */
export const returnWindowDays = 30;
/** Longest free-text reason or note accepted (contracts enforce the same). */
export const maxReasonLength = 500;

/** Staff roles that may be assigned as salesperson (sales manager 14, sales supervisor 11). */
export const salespersonRoleIds = ['14', '11'] as const;
/** Staff roles that may be assigned as buyer (purchasing manager 12). */
export const buyerRoleIds = ['12'] as const;

// A filled-in text: something besides spaces, within the length limit.
function isFilledText(value: string | undefined): boolean {
  return value !== undefined && value.trim().length > 0 && value.length <= maxReasonLength;
}

// Every order line appears exactly once in the payload lines, and nothing else does.
function coversEveryLine(context: RequirementContext, isLineComplete: (line: PayloadLine) => boolean): boolean {
  const lines = context.payload.lines ?? [];
  const orderLineIds = context.order.lines.map((line) => line.lineId);
  if (orderLineIds.length === 0 || lines.length !== orderLineIds.length) return false;
  const seen = new Set<string>();
  for (const line of lines) {
    if (!orderLineIds.includes(line.lineId) || seen.has(line.lineId) || !isLineComplete(line)) return false;
    seen.add(line.lineId);
  }
  return true;
}

type PayloadLine = NonNullable<PayloadFields['lines']>[number];

function isWholeNumberFrom(value: number | undefined, minimum: number): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value >= minimum;
}

// A unit price or cost in fen: may be fractional (a resistor costs 0.35 fen), never negative, below a billion yuan.
function isUnitFen(value: number | undefined, isZeroAllowed: boolean): boolean {
  return value !== undefined && Number.isFinite(value) && (isZeroAllowed ? value >= 0 : value > 0) && value < 1e11;
}

function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / msPerDay;
}

/** Every requirement of the transition table, by id. */
export const requirements = {
  salesUserIsSalesperson: {
    isAboutPayload: true,
    field: 'salesUserId',
    check: ({ payload }) =>
      isFilledText(payload.salesUserId) &&
      (salespersonRoleIds as readonly string[]).includes(payload.salesUserRoleId ?? ''),
  },
  buyerIsPurchaser: {
    isAboutPayload: true,
    field: 'buyerUserId',
    check: ({ payload }) =>
      isFilledText(payload.buyerUserId) && (buyerRoleIds as readonly string[]).includes(payload.buyerUserRoleId ?? ''),
  },
  everyLineCosted: {
    isAboutPayload: true,
    field: 'lines',
    check: (context) =>
      coversEveryLine(context, (line) => isUnitFen(line.unitCost, true) && isFilledText(line.supplier)),
  },
  everyLinePriced: {
    isAboutPayload: true,
    field: 'lines',
    check: (context) => coversEveryLine(context, (line) => isUnitFen(line.unitPrice, false)),
  },
  quoteAwaitingAcceptance: {
    isAboutPayload: false,
    check: ({ order }) => order.quoteExpiresAt !== undefined && !order.customerAcceptedQuote,
  },
  quoteNotExpired: {
    isAboutPayload: false,
    check: ({ order, now }) => order.quoteExpiresAt !== undefined && now.getTime() < order.quoteExpiresAt.getTime(),
  },
  customerAcceptedQuote: { isAboutPayload: false, check: ({ order }) => order.customerAcceptedQuote },
  adjustedTotalValid: {
    isAboutPayload: true,
    field: 'adjustedTotal',
    check: ({ payload }) => payload.adjustedTotal === undefined || isWholeNumberFrom(payload.adjustedTotal, 1),
  },
  adjustmentReasonGiven: {
    isAboutPayload: true,
    field: 'reason',
    check: ({ payload }) => payload.adjustedTotal === undefined || isFilledText(payload.reason),
  },
  manufacturingFilesAttached: { isAboutPayload: false, check: ({ order }) => !order.manufacturingFilesMissing },
  reasonGiven: { isAboutPayload: true, field: 'reason', check: ({ payload }) => isFilledText(payload.reason) },
  priceAdjustmentPending: { isAboutPayload: false, check: ({ order }) => order.priceAdjustmentPending },
  noPriceAdjustmentPending: { isAboutPayload: false, check: ({ order }) => !order.priceAdjustmentPending },
  paidInFullOrCreditTerms: { isAboutPayload: false, check: ({ order }) => isPaidInFullOrOnCredit(order) },
  quantityReceived: {
    isAboutPayload: true,
    field: 'quantity',
    check: ({ payload }) => isWholeNumberFrom(payload.quantity, 1),
  },
  carrierGiven: { isAboutPayload: true, field: 'carrier', check: ({ payload }) => isFilledText(payload.carrier) },
  trackingNoGiven: {
    isAboutPayload: true,
    field: 'trackingNo',
    check: ({ payload }) => isFilledText(payload.trackingNo),
  },
  fifteenDaysSinceShipment: {
    isAboutPayload: false,
    check: ({ order, now }) => daysBetween(order.enteredStatusAt, now) >= staffConfirmationDays,
  },
  withinReturnWindow: {
    isAboutPayload: false,
    check: ({ order, now }) =>
      order.status !== 11 ||
      (order.completedAt !== undefined && daysBetween(order.completedAt, now) <= returnWindowDays),
  },
  noReturnPending: { isAboutPayload: false, check: ({ order }) => !order.returnRequested },
  returnRequested: { isAboutPayload: false, check: ({ order }) => order.returnRequested },
  refundWithinPaid: {
    isAboutPayload: true,
    field: 'refundAmount',
    check: ({ order, payload }) =>
      isWholeNumberFrom(payload.refundAmount, 0) && payload.refundAmount <= Math.max(0, computeNetPaid(order)),
  },
  nothingPaid: { isAboutPayload: false, check: ({ order }) => computeNetPaid(order) <= 0 },
} as const satisfies Record<string, Requirement>;

export type RequirementId = keyof typeof requirements;

/** Checks one requirement. */
export function checkRequirement(id: RequirementId, context: RequirementContext): boolean {
  const requirement: Requirement = requirements[id];
  return requirement.check(context);
}
