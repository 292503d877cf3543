import { convertYuanToFen } from '../money/fen.ts';
import { formatNumber, optionLabels } from './labels.ts';
import type { QuoteMode } from './options.ts';
import type { SmtPriceBook, StencilPriceBook } from './price-book-shape.ts';
import { type Charge, chargeNothing, chargeYuan, createTaxStep, type PricingStep } from './pricing-steps.ts';
import { type SmtLine, smtLines } from './quote.ts';
import type { SmtSpec } from './smt-spec.ts';

/** What every SMT pricing step reads. */
export interface SmtContext {
  spec: SmtSpec;
  book: SmtPriceBook;
  stencilBook: StencilPriceBook;
  taxPercent: number;
  mode: QuoteMode;
  points: number;
}

type SmtStep = PricingStep<SmtContext, SmtLine>;

/** Returns the placement rate of a total number of points: the first tier that holds it. */
export function findPlacementRate(points: number, book: SmtPriceBook): number {
  for (const tier of book.placementTiers)
    if (tier.maxPoints === null || points <= tier.maxPoints) return tier.ratePerPoint;
  return book.placementTiers[book.placementTiers.length - 1]?.ratePerPoint ?? 0;
}

/** Formats a minimum note ("(minimum 50)" / "（最低50）") when a minimum raised a charge. */
function noteMinimum(amount: number, min: number): { en: string; zh: string } {
  return amount < min ? { en: ` (minimum ${min})`, zh: `（最低${min}）` } : { en: '', zh: '' };
}

const priceSetupFee: SmtStep = {
  line: 'setupFee',
  price: ({ spec, book, mode }) => {
    const process = spec.processRequirement;
    const side = process === 'smt_double' ? 'smt_double' : 'smt_single';
    const sideLabel = optionLabels.processRequirement[side];
    const modeLabel = optionLabels.mode[mode];
    const charges: Charge[] = [
      chargeYuan(`Setup: ${sideLabel.en}, ${mode}`, `开机费：${sideLabel.zh}${modeLabel.zh}`, book.setup[side][mode]),
    ];
    if (process === 'smt_dip') charges.push(chargeYuan('Through-hole setup', '插件开机费', book.dipSetupExtra));
    return charges;
  },
};

const pricePlacementFee: SmtStep = {
  line: 'placementFee',
  price: ({ book, points }) => {
    const rate = findPlacementRate(points, book);
    const amount = points * rate;
    const note = noteMinimum(amount, book.placementMin);
    const perPoint = formatNumber(rate);
    return [
      chargeYuan(
        `Placement: ${points} points × ${perPoint}${note.en}`,
        `贴片：${points}点 × ${perPoint}${note.zh}`,
        Math.max(book.placementMin, amount),
      ),
    ];
  },
};

const priceDipFee: SmtStep = {
  line: 'dipFee',
  price: ({ spec, book }) => {
    if (spec.processRequirement !== 'smt_dip') return chargeNothing();
    const amount = spec.dipPoints * spec.boardsNumber * book.dipRatePerPoint;
    const note = noteMinimum(amount, book.dipMin);
    const rate = formatNumber(book.dipRatePerPoint);
    return [
      chargeYuan(
        `Through-hole: ${spec.dipPoints} points × ${spec.boardsNumber} boards × ${rate}${note.en}`,
        `插件：${spec.dipPoints}点 × ${spec.boardsNumber}块 × ${rate}${note.zh}`,
        Math.max(book.dipMin, amount),
      ),
    ];
  },
};

const priceStencilFee: SmtStep = {
  line: 'stencilFee',
  price: ({ spec, book, stencilBook }) => {
    if (!spec.stencilNeeded) return chargeNothing();
    const sides = spec.processRequirement === 'smt_double' ? 2 : 1;
    const unit = stencilBook.sizes.find((row) => row.size === book.stencilSize)?.framed ?? 0;
    return [
      chargeYuan(
        `Framed stencil ${book.stencilSize} mm, laser cut × ${sides} ${sides === 1 ? 'side' : 'sides'}`,
        `有框钢网 ${book.stencilSize}mm 激光切割 × ${sides}面`,
        unit * sides,
      ),
    ];
  },
};

const priceCoatingFee: SmtStep = {
  line: 'coatingFee',
  price: ({ spec, book }) => {
    if (!spec.conformalCoating) return chargeNothing();
    const amount = spec.boardsNumber * book.coatingPerBoard;
    const note = noteMinimum(amount, book.coatingMin);
    const rate = formatNumber(book.coatingPerBoard);
    return [
      chargeYuan(
        `Conformal coating: ${spec.boardsNumber} boards × ${rate}${note.en}`,
        `三防漆：${spec.boardsNumber}块 × ${rate}${note.zh}`,
        Math.max(book.coatingMin, amount),
      ),
    ];
  },
};

const priceBakingFee: SmtStep = {
  line: 'bakingFee',
  price: ({ spec, book }) => {
    if (!spec.componentBaking) return chargeNothing();
    const amount = spec.bakingTime * book.bakingPerHour;
    const note = noteMinimum(amount, book.bakingMin);
    const hours = formatNumber(spec.bakingTime);
    return [
      chargeYuan(
        `Component baking: ${hours} h × ${book.bakingPerHour}${note.en}`,
        `元器件烘烤：${hours}小时 × ${book.bakingPerHour}${note.zh}`,
        Math.max(book.bakingMin, amount),
      ),
    ];
  },
};

const priceExpediteFee: SmtStep = {
  line: 'expediteFee',
  price: ({ spec, book }, linesFen) => {
    const rule = book.expedite[spec.delivery];
    if (rule.sharePercent === 0 && rule.min === 0) return chargeNothing();
    const label = optionLabels.smtDelivery[spec.delivery];
    const baseFen = linesFen.setupFee + linesFen.placementFee + linesFen.dipFee;
    const exactFen = Math.max(convertYuanToFen(rule.min), (baseFen * rule.sharePercent) / 100);
    return [{ label: `${label.en} expedite`, labelZh: label.zh, exactFen }];
  },
};

const priceTax = createTaxStep<SmtContext, SmtLine>(
  'tax',
  smtLines.filter((line) => line !== 'tax'),
  [],
  (context) => {
    const invoice = optionLabels.invoiceType[context.spec.invoiceType];
    const percent = context.taxPercent;
    return { percent, label: `${invoice.en} ${percent} %`, labelZh: `${invoice.zh} ${percent}%` };
  },
);

/** The SMT pricing chain of docs/pricing.md §2, in order. */
export const smtPricingSteps: readonly SmtStep[] = [
  priceSetupFee,
  pricePlacementFee,
  priceDipFee,
  priceStencilFee,
  priceCoatingFee,
  priceBakingFee,
  priceExpediteFee,
  priceTax,
];
