import type { FieldError } from '@boardforge/contracts/envelope.ts';
import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import {
  type StaffOrderAction,
  staffOrderActions,
  transitionPayloadSchemas,
} from '@boardforge/contracts/orders-transitions.ts';
import { readTextIssueReason, type TextIssueReason } from '@boardforge/contracts/text.ts';
import { roundYuanToFen } from '@boardforge/domain/money/fen.ts';
import { type IssueLimit, readIssueLimit } from '../../../lib/issue-limits.ts';

/** One order line as the quote forms edit it. */
export type LineFormValues = { lineId: string; unitCost?: number | null; supplier?: string; unitPrice?: number | null };

/** Every field an action form may hold (names as in the payload schemas of contracts/orders-transitions.ts). */
export type TransitionFormValues = {
  salesUserId?: string;
  buyerUserId?: string;
  lines?: LineFormValues[];
  adjustedTotal?: number | null;
  reason?: string;
  supplier?: string;
  note?: string;
  /** The purchase orders' expected date, `YYYY-MM-DD` (a native date input). */
  expectedDate?: string;
  quantity?: number | null;
  carrier?: string;
  trackingNo?: string;
  refundAmount?: number | null;
  restock?: boolean;
};

/** A form field path (antd NamePath): `['lines', 0, 'unitCost']`. */
export type FieldPath = (string | number)[];

/** An invalid field of a form: its path and the message to show beside it. */
export type FormFieldError = { name: FieldPath; message: string };

/** The result of checking a form against its action's payload schema. */
export type PayloadCheck =
  | { isValid: true; payload: Record<string, unknown> }
  | { isValid: false; errors: FormFieldError[] };

/** Actions that carry nothing: a confirmation, no fields. */
export const actionsWithoutFields = ['placeSalesOrder', 'approvePurchase', 'confirmCompletion'] as const;

/** The staff actions among a detail's allowedActions, in the order of the transition table (the server decides). */
export function listStaffActions(allowedActions: readonly string[]): StaffOrderAction[] {
  return staffOrderActions.filter((action) => allowedActions.includes(action));
}

/** Tells whether an action needs a form, or only a confirmation. */
export function hasFields(action: StaffOrderAction): boolean {
  return !(actionsWithoutFields as readonly string[]).includes(action);
}

/** Tells whether an action is a refusal or an ending (shown as a danger button). */
export function isDangerAction(action: StaffOrderAction): boolean {
  return action === 'cancel' || action === 'rejectContract' || action === 'declineReturn';
}

/** The values a form starts with: what the order already records (costs, prices, quantities, what was paid). */
export function buildInitialValues(action: StaffOrderAction, order: ErpOrderDetail): TransitionFormValues {
  switch (action) {
    case 'assignSales':
      return order.assignedSalesUserId ? { salesUserId: order.assignedSalesUserId } : {};
    case 'assignPurchasing':
      return order.assignedBuyerUserId ? { buyerUserId: order.assignedBuyerUserId } : {};
    case 'purchaseQuote':
      return {
        lines: order.lines.map((line) => ({
          lineId: line.lineId,
          unitCost: line.unitCost,
          supplier: line.supplier ?? '',
        })),
      };
    case 'salesQuote':
      return { lines: order.lines.map((line) => ({ lineId: line.lineId, unitPrice: line.unitPrice })) };
    case 'warehouseEntry':
      // The boards (stencils, sets) ordered, not the count of the order's cost lines.
      return { quantity: order.receivedQuantity ?? order.orderedQuantity };
    case 'approveReturn':
      return { refundAmount: roundYuan(order.paid - order.refunded), restock: true };
    case 'placePurchaseOrder': {
      const suppliers = [...new Set(order.lines.map((line) => line.supplier).filter(Boolean))];
      return suppliers.length === 1 ? { supplier: suppliers[0] ?? '' } : {};
    }
    case 'approveContract':
    case 'rejectContract':
    case 'declineReturn':
    case 'warehouseExit':
    case 'cancel':
    case 'placeSalesOrder':
    case 'approvePurchase':
    case 'confirmCompletion':
      return {};
  }
}

/** Builds the request payload of an action from its form values: trimmed text, empty optional fields left out. */
export function buildPayload(action: StaffOrderAction, values: TransitionFormValues): Record<string, unknown> {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const optionalText = (name: string, value: string | undefined) => (text(value) ? { [name]: text(value) } : {});
  const optionalNumber = (name: string, value: number | null | undefined) =>
    typeof value === 'number' ? { [name]: value } : {};
  const lines = values.lines ?? [];
  switch (action) {
    case 'assignSales':
      return { salesUserId: values.salesUserId ?? '' };
    case 'assignPurchasing':
      return { buyerUserId: values.buyerUserId ?? '' };
    case 'purchaseQuote':
      return {
        lines: lines.map((line) => ({ lineId: line.lineId, unitCost: line.unitCost, supplier: text(line.supplier) })),
      };
    case 'salesQuote':
      return { lines: lines.map((line) => ({ lineId: line.lineId, unitPrice: line.unitPrice })) };
    case 'approveContract':
      return { ...optionalNumber('adjustedTotal', values.adjustedTotal), ...optionalText('reason', values.reason) };
    case 'rejectContract':
    case 'declineReturn':
    case 'cancel':
      return { reason: text(values.reason) };
    case 'placePurchaseOrder':
      return {
        ...optionalText('supplier', values.supplier),
        ...optionalText('note', values.note),
        ...optionalText('expectedDate', values.expectedDate),
      };
    case 'warehouseEntry':
      return { quantity: values.quantity };
    case 'warehouseExit':
      return { carrier: text(values.carrier), trackingNo: text(values.trackingNo) };
    case 'approveReturn':
      return { refundAmount: values.refundAmount, restock: values.restock ?? false };
    case 'placeSalesOrder':
    case 'approvePurchase':
    case 'confirmCompletion':
      return {};
  }
}

/**
 * Checks the form against the action's payload schema (the one the server validates with) and returns the payload,
 * or each invalid field with `describeIssue`'s message (missing, too long, not a number, …).
 */
export function checkPayload(
  action: StaffOrderAction,
  values: TransitionFormValues,
  describeIssue: (issue: PayloadIssue) => string,
): PayloadCheck {
  const payload = buildPayload(action, values);
  const parsed = transitionPayloadSchemas[action].safeParse(payload);
  if (parsed.success) return { isValid: true, payload };
  return {
    isValid: false,
    errors: parsed.error.issues.map((issue) => {
      const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
      const value = readPath(payload, path);
      const isMissing = value === undefined || value === null || value === '';
      const textReason = readTextIssueReason(issue);
      const limit = readIssueLimit(issue);
      return { name: path, message: describeIssue({ code: issue.code, path, isMissing, textReason, limit }) };
    }),
  };
}

/**
 * A schema complaint about one field: zod's code, the field's path, whether it was left empty, the text rule it
 * broke (control characters, unstorable text) if that was the complaint, and the limit it passed, if any.
 */
export type PayloadIssue = {
  code: string;
  path: FieldPath;
  isMissing: boolean;
  textReason?: TextIssueReason;
  limit?: IssueLimit;
};

/** Tells whether a path names one form field (`lines` alone names the whole list, which has no field). */
export function isFieldPath(path: FieldPath): boolean {
  return path.length > 0 && !(path.length === 1 && path[0] === 'lines');
}

function readPath(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/**
 * The server's field errors of a 400 (`payload.lines.0.unitCost`, `payload.quantity`) as form paths
 * (`['lines', 0, 'unitCost']`, `['quantity']`); errors naming no payload field (`orderId`) are left out.
 */
export function toFormFieldErrors(fieldErrors: readonly FieldError[]): FormFieldError[] {
  return fieldErrors.flatMap((entry) => {
    const [head, ...rest] = entry.field.split('.');
    if (head !== 'payload' || rest.length === 0) return [];
    return [{ name: rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: entry.message }];
  });
}

function roundYuan(amount: number): number {
  return Math.max(0, roundYuanToFen(amount));
}
