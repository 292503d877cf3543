import type { Fen } from '../money/fen.ts';
import { estimateLayoutDesign, type LayoutDesignSpecInput } from './layout-design.ts';
import { quotePcb } from './pcb.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import type { PriceBook } from './price-book-shape.ts';
import { quoteSmt } from './smt.ts';
import type { SmtSpecInput } from './smt-spec.ts';
import { quoteStencil } from './stencil.ts';
import type { StencilSpecInput } from './stencil-spec.ts';

/**
 * The fixed set of specs a price-book change is previewed on before it is published: the worked examples of
 * docs/pricing.md (PCB §1.5, SMT §2, stencils §3, design §4) and a few typical orders. Defined once, here.
 */
type ReferenceSpec =
  | { kind: 'pcb'; spec: PcbSpecInput }
  | { kind: 'smt'; spec: SmtSpecInput }
  | { kind: 'stencil'; spec: StencilSpecInput }
  | { kind: 'layoutDesign'; spec: LayoutDesignSpecInput };

/** One reference quote: a stable id, what it prices, and its name in both languages. */
export type ReferenceQuote = ReferenceSpec & { id: string; name: { en: string; zh: string } };

const fiveSmall: PcbSpecInput = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

/** The reference quotes, in the order the preview lists them. */
export const referenceQuotes: readonly ReferenceQuote[] = [
  {
    id: 'pcb-2l-sample',
    kind: 'pcb',
    spec: fiveSmall,
    name: { en: 'PCB 2 layers 100×100 mm, 5 pcs', zh: 'PCB 2层 100×100mm 5片' },
  },
  {
    id: 'pcb-4l-sample',
    kind: 'pcb',
    spec: { ...fiveSmall, layers: 4 },
    name: { en: 'PCB 4 layers 100×100 mm, 5 pcs', zh: 'PCB 4层 100×100mm 5片' },
  },
  {
    id: 'pcb-6l-sample',
    kind: 'pcb',
    spec: { ...fiveSmall, layers: 6 },
    name: { en: 'PCB 6 layers 100×100 mm, 5 pcs', zh: 'PCB 6层 100×100mm 5片' },
  },
  {
    id: 'pcb-10l-sample',
    kind: 'pcb',
    spec: { ...fiveSmall, layers: 10 },
    name: { en: 'PCB 10 layers 100×100 mm, 5 pcs', zh: 'PCB 10层 100×100mm 5片' },
  },
  {
    id: 'pcb-enig-sample',
    kind: 'pcb',
    spec: { ...fiveSmall, surfaceFinish: 'enig', goldThickness: 1 },
    name: { en: 'PCB 2 layers, ENIG 1 µ", 5 pcs', zh: 'PCB 2层 沉金1微英寸 5片' },
  },
  {
    id: 'pcb-2l-batch',
    kind: 'pcb',
    spec: { ...fiveSmall, boardNumber: 2000 },
    name: { en: 'PCB 2 layers 100×100 mm, 2000 pcs (20 m²)', zh: 'PCB 2层 100×100mm 2000片(20㎡)' },
  },
  {
    id: 'pcb-4l-batch',
    kind: 'pcb',
    spec: { ...fiveSmall, layers: 4, boardNumber: 500 },
    name: { en: 'PCB 4 layers 100×100 mm, 500 pcs (5 m²)', zh: 'PCB 4层 100×100mm 500片(5㎡)' },
  },
  {
    id: 'pcb-special-invoice',
    kind: 'pcb',
    spec: { ...fiveSmall, invoiceType: 'special' },
    name: { en: 'PCB 2 layers, 5 pcs, special VAT invoice', zh: 'PCB 2层 5片 增值税专票' },
  },
  {
    id: 'smt-sample',
    kind: 'smt',
    spec: { componentsNumber: 100, boardsNumber: 10 },
    name: { en: 'SMT 100 parts × 10 boards, single side', zh: 'SMT 100元件×10板 单面' },
  },
  {
    id: 'smt-batch-double',
    kind: 'smt',
    spec: { componentsNumber: 200, boardsNumber: 1000, processRequirement: 'smt_double', stencilNeeded: true },
    name: { en: 'SMT 200 parts × 1000 boards, double side, stencil', zh: 'SMT 200元件×1000板 双面 含钢网' },
  },
  {
    id: 'stencil-one',
    kind: 'stencil',
    spec: {},
    name: { en: 'Stencil 370×470 framed, 1 pc', zh: '钢网 370×470 带框 1片' },
  },
  {
    id: 'stencil-nano',
    kind: 'stencil',
    spec: { number: 2, nanoTreatment: true, polishProcess: 'electropolish' },
    name: { en: 'Stencil 370×470, 2 pcs, nano + electropolish', zh: '钢网 370×470 2片 纳米+电抛光' },
  },
  {
    id: 'design-fixed',
    kind: 'layoutDesign',
    spec: { pins: 80, layers: 2 },
    name: { en: 'Layout design, 80 pins, 2 layers', zh: 'PCB设计 80引脚 2层' },
  },
  {
    id: 'design-estimate',
    kind: 'layoutDesign',
    spec: { pins: 3000, layers: 6 },
    name: { en: 'Layout design, 3000 pins, 6 layers (estimate)', zh: 'PCB设计 3000引脚 6层(估价)' },
  },
];

/** A reference quote priced with one book: its lines and total in fen, or the spec fields the book refuses. */
export type ReferenceQuotePrice =
  | { ok: true; linesFen: Readonly<Record<string, Fen>>; totalFen: Fen }
  | { ok: false; errorFields: string[] };

/** Prices one reference quote with a book; `now` is the clock the lead times would use (prices do not depend on it). */
export function priceReferenceQuote(reference: ReferenceQuote, book: PriceBook, now: Date): ReferenceQuotePrice {
  switch (reference.kind) {
    case 'pcb':
      return fromResult(quotePcb(reference.spec, book, now));
    case 'smt':
      return fromResult(quoteSmt(reference.spec, book, now));
    case 'stencil':
      return fromResult(quoteStencil(reference.spec, book, now));
    case 'layoutDesign': {
      const result = estimateLayoutDesign(reference.spec, book, now);
      if (!result.ok) return { ok: false, errorFields: result.errors.map((error) => error.field) };
      return { ok: true, linesFen: { designFee: result.totalFen }, totalFen: result.totalFen };
    }
    default:
      return reference satisfies never;
  }
}

function fromResult(
  result: { ok: true; linesFen: Readonly<Record<string, Fen>> } | { ok: false; errors: readonly { field: string }[] },
): ReferenceQuotePrice {
  if (!result.ok) return { ok: false, errorFields: result.errors.map((error) => error.field) };
  const { total, ...lines } = result.linesFen;
  return { ok: true, linesFen: lines, totalFen: total ?? 0 };
}
