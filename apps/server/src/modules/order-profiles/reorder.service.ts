import type { FieldError } from '@boardforge/contracts/envelope.ts';
import type { ReorderAnswer, ReorderLine } from '@boardforge/contracts/order-profiles.ts';
import { pcbSpecSchema, smtSpecSchema, stencilSpecSchema } from '@boardforge/contracts/quotes.ts';
import { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnOrderByNumber } from '../orders/orders.public.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';

/** The part of a stored quote answer a reorder compares: its cost lines and total (yuan). */
type QuotedCosts = {
  items: readonly { line: string; label: string; labelZh: string; amount: number }[];
  lines: { total: number };
};

function readQuotedCosts(quote: unknown): QuotedCosts | undefined {
  if (typeof quote !== 'object' || quote === null) return undefined;
  const { items, lines } = quote as Partial<QuotedCosts>;
  if (!Array.isArray(items) || typeof lines?.total !== 'number') return undefined;
  return { items, lines };
}

/** Each cost line then and now, in the new quote's order; a line that is gone is listed after them at 0. */
function compareLines(old: QuotedCosts, current: QuotedCosts): ReorderLine[] {
  const oldByLine = new Map(old.items.map((item) => [item.line, item]));
  const compared = current.items.map((item) => ({
    line: item.line,
    label: item.label,
    labelZh: item.labelZh,
    oldAmount: oldByLine.get(item.line)?.amount ?? 0,
    newAmount: item.amount,
  }));
  const currentLines = new Set(current.items.map((item) => item.line));
  for (const item of old.items) {
    if (currentLines.has(item.line)) continue;
    compared.push({ line: item.line, label: item.label, labelZh: item.labelZh, oldAmount: item.amount, newAmount: 0 });
  }
  return compared;
}

/** A stored spec the current contract no longer takes: a 400 naming each `spec.<field>`. */
function parseStoredSpec<S extends z.core.$ZodType>(schema: S, spec: unknown): z.infer<S> {
  const parsed = z.safeParse(schema, spec);
  if (parsed.success) return parsed.data;
  const fieldErrors: FieldError[] = parsed.error.issues.map((issue) => ({
    field: ['spec', ...issue.path].join('.'),
    message: issue.message,
  }));
  throw new AppError('400', 'orderProfiles.specOutdated', {}, { fieldErrors });
}

/** Creates the reorder service: a past order's spec priced again with today's price book, beside its old quote. */
export function createReorderService(dependencies: { db: Db; quotes: QuotesService }) {
  const { db, quotes } = dependencies;

  /**
   * Prices the caller's order `orderNo` (another's: 404) as it would be ordered today. Only an instantly priced
   * PCB, FPC, SMT or stencil order has a spec to price again; a BOM order, a layout design or an inquiry is refused.
   */
  async function priceReorder(userId: string, orderNo: string, language: Language): Promise<ReorderAnswer> {
    const order = await findOwnOrderByNumber(db, userId, orderNo);
    if (!order) throw new AppError('404', 'orders.notFound');
    const old = readQuotedCosts(order.quote);
    if (!old) throw new AppError('409', 'orderProfiles.notReorderable');
    const common = { orderNo: order.orderNo, oldTotal: old.lines.total, oldPriceBookVersion: order.priceBookVersion };
    switch (order.orderType) {
      case 'pcb': {
        const spec = parseStoredSpec(pcbSpecSchema, order.spec);
        const { answer: quote } = await quotes.pricePcbSpec(spec, language);
        const tab = spec.material === 'FPC' ? ('fpc' as const) : ('pcb' as const);
        const lines = compareLines(old, quote);
        return { ...common, tab, orderType: 'pcb', spec, quote, newTotal: quote.lines.total, lines };
      }
      case 'smt': {
        const spec = parseStoredSpec(smtSpecSchema, order.spec);
        const { answer: quote } = await quotes.priceSmtSpec(spec, language);
        const lines = compareLines(old, quote);
        return { ...common, tab: 'smt', orderType: 'smt', spec, quote, newTotal: quote.lines.total, lines };
      }
      case 'stencil': {
        const spec = parseStoredSpec(stencilSpecSchema, order.spec);
        const { answer: quote } = await quotes.priceStencilSpec(spec, language);
        const lines = compareLines(old, quote);
        return { ...common, tab: 'stencil', orderType: 'stencil', spec, quote, newTotal: quote.lines.total, lines };
      }
      case 'bom':
      case 'design':
        throw new AppError('409', 'orderProfiles.notReorderable');
    }
  }

  return { priceReorder };
}

/** The reorder service's interface. */
export type ReorderService = ReturnType<typeof createReorderService>;
