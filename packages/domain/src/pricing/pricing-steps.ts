import { allocateLine, convertYuanToFen, type Fen, toYuan } from '../money/fen.ts';
import type { QuoteMode } from './options.ts';
import type { ModeCharge } from './price-book-shape.ts';
import type { PriceItem } from './quote.ts';

/** A charge a step adds to its line, in exact fen (fractional until the line is rounded). */
export interface Charge {
  label: string;
  labelZh: string;
  exactFen: number;
}

/** One small pricing step: the charges of one line, from the context and the lines closed before it. */
export interface PricingStep<C, L extends string> {
  line: L;
  price: (context: C, linesFen: Readonly<Record<L, Fen>>) => readonly Charge[];
}

/** An item of a quote being built, in whole fen. */
export interface ItemFen<L extends string> {
  line: L;
  label: string;
  labelZh: string;
  amountFen: Fen;
}

/** The lines and items of a quote being built, in whole fen. */
export interface QuoteDraft<L extends string> {
  linesFen: Record<L | 'total', Fen>;
  items: ItemFen<L>[];
}

const noCharges: readonly Charge[] = [];

/** Returns no charge: the shared empty list a step answers when its line is zero. */
export function chargeNothing(): readonly Charge[] {
  return noCharges;
}

/** Makes a charge from a yuan amount. */
export function chargeYuan(label: string, labelZh: string, yuan: number): Charge {
  return { label, labelZh, exactFen: convertYuanToFen(yuan) };
}

/** Returns the yuan of a flat-for-samples, per-m²-with-minimum-for-batches charge. */
export function priceModeCharge(charge: ModeCharge, mode: QuoteMode, areaM2: number): number {
  return mode === 'sample' ? charge.sample : Math.max(charge.batchMin, charge.batchPerM2 * areaM2);
}

/**
 * Runs the steps in order; each line is rounded once (half up) when its step ends, so later steps (expedite,
 * discount, tax) read rounded lines. The total adds every line and subtracts the `subtracted` ones (discount).
 */
export function runPricingSteps<C, L extends string>(
  context: C,
  lines: readonly L[],
  steps: readonly PricingStep<C, L>[],
  subtracted: readonly L[],
): QuoteDraft<L> {
  const linesFen = {} as Record<L | 'total', Fen>;
  for (const line of lines) linesFen[line] = 0;
  const items: ItemFen<L>[] = [];
  const exactParts: number[] = [];
  for (const step of steps) {
    const charges = step.price(context, linesFen);
    exactParts.length = 0;
    for (const charge of charges) exactParts.push(charge.exactFen);
    const { lineFen, partsFen } = allocateLine(exactParts);
    linesFen[step.line] = lineFen;
    for (let index = 0; index < charges.length; index += 1) {
      const charge = charges[index];
      const amountFen = partsFen[index] ?? 0;
      if (charge && amountFen !== 0) {
        items.push({ line: step.line, label: charge.label, labelZh: charge.labelZh, amountFen });
      }
    }
  }
  let totalFen = 0;
  for (const line of lines) totalFen += subtracted.includes(line) ? -linesFen[line] : linesFen[line];
  linesFen.total = totalFen;
  return { linesFen, items };
}

/** Builds the tax step: the invoice's percentage of the lines before it (subtracted ones taken off). */
export function createTaxStep<C, L extends string>(
  line: L,
  taxedLines: readonly L[],
  subtracted: readonly L[],
  findTax: (context: C) => { percent: number; label: string; labelZh: string },
): PricingStep<C, L> {
  return {
    line,
    price: (context, linesFen) => {
      const tax = findTax(context);
      if (tax.percent === 0) return noCharges;
      let baseFen = 0;
      for (const taxed of taxedLines) baseFen += subtracted.includes(taxed) ? -linesFen[taxed] : linesFen[taxed];
      return [{ label: tax.label, labelZh: tax.labelZh, exactFen: (baseFen * tax.percent) / 100 }];
    },
  };
}

/** Converts a draft's fen to the yuan lines and items of a price answer. */
export function convertDraftToYuan<L extends string>(
  draft: QuoteDraft<L>,
): { lines: Record<L | 'total', number>; items: PriceItem<L>[] } {
  const lines = {} as Record<L | 'total', number>;
  for (const line of Object.keys(draft.linesFen) as (L | 'total')[]) lines[line] = toYuan(draft.linesFen[line]);
  const items: PriceItem<L>[] = [];
  for (const item of draft.items) {
    items.push({ line: item.line, label: item.label, labelZh: item.labelZh, amount: toYuan(item.amountFen) });
  }
  return { lines, items };
}

/** Picks the value of the last row whose `fromLayers` the layer count reaches (the first row when none does). */
export function pickByLayers(rows: readonly { fromLayers: number; value: number }[], layers: number): number {
  let value = rows[0]?.value ?? 0;
  for (const row of rows) if (layers >= row.fromLayers) value = row.value;
  return value;
}
