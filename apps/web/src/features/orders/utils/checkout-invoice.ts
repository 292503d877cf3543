import type { EnginePricedOrderType } from '@boardforge/contracts/orders.ts';
import { invoiceTypes } from '@boardforge/domain/pricing/options.ts';

/** The invoice an order asks for; it decides the tax of PCB, SMT and stencil orders (docs/pricing.md §1.2). */
export type InvoiceType = (typeof invoiceTypes)[number];

/** Prices a spec in the browser with the domain engine; null when it cannot (no price book yet, a refused spec). */
export type PriceSpec = (orderType: EnginePricedOrderType, spec: Record<string, unknown>) => number | null;

/** A line as the checkout sees it. */
type InvoiceLine = { orderType: string; spec: Record<string, unknown>; total: number | null };

type TaxedOrderType = Parameters<PriceSpec>[0];

/** Whether an order type's price carries the tax of its invoice type (BOM and design carry no tax rule). */
export function isTaxedOrderType(orderType: string): orderType is TaxedOrderType {
  return orderType === 'pcb' || orderType === 'smt' || orderType === 'stencil';
}

/** The invoice type a quoted spec was priced with ('none' when it names none or an unknown one). */
export function readSpecInvoiceType(spec: Record<string, unknown>): InvoiceType {
  const value = spec.invoiceType;
  return invoiceTypes.find((type) => type === value) ?? 'none';
}

/** The checkout's starting invoice type: the one the taxed lines were quoted with when they agree, else 'none'. */
export function pickInitialInvoiceType(lines: readonly InvoiceLine[]): InvoiceType {
  const quoted = new Set(
    lines.filter((line) => isTaxedOrderType(line.orderType)).map((line) => readSpecInvoiceType(line.spec)),
  );
  const [only] = quoted;
  return quoted.size === 1 && only ? only : 'none';
}

/** The spec as ordered: a taxed line's spec takes the order's invoice type, as the server prices it. */
export function applyInvoiceType(line: InvoiceLine, invoiceType: InvoiceType): Record<string, unknown> {
  return isTaxedOrderType(line.orderType) ? { ...line.spec, invoiceType } : line.spec;
}

/**
 * What a line will cost with the chosen invoice type: its quoted total when the invoice type is the quoted one or
 * the line carries no tax, else the domain's price of the spec with that invoice type (null while unknown).
 */
export function priceForInvoiceType(
  line: InvoiceLine,
  invoiceType: InvoiceType,
  priceSpec: PriceSpec | undefined,
): number | null {
  if (!isTaxedOrderType(line.orderType) || readSpecInvoiceType(line.spec) === invoiceType) return line.total;
  return priceSpec ? priceSpec(line.orderType, applyInvoiceType(line, invoiceType)) : null;
}
