import { maxBomSets } from '@boardforge/contracts/limits.ts';
import { type QuotedOrderType, quotedOrderTypes } from '@boardforge/contracts/order-types.ts';
import type { PcbSpecRequest } from '@boardforge/contracts/quotes.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { PricingIssue } from '@boardforge/domain/pricing/pricing-rules.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import type { SmtSpecInput } from '@boardforge/domain/pricing/smt-spec.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import type { StencilSpecInput } from '@boardforge/domain/pricing/stencil-spec.ts';
import {
  describeFieldIssues,
  type FormIssue,
  groupMessagesByField,
  readNumberField,
} from '../../../features/quotes/utils/form-issues.ts';
import type { Language } from '../../../lib/languages.ts';

/** One quick-quote tab per order type the quote page takes. */
export const quickTabs = quotedOrderTypes;
export type QuickTab = QuotedOrderType;

/** The home quick quote as typed (numbers kept as text). */
export type QuickState = {
  layers: number;
  length: string;
  width: string;
  quantity: string;
  components: string;
  boards: string;
  sides: 'smt_single' | 'smt_double';
  stencilSize: string;
  stencilThickness: number;
  stencilNumber: string;
  sets: string;
};

/** The quick quote's field of each spec field (the rest of the spec keeps the full form's defaults). */
const quickFieldOf: Record<string, keyof QuickState> = {
  layers: 'layers',
  boardLength: 'length',
  boardWidth: 'width',
  boardNumber: 'quantity',
  componentsNumber: 'components',
  boardsNumber: 'boards',
  number: 'stencilNumber',
  sets: 'sets',
};

/** What a quick-quote tab reads: the spec to price and hand over (null while invalid), and messages by field. */
export type QuickReading = {
  spec: Record<string, unknown> | null;
  total: number | null;
  /** Messages beside the quick fields, in the UI language, keyed by QuickState field. */
  messages: Map<string, string[]>;
  /** Messages about fields the quick form does not show (the full quote page shows them beside theirs). */
  otherMessages: string[];
};

/**
 * Reads a quick-quote tab as the full quote forms read theirs: every number that is missing, unreadable or outside
 * what the engine (or, for BOM sets, the order) allows is marked at once, and a valid spec is priced.
 */
export function readQuickSpec(
  tab: QuickTab,
  state: QuickState,
  priceBook: PriceBook,
  language: Language,
  words: { notNumber: (field: string) => string; setsRange: string },
): QuickReading {
  const issues: FormIssue[] = [];
  const read = (field: string, raw: string) => readNumberField(issues, field, raw, true).value ?? Number.NaN;
  const now = new Date();
  let spec: Record<string, unknown>;
  let engineErrors: PricingIssue[] = [];
  let total: number | null = null;
  let isSetsOutOfRange = false;
  const price = (result: { ok: true; quote: { lines: { total: number } } } | { ok: false; errors: PricingIssue[] }) => {
    if (result.ok) total = result.quote.lines.total;
    else engineErrors = result.errors;
  };
  switch (tab) {
    case 'pcb':
      spec = {
        layers: state.layers,
        boardLength: read('boardLength', state.length),
        boardWidth: read('boardWidth', state.width),
        boardNumber: read('boardNumber', state.quantity),
      };
      price(quotePcb(spec as unknown as PcbSpecRequest, priceBook, now));
      break;
    case 'smt':
      spec = {
        componentsNumber: read('componentsNumber', state.components),
        boardsNumber: read('boardsNumber', state.boards),
        processRequirement: state.sides,
      };
      price(quoteSmt(spec as unknown as SmtSpecInput, priceBook, now));
      break;
    case 'stencil':
      spec = {
        size: state.stencilSize,
        thickness: state.stencilThickness,
        number: read('number', state.stencilNumber),
      };
      price(quoteStencil(spec as unknown as StencilSpecInput, priceBook, now));
      break;
    case 'bom': {
      const sets = read('sets', state.sets);
      spec = { sets };
      isSetsOutOfRange = Number.isFinite(sets) && (!Number.isInteger(sets) || sets < 1 || sets > maxBomSets);
      break;
    }
  }
  const worded = describeFieldIssues(issues, engineErrors, language, words.notNumber);
  // BOM sets are not priced: their limit is the order's (contracts maxBomSets).
  if (isSetsOutOfRange) worded.push({ field: 'sets', message: words.setsRange });
  const messages = new Map<string, string[]>();
  const otherMessages: string[] = [];
  for (const [field, list] of groupMessagesByField(worded)) {
    const quickField = quickFieldOf[field];
    if (quickField) messages.set(quickField, list);
    else otherMessages.push(...list);
  }
  const isValid = worded.length === 0;
  return { spec: isValid ? spec : null, total: isValid ? total : null, messages, otherMessages };
}
